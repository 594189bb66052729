import { CopyButton } from '@/ui/copy-button'
import type { Rgb } from './logic'
import { formatColour } from './logic'
import { useColourStrings } from './strings'

/** Every model's string for the colour, each with its own copy button. */
export function ColourValues({ colour }: { colour: Rgb }) {
  const t = useColourStrings()
  const values = formatColour(colour)
  const rows = [
    ['HEX', values.hex],
    ['RGB', values.rgb],
    ['HSL', values.hsl],
    ['HSV', values.hsv],
    ['CMYK', values.cmyk],
  ] as const
  return (
    <div className="space-y-2">
      <h2 className="text-base font-semibold text-ink">{t('valuesHeading')}</h2>
      <dl className="divide-y divide-line">
        {rows.map(([name, value]) => (
          <div key={name} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <dt className="text-xs font-medium text-ink-soft">{name}</dt>
              <dd
                className="font-mono text-sm break-all text-ink"
                data-testid={`value-${name.toLowerCase()}`}
              >
                {value}
              </dd>
            </div>
            <CopyButton text={value} label={t('copyValue', { name })} />
          </div>
        ))}
      </dl>
      <p className="text-xs text-ink-soft">{t('cmykNote')}</p>
    </div>
  )
}
