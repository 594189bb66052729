import { ChoiceGroup, NumberField } from './calc-fields'
import { useCalcStrings } from './calc-strings'
import { bpToPercent, gstRatePresets, parseRatePercent } from './gst-rate'

/** Today's GST slabs as chip values ("0", "0.25", … "40"). */
export function currentRateChips(): string[] {
  const now = new Date()
  const presets = gstRatePresets({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
  return presets.filter((p) => p.current).map((p) => bpToPercent(p.rateBp))
}

/** The rate in basis points for a draft rate ("18" or "c12.5"), or null when the custom text is not a rate. */
export function draftRateBp(rate: string): number | null {
  const parsed = parseRatePercent(rate.startsWith('c') ? rate.slice(1) : rate)
  return parsed.ok ? parsed.value : null
}

type Props = { id: string; legend: string; value: string; onChange: (rate: string) => void }

/** GST rate chips for today's slabs plus "Other" with a free rate field. */
export function RateChips({ id, legend, value, onChange }: Props) {
  const t = useCalcStrings()
  const chips = currentRateChips()
  const custom = value.startsWith('c') || !chips.includes(value)
  const customText = value.startsWith('c') ? value.slice(1) : custom ? value : ''
  return (
    <div className="space-y-2">
      <ChoiceGroup
        name={`${id}-rate`}
        legend={legend}
        value={custom ? 'custom' : value}
        onChange={(v) => onChange(v === 'custom' ? `c${customText}` : v)}
        options={[
          ...chips.map((c) => ({ value: c, label: `${c}%` })),
          { value: 'custom', label: t('custom') },
        ]}
      />
      {custom ? (
        <NumberField
          id={`${id}-custom`}
          label={t('customRate')}
          hint={t('customHint')}
          suffix="%"
          value={customText}
          onChange={(text) => onChange(`c${text}`)}
          error={draftRateBp(value) === null ? t('errRate') : undefined}
          className="max-w-48"
        />
      ) : null}
    </div>
  )
}
