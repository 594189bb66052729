// Show of hands on one device: big + and − buttons per option and the same bars as online results. Works
// offline; nothing leaves the device.
import { Minus, Plus, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/ui/button'
import { bump, tallyRows } from './logic'
import { ResultsBars } from './results-bars'
import { usePollStrings } from './strings'

export function LocalCount({
  question,
  options,
  onEdit,
}: {
  question: string
  options: string[]
  onEdit: () => void
}) {
  const t = usePollStrings()
  const [counts, setCounts] = useState(() => options.map(() => 0))
  const total = counts.reduce((a, b) => a + b, 0)
  return (
    <div className="space-y-4">
      <h2 className="text-base font-semibold text-ink">{t('localHeading')}</h2>
      <p className="text-lg font-medium text-ink">{question}</p>
      <p className="text-sm text-ink-soft">{t('localHint')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {options.map((option, i) => (
          <li
            key={option}
            className="flex items-center justify-between gap-2 rounded-xl border border-line p-3"
          >
            <span className="min-w-0 font-medium break-words text-ink">{option}</span>
            <span className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="icon"
                aria-label={t('subtract', { option })}
                onClick={() => setCounts((c) => bump(c, i, -1))}
              >
                <Minus aria-hidden="true" />
              </Button>
              <span className="w-10 text-center text-2xl font-bold tabular-nums text-ink" aria-hidden="true">
                {counts[i]}
              </span>
              <Button
                size="icon"
                className="size-12"
                aria-label={t('add', { option })}
                onClick={() => setCounts((c) => bump(c, i, 1))}
              >
                <Plus aria-hidden="true" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        <p className="mb-2 text-sm text-ink-soft">{t('votes', { count: total })}</p>
        <ResultsBars rows={tallyRows(options, counts, total, false)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setCounts(options.map(() => 0))}>
          <RotateCcw aria-hidden="true" />
          {t('reset')}
        </Button>
        <Button variant="ghost" onClick={onEdit}>
          {t('backToEdit')}
        </Button>
      </div>
    </div>
  )
}
