import { Field, Select } from '@/ui/field'
import { BoundedNumberField } from './bounded-number-field'
import { CheckOption } from '@/ui/check-option'
import { EFF_CREDIT_URL, EFF_LICENSE_URL } from './eff-wordlist'
import { WORDS_MAX, WORDS_MIN, type PassphraseOptions } from './logic'
import { usePasswordStrings } from './strings'

export const SEPARATORS = {
  hyphen: '-',
  space: ' ',
  dot: '.',
  underscore: '_',
  comma: ',',
  none: '',
} as const
type SeparatorName = keyof typeof SEPARATORS

type Props = {
  id: string
  options: PassphraseOptions
  wordsRaw: string
  onWordsChange: (raw: string, value: number | null) => void
  onChange: (patch: Partial<PassphraseOptions>) => void
}

/** The settings of word passphrases, with the credit the word list's licence asks for. */
export function PassphraseOptionsPanel({ id, options, wordsRaw, onWordsChange, onChange }: Props) {
  const t = usePasswordStrings()
  const separatorName =
    (Object.keys(SEPARATORS) as SeparatorName[]).find((name) => SEPARATORS[name] === options.separator) ??
    'hyphen'
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <BoundedNumberField
          id={`${id}-words`}
          label={t('words')}
          hint={t('wordsHint', { min: WORDS_MIN, max: WORDS_MAX })}
          raw={wordsRaw}
          min={WORDS_MIN}
          max={WORDS_MAX}
          onChange={onWordsChange}
        />
        <Field label={t('separator')} htmlFor={`${id}-separator`} className="min-w-44">
          <Select
            id={`${id}-separator`}
            value={separatorName}
            onChange={(event) => onChange({ separator: SEPARATORS[event.target.value as SeparatorName] })}
          >
            {(Object.keys(SEPARATORS) as SeparatorName[]).map((name) => (
              <option key={name} value={name}>
                {t(`separator_${name}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div>
        <CheckOption
          id={`${id}-capitalize`}
          checked={options.capitalize}
          onChange={(capitalize) => onChange({ capitalize })}
        >
          {t('capitalize')}
        </CheckOption>
        <CheckOption
          id={`${id}-add-number`}
          checked={options.addNumber}
          onChange={(addNumber) => onChange({ addNumber })}
        >
          {t('addNumber')}
        </CheckOption>
      </div>
      <p className="text-xs text-ink-soft">
        {t('credit')}{' '}
        <a href={EFF_LICENSE_URL} target="_blank" rel="noreferrer" className="underline">
          {t('creditLicense')}
        </a>{' '}
        (
        <a href={EFF_CREDIT_URL} target="_blank" rel="noreferrer" className="underline">
          eff.org/dice
        </a>
        ).
      </p>
    </div>
  )
}
