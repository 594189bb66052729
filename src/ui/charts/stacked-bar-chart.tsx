import { axisTicks, stackBars } from './chart-scale'

export type BarSeries = { label: string; fillClass: string; swatchClass: string }

type Props = {
  /** Label under each bar (a year). */
  categories: readonly string[]
  series: readonly BarSeries[]
  /** values[bar][series], in any unit. */
  values: readonly (readonly number[])[]
  /** Short axis label for a tick value, e.g. "₹5L". */
  formatTick: (value: number) => string
  summary: string
}

const WIDTH = 320
const HEIGHT = 180
const LEFT = 50
const BOTTOM = 20
// Room above the top gridline for its label.
const TOP = 8

/** A stacked bar chart (one bar per category); one image for screen readers, the data is in a table nearby. */
export function StackedBarChart({ categories, series, values, formatTick, summary }: Props) {
  const totals = values.map((parts) => parts.reduce((s, v) => s + (v > 0 ? v : 0), 0))
  const ticks = axisTicks(Math.max(0, ...totals))
  const top = ticks[ticks.length - 1] ?? 1
  const plotHeight = HEIGHT - BOTTOM - TOP
  const plotWidth = WIDTH - LEFT
  const stacks = stackBars(values, top, plotHeight)
  const slot = plotWidth / Math.max(1, categories.length)
  const barWidth = Math.max(1, slot * 0.7)
  // Label at most ~8 categories so the axis stays readable on a phone.
  const labelEvery = Math.max(1, Math.ceil(categories.length / 8))
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={summary}>
        {ticks.map((tick) => {
          const y = TOP + plotHeight - (tick / top) * plotHeight
          return (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH} y1={y} y2={y} className="stroke-line" strokeWidth="0.5" />
              <text x={LEFT - 4} y={y + 4} textAnchor="end" className="fill-ink-soft text-[10px]">
                {formatTick(tick)}
              </text>
            </g>
          )
        })}
        {stacks.map((segments, bar) => (
          <g key={categories[bar] ?? bar}>
            {segments.map((seg, s) =>
              seg.height > 0 ? (
                <rect
                  key={series[s]?.label ?? s}
                  x={LEFT + bar * slot + (slot - barWidth) / 2}
                  y={TOP + seg.y}
                  width={barWidth}
                  height={seg.height}
                  className={series[s]?.fillClass}
                />
              ) : null,
            )}
            {bar % labelEvery === 0 ? (
              <text
                x={LEFT + bar * slot + slot / 2}
                y={HEIGHT - 4}
                textAnchor="middle"
                className="fill-ink-soft text-[10px]"
              >
                {categories[bar]}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${s.swatchClass}`} />
              <span className="text-ink-soft">{s.label}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
