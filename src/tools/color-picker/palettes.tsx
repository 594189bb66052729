import type { Harmony, Rgb } from './logic'
import { harmony, tintsAndShades, toHex } from './logic'
import { useColourStrings } from './strings'

type Props = { colour: Rgb; onPick: (colour: Rgb) => void }

/** Tints, shades and hue harmonies as swatch buttons; choosing one makes it the current colour. */
export function Palettes({ colour, onPick }: Props) {
  const t = useColourStrings()
  const { tints, shades } = tintsAndShades(colour, 4)
  const rows: { key: string; label: string; colours: Rgb[] }[] = [
    { key: 'tints', label: t('tints'), colours: tints },
    { key: 'shades', label: t('shades'), colours: shades },
    ...(['complementary', 'analogous', 'triadic'] as Harmony[]).map((kind) => ({
      key: kind,
      label: t(kind),
      colours: harmony(colour, kind),
    })),
  ]
  return (
    <div className="space-y-3">
      <h2 className="text-base font-semibold text-ink">{t('palettesHeading')}</h2>
      {rows.map((row) => (
        <div key={row.key}>
          <h3 className="mb-1 text-sm text-ink-soft">{row.label}</h3>
          <ul className="flex flex-wrap gap-2">
            {row.colours.map((c, i) => {
              const hex = toHex(c)
              return (
                <li key={`${hex}-${i}`}>
                  <button
                    type="button"
                    onClick={() => onPick(c)}
                    aria-label={t('useColour', { hex })}
                    className="flex w-20 flex-col overflow-hidden rounded-lg border border-line text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <span className="block h-10" style={{ backgroundColor: hex }} />
                    <span className="px-1.5 py-1 font-mono text-xs text-ink">{hex}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
