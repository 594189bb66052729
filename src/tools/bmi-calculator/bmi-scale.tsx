import { cn } from '@/ui/cn'
import type { BmiCategory, BmiStandard } from './logic'
import { BMI_SCALE, bmiCategory, scaleBands, scalePercent } from './logic'
import { useBmiStrings } from './strings'

const BAND_COLOUR: Record<BmiCategory, string> = {
  underweight: 'bg-sky-300',
  normal: 'bg-emerald-400',
  overweight: 'bg-amber-300',
  'obese-1': 'bg-orange-400',
  'obese-2': 'bg-red-400',
  'obese-3': 'bg-red-600',
}

type Props = { standard: BmiStandard; bmi: number; bmiText: string; title: string }

/** One standard's bands as a coloured bar with a marker at the user's BMI; read out as a sentence. */
export function BmiScale({ standard, bmi, bmiText, title }: Props) {
  const t = useBmiStrings()
  const category = bmiCategory(bmi, standard)
  const label = (c: BmiCategory) =>
    standard === 'asian' && c === 'obese-1' ? t('asianObese') : t(`cat_${c}`)
  const bands = scaleBands(standard)
  const span = BMI_SCALE.max - BMI_SCALE.min
  const normalTo = standard === 'who' ? '24.9' : '22.9'
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-medium text-ink">{title}</span>
        <span className="font-semibold text-ink" data-testid={`bmi-category-${standard}`}>
          {label(category)}
        </span>
      </p>
      <div
        role="img"
        aria-label={t('scaleLabel', {
          standard: title,
          bmi: bmiText,
          category: label(category),
          from: '18.5',
          to: normalTo,
        })}
        className="relative pt-3"
      >
        <div className="flex h-3 overflow-hidden rounded-full">
          {bands.map((band) => (
            <div
              key={band.category}
              className={cn(
                BAND_COLOUR[band.category],
                band.category === category ? 'opacity-100' : 'opacity-60',
              )}
              style={{ width: `${((band.to - band.from) / span) * 100}%` }}
            />
          ))}
        </div>
        <div
          aria-hidden="true"
          className="absolute top-0 h-6 w-1 -translate-x-1/2 rounded bg-ink ring-2 ring-surface"
          style={{ left: `${scalePercent(bmi)}%` }}
        />
        <div aria-hidden="true" className="relative mt-1 h-4 text-[11px] text-ink-soft tabular-nums">
          {bands.slice(1).map((band) => (
            <span
              key={band.category}
              className="absolute -translate-x-1/2"
              style={{ left: `${((band.from - BMI_SCALE.min) / span) * 100}%` }}
            >
              {band.from}
            </span>
          ))}
        </div>
      </div>
    </div>
  )
}
