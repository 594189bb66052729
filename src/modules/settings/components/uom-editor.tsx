import { Plus, RotateCcw, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { addUnit, restoreDefaultUnits } from '../domain/lists'
import { useSettingsStrings } from '../settings-strings'

type UomEditorProps = { units: string[]; onUnits: (units: string[]) => void; disabled: boolean }

/** The workshop's units of measure as removable chips, an add box and "restore defaults". */
export function UomEditor({ units, onUnits, disabled }: UomEditorProps) {
  const t = useSettingsStrings()
  const [draft, setDraft] = useState('')
  const [exists, setExists] = useState(false)
  const add = () => {
    const result = addUnit(units, draft)
    setExists(!result.added && draft.trim() !== '')
    if (result.added) {
      onUnits(result.units)
      setDraft('')
    }
  }
  return (
    <fieldset className="mt-6">
      <legend className="font-semibold text-ink">
        {t('uomTitle')}{' '}
        <span className="text-sm font-normal text-ink-soft">({t('uomCount', { count: units.length })})</span>
      </legend>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('uomTitle')}>
        {units.map((unit) => (
          <li
            key={unit}
            className="flex items-center gap-1 rounded-full border border-line bg-page py-0.5 pr-0.5 pl-3 text-sm"
          >
            {unit}
            <button
              type="button"
              disabled={disabled}
              aria-label={t('remove', { name: unit })}
              className="flex size-7 items-center justify-center rounded-full text-ink-soft hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40"
              onClick={() => onUnits(units.filter((u) => u !== unit))}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Field
          label={t('newUnit')}
          htmlFor="settings-new-unit"
          error={exists ? t('unitExists') : undefined}
          className="w-40"
        >
          <Input
            id="settings-new-unit"
            value={draft}
            maxLength={20}
            aria-invalid={exists ? true : undefined}
            onChange={(e) => {
              setDraft(e.target.value)
              setExists(false)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
          />
        </Field>
        <Button variant="secondary" disabled={disabled || draft.trim() === ''} onClick={add}>
          <Plus aria-hidden="true" />
          {t('addUnit')}
        </Button>
        <Button variant="ghost" disabled={disabled} onClick={() => onUnits(restoreDefaultUnits(units))}>
          <RotateCcw aria-hidden="true" />
          {t('restoreUnits')}
        </Button>
      </div>
    </fieldset>
  )
}
