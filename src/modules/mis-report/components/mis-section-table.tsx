// One section of the MIS report as a table: the figure, then the compared periods with the change. A real table
// (caption, column and row headers), so a screen reader reads "Vehicles retailed, This month, 2"; the change's
// arrow is decoration and its direction is said in words.
import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { cn } from '@/ui/cn'
import {
  direction,
  formatChange,
  formatFigure,
  type MisRow,
  type MisSection,
  type PeriodKey,
} from '../domain/mis-rows'
import { useMisStrings, type MisKey } from '../mis-strings'

export type CompareMode = 'month' | 'year'

/** The columns of a comparison: the period shown first, then each it is compared with. */
export const COLUMNS: Record<CompareMode, { now: PeriodKey; before: readonly PeriodKey[] }> = {
  month: { now: 'month', before: ['lastMonth', 'lastYear'] },
  year: { now: 'fytd', before: ['lastFytd'] },
}

function Change({ row, now, before }: { row: MisRow; now: PeriodKey; before: PeriodKey }) {
  const t = useMisStrings()
  const lang = useLanguage()
  const a = row.values[now]
  const b = row.values[before]
  const way = direction(a, b)
  const text = formatChange(row.unit, a, b, lang)
  const Icon = way === 'up' ? ArrowUp : way === 'down' ? ArrowDown : ArrowRight
  return (
    <td className="px-2 py-1.5 text-right tabular-nums whitespace-nowrap text-ink-soft">
      {text === '—' || !way ? (
        text
      ) : (
        <span className="inline-flex items-center gap-1">
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t(way)}</span>
          {text}
        </span>
      )}
    </td>
  )
}

export function MisSectionTable({ section, mode }: { section: MisSection; mode: CompareMode }) {
  const t = useMisStrings()
  const lang = useLanguage()
  const { now, before } = COLUMNS[mode]
  const id = `mis-${section.id}`
  return (
    <Card aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-base font-semibold text-ink">
        {t(`section_${section.id}`)}
      </h2>
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="w-full min-w-[34rem] text-sm">
          <thead>
            <tr className="border-b border-line text-left text-ink-soft">
              <th scope="col" className="sticky left-0 bg-surface px-2 py-1.5 font-medium">
                {t('figure')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {t(`col_${now}`)}
              </th>
              {before.map((p) => [
                <th key={p} scope="col" className="px-2 py-1.5 text-right font-medium">
                  {t(`col_${p}`)}
                </th>,
                <th key={`${p}-change`} scope="col" className="px-2 py-1.5 text-right font-medium">
                  {t('changeVs', { what: t(`col_${p}`) })}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((r) => (
              <tr
                key={r.label !== undefined ? `model-${r.label}` : r.key}
                className="border-b border-line last:border-0"
                data-testid={r.label !== undefined ? undefined : `mis-row-${r.key}`}
              >
                <th
                  scope="row"
                  className={cn(
                    // The figure's name stays in view while a phone scrolls the periods sideways.
                    'sticky left-0 w-40 min-w-36 bg-surface px-2 py-1.5 text-left',
                    r.sub ? 'pl-6 font-normal text-ink-soft' : 'font-medium text-ink',
                    r.strong && 'font-semibold',
                  )}
                >
                  {r.label !== undefined ? r.label : t(`row_${r.key}` as MisKey)}
                </th>
                <td
                  className={cn(
                    'px-2 py-1.5 text-right tabular-nums whitespace-nowrap',
                    r.strong && 'font-semibold',
                  )}
                >
                  {formatFigure(r.unit, r.values[now], lang)}
                </td>
                {before.map((p) => [
                  <td key={p} className="px-2 py-1.5 text-right tabular-nums whitespace-nowrap">
                    {formatFigure(r.unit, r.values[p], lang)}
                  </td>,
                  <Change key={`${p}-change`} row={r} now={now} before={p} />,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  )
}
