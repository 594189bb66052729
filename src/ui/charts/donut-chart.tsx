import { donutDashes } from './chart-scale'

export type ChartSeries = {
  label: string
  value: number
  strokeClass: string
  swatchClass: string
  display: string
}

type Props = {
  series: readonly ChartSeries[]
  /** One sentence with the numbers, for screen readers. */
  summary: string
  /** Shown in the hole, e.g. the total. */
  centre?: string
}

const RADIUS = 15.9155 // circumference ≈ 100, so dash lengths are percentages

/** A donut of two or more parts with a legend; the SVG is one image described by `summary`. */
export function DonutChart({ series, summary, centre }: Props) {
  const dashes = donutDashes(
    series.map((s) => s.value),
    100,
  )
  return (
    <figure className="flex flex-wrap items-center gap-4">
      <svg viewBox="0 0 42 42" className="size-36 shrink-0" role="img" aria-label={summary}>
        <circle cx="21" cy="21" r={RADIUS} fill="none" strokeWidth="6" className="stroke-muted" />
        {series.map((s, i) => {
          const dash = dashes[i]
          if (!dash || dash.length === 0) return null
          return (
            <circle
              key={s.label}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              strokeWidth="6"
              className={s.strokeClass}
              strokeDasharray={`${dash.length} ${100 - dash.length}`}
              strokeDashoffset={dash.offset + 25}
            />
          )
        })}
        {centre ? (
          <text x="21" y="22.5" textAnchor="middle" className="fill-ink text-[4px] font-semibold">
            {centre}
          </text>
        ) : null}
      </svg>
      <figcaption>
        <ul className="space-y-1 text-sm" aria-hidden="true">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${s.swatchClass}`} />
              <span className="text-ink-soft">{s.label}</span>
              <span className="font-semibold tabular-nums text-ink">{s.display}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
