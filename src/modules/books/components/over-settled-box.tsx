// Bills of the party settled beyond their amount: two devices offline each allocated a receipt to a bill that
// was open on each (or each paid a supplier's bill). Nothing is lost or merged away; the dealer is told which
// bill, by how much, and which receipts or payments, each linked, to refund the excess or leave it on account.
import { TriangleAlert } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { formatPaise } from '@/utils/indian-number'
import type { OverSettled } from '../domain/ledger'
import { useLedgerStrings } from '../ledger-strings'
import { voucherHref } from '../voucher-links'

export function OverSettledBox({ bills }: { bills: readonly OverSettled[] }) {
  const t = useLedgerStrings()
  const lang = useLanguage()
  if (bills.length === 0) return null
  const money = (p: number) => formatPaise(p, { locale: lang })
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="over-settled"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('overTitle')}
      </p>
      <ul className="flex flex-col gap-2">
        {bills.map((b) => (
          <li key={b.voucher_id}>
            {t(b.side === 'supplier' ? 'overPaidLine' : 'overLine', {
              bill: b.number,
              amount: money(b.amount),
              settled: money(b.settled),
              excess: money(b.settled - b.amount),
            })}{' '}
            {b.receipts.map((r, i) => {
              const href = voucherHref(r.type, r.id)
              return (
                <span key={r.id}>
                  {i > 0 ? ', ' : ''}
                  {href ? (
                    <Link
                      to={href}
                      className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {r.number}
                    </Link>
                  ) : (
                    r.number
                  )}
                </span>
              )
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}
