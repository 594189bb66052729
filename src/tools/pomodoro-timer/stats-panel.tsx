import { Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { parsePlainDate } from '@/utils/plain-date'
import { formatDdMmYyyy } from '../shared/dates/date-format'
import type { DayStats } from './logic'
import { usePomodoroStrings } from './strings'

type Props = { stats: DayStats[] | null | 'unavailable'; onClear: () => void }

/** Today's focus and the last seven days, from this device's history. */
export function StatsPanel({ stats, onClear }: Props) {
  const t = usePomodoroStrings()
  const lang = useLanguage()
  const id = useId()
  const number = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN')
  const today = Array.isArray(stats) ? stats[stats.length - 1] : undefined
  const label = (day: string) => {
    const parsed = parsePlainDate(day)
    return parsed.ok ? formatDdMmYyyy(parsed.value) : day
  }
  return (
    <Card aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('stats')}
      </h2>
      {stats === 'unavailable' ? (
        <p className="text-sm text-ink-soft">{t('statsUnavailable')}</p>
      ) : (
        <>
          <p className="text-sm">
            <span className="font-medium">{t('today')}: </span>
            <span data-testid="pomodoro-today">
              {t('sessions', { count: today?.sessions ?? 0 })} ·{' '}
              {t('minutes', { minutes: today?.minutes ?? 0 })}
            </span>
          </p>
          <table className="w-full text-sm">
            <caption className="text-left text-sm font-medium text-ink">{t('last7')}</caption>
            <thead>
              <tr className="border-b border-line text-left text-ink-soft">
                <th scope="col" className="py-1 font-medium">
                  {t('day')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('sessionsHeader')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('minutesHeader')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(Array.isArray(stats) ? stats : []).map((row) => (
                <tr key={row.day} className="border-b border-line last:border-0">
                  <th scope="row" className="py-1 text-left font-normal">
                    {label(row.day)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{number.format(row.sessions)}</td>
                  <td className="py-1 text-right tabular-nums">{number.format(row.minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-ink-soft">{t('statsNote')}</p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              if (window.confirm(t('confirmClear'))) onClear()
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('clearStats')}
          </Button>
        </>
      )}
    </Card>
  )
}
