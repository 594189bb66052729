import { Field, Input } from '@/ui/field'
import { BoundedNumberField } from './bounded-number-field'
import { CheckOption } from '@/ui/check-option'
import {
  checkPasswordOptions,
  LENGTH_MAX,
  LENGTH_MIN,
  LOOK_ALIKES,
  normalizeSymbols,
  type PasswordOptions,
} from './logic'
import { usePasswordStrings } from './strings'

type Props = {
  id: string
  options: PasswordOptions
  lengthRaw: string
  onLengthChange: (raw: string, value: number | null) => void
  onChange: (patch: Partial<PasswordOptions>) => void
}

/** The settings of random-character passwords. */
export function PasswordOptionsPanel({ id, options, lengthRaw, onLengthChange, onChange }: Props) {
  const t = usePasswordStrings()
  const problem = checkPasswordOptions(options)
  const { rejected } = normalizeSymbols(options.symbolSet)
  const lookAlikes = [...LOOK_ALIKES].join(' ')
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <BoundedNumberField
          id={`${id}-length`}
          label={t('length')}
          hint={t('lengthHint', { min: LENGTH_MIN, max: LENGTH_MAX })}
          raw={lengthRaw}
          min={LENGTH_MIN}
          max={LENGTH_MAX}
          onChange={onLengthChange}
        />
        <input
          type="range"
          min={LENGTH_MIN}
          max={LENGTH_MAX}
          value={options.length}
          aria-label={t('lengthSlider')}
          onChange={(event) => onLengthChange(event.target.value, Number(event.target.value))}
          className="h-10 min-w-40 flex-1 accent-brand-700 sm:mb-7 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>
      <fieldset
        className="grid gap-x-4 sm:grid-cols-2"
        aria-describedby={problem === 'noSets' ? `${id}-sets-error` : undefined}
      >
        <legend className="sr-only">{t('optionsHeading')}</legend>
        <CheckOption id={`${id}-upper`} checked={options.upper} onChange={(upper) => onChange({ upper })}>
          {t('upper')}
        </CheckOption>
        <CheckOption id={`${id}-lower`} checked={options.lower} onChange={(lower) => onChange({ lower })}>
          {t('lower')}
        </CheckOption>
        <CheckOption id={`${id}-digits`} checked={options.digits} onChange={(digits) => onChange({ digits })}>
          {t('digits')}
        </CheckOption>
        <CheckOption
          id={`${id}-symbols`}
          checked={options.symbols}
          onChange={(symbols) => onChange({ symbols })}
        >
          {t('symbols')}
        </CheckOption>
      </fieldset>
      {problem === 'noSets' ? (
        <p id={`${id}-sets-error`} role="alert" className="text-sm font-medium text-red-700">
          {t('noSets')}
        </p>
      ) : null}
      {options.symbols ? (
        <Field
          label={t('symbolSet')}
          htmlFor={`${id}-symbol-set`}
          hint={
            rejected.length > 0 ? t('symbolsRejected', { chars: rejected.join(' ') }) : t('symbolSetHint')
          }
          error={problem === 'noSymbols' ? t('noSymbols') : undefined}
        >
          <Input
            id={`${id}-symbol-set`}
            value={options.symbolSet}
            onChange={(event) => onChange({ symbolSet: event.target.value })}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem === 'noSymbols' || undefined}
            aria-describedby={problem === 'noSymbols' ? `${id}-symbol-set-error` : `${id}-symbol-set-hint`}
            className="font-mono"
          />
        </Field>
      ) : null}
      <div>
        <CheckOption
          id={`${id}-look-alikes`}
          checked={options.excludeLookAlikes}
          onChange={(excludeLookAlikes) => onChange({ excludeLookAlikes })}
        >
          {t('excludeLookAlikes', { chars: lookAlikes })}
        </CheckOption>
        <CheckOption
          id={`${id}-require-each`}
          checked={options.requireEach}
          onChange={(requireEach) => onChange({ requireEach })}
        >
          {t('requireEach')}
        </CheckOption>
      </div>
    </div>
  )
}
