// The warning of the cash limit broken jointly (s.269ST): devices offline at once each took cash the guard
// allowed, and sync brought together a sum the law forbids. Each breach names the party, the day or the booking,
// the total and every receipt in it, each linked to its voucher, so the dealer can see and act on it.
import { TriangleAlert } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { useDayBookStrings } from '../day-book-strings'
import type { CashBreach } from '../domain/cash-breaches'
import { receiptsModule } from '../module'

export function CashBreachesBox({ breaches }: { breaches: readonly CashBreach[] }) {
  const t = useDayBookStrings()
  const lang = useLanguage()
  if (breaches.length === 0) return null
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="cash-breaches"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('breachTitle')}
      </p>
      <ul className="flex flex-col gap-2">
        {breaches.map((b) => {
          const values = {
            party: b.party,
            total: formatPaise(b.total, { locale: lang }),
            date: displayDate(b.date, lang),
            chain: b.chain?.label ?? '',
          }
          return (
            <li key={`${b.limb} ${b.chain?.key ?? `${b.party_id} ${b.date}`}`} data-testid="cash-breach">
              {t(b.limb === 'party_day' ? 'breachDay' : 'breachChain', values)}{' '}
              {b.receipts.map((r, i) => (
                <span key={r.id}>
                  {i > 0 ? ', ' : ''}
                  <Link
                    to={receiptsModule.href.voucher(r.id)}
                    className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {r.number}
                  </Link>{' '}
                  ({formatPaise(r.amount, { locale: lang })}
                  {b.limb === 'chain' ? `, ${displayDate(r.doc_date, lang)}` : ''})
                </span>
              ))}
            </li>
          )
        })}
      </ul>
      <p>{t('breachNote')}</p>
    </div>
  )
}
