import { WORKSHOP_FLAGS, type WorkshopSettings } from '../domain/defaults'
import type { SettingsEditor } from '../hooks/use-settings-editor'
import { useSettingsStrings } from '../settings-strings'
import { ColumnsEditor } from './columns-editor'
import { Check, Section } from './form-parts'
import { UomEditor } from './uom-editor'

/** workshop_settings: the display flags, the units of measure and the purchase columns. */
export function WorkshopSection({ editor }: { editor: SettingsEditor }) {
  const t = useSettingsStrings()
  const { form, update, visibleError, touch, readOnly } = editor
  if (!form) return null
  const ws = form.workshop_settings
  const set = (patch: Partial<WorkshopSettings>) =>
    update((f) => ({ ...f, workshop_settings: { ...f.workshop_settings, ...patch } }))
  return (
    <Section id="workshop" title={t('secWorkshop')}>
      <fieldset>
        <legend className="font-semibold text-ink">{t('wsFlags')}</legend>
        <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {WORKSHOP_FLAGS.map((flag) => (
            <Check
              key={flag}
              id={`settings-ws-${flag}`}
              label={t(`ws_${flag}`)}
              checked={ws[flag]}
              disabled={readOnly || (flag === 'uom_mandatory' && !ws.enable_uom)}
              onChecked={(v) =>
                set(
                  flag === 'enable_uom'
                    ? { enable_uom: v, uom_mandatory: v && ws.uom_mandatory }
                    : { [flag]: v },
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <UomEditor units={ws.uom_list} onUnits={(uom_list) => set({ uom_list })} disabled={readOnly} />
      <ColumnsEditor
        columns={ws.workshop_purchase_columns}
        onColumns={(workshop_purchase_columns) => set({ workshop_purchase_columns })}
        errorAt={(i) => visibleError(`columns.${i}.label`)}
        onBlurAt={(i) => touch(`columns.${i}.label`)}
        disabled={readOnly}
      />
    </Section>
  )
}
