import { Field, Select } from '@/ui/field'
import { AATO_BANDS, TCS_BASES, type TaxSettings } from '../domain/defaults'
import type { SettingsEditor } from '../hooks/use-settings-editor'
import { useSettingsStrings } from '../settings-strings'
import { Check, Section } from './form-parts'

/** TCS, s.194Q TDS, the turnover band, PDI before sale and round-off: the choices a dealer's accountant makes. */
export function TaxSection({ editor }: { editor: SettingsEditor }) {
  const t = useSettingsStrings()
  const { form, update } = editor
  if (!form) return null
  const tax = form.tax_settings
  const set = (patch: Partial<TaxSettings>) =>
    update((f) => ({ ...f, tax_settings: { ...f.tax_settings, ...patch } }))
  const flag = (
    key:
      | 'tcs_threshold_with_gst'
      | 'tcs_round_to_rupee'
      | 'tds_194q_applicable'
      | 'pdi_required_for_invoice'
      | 'round_to_rupee',
  ) => (
    <Check
      id={`settings-tax-${key}`}
      label={t(`tax_${key}`)}
      checked={tax[key]}
      onChecked={(v) => set({ [key]: v })}
    />
  )
  return (
    <Section id="tax" title={t('secTax')} intro={t('taxIntro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('tcsBase')} htmlFor="settings-tax-tcs-base" hint={t('tcsBaseHint')}>
          <Select
            id="settings-tax-tcs-base"
            value={tax.tcs_base}
            onChange={(e) => set({ tcs_base: e.target.value as TaxSettings['tcs_base'] })}
          >
            {TCS_BASES.map((b) => (
              <option key={b} value={b}>
                {t(`tcsBase_${b}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('aatoBand')} htmlFor="settings-tax-aato" hint={t('aatoHint')}>
          <Select
            id="settings-tax-aato"
            value={tax.aato_band}
            onChange={(e) => set({ aato_band: e.target.value as TaxSettings['aato_band'] })}
          >
            {AATO_BANDS.map((b) => (
              <option key={b} value={b}>
                {t(`aato_${b}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="mt-4 flex flex-col gap-1">
        {flag('tcs_threshold_with_gst')}
        {flag('tcs_round_to_rupee')}
        {flag('round_to_rupee')}
        {flag('tds_194q_applicable')}
        {flag('pdi_required_for_invoice')}
      </div>
    </Section>
  )
}
