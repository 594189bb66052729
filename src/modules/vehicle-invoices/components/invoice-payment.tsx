// Where the buyer's money stands on this invoice: what has come in (the booking's advance counts), what
// credit notes took off, and what is left to receive, or what was received beyond it (the buyer's advance).
import type { Voucher } from '@schemas/vouchers.schema'
import { useBillBalance } from '@/modules/books/public'
import { Card } from '@/ui/card'
import { useInvoicesStrings } from '../invoices-strings'

export function InvoicePayment({ invoice, money }: { invoice: Voucher; money: (paise: number) => string }) {
  const t = useInvoicesStrings()
  const balance = useBillBalance(invoice)
  if (!balance || invoice.status !== 'posted') return null
  return (
    <Card className="p-4" data-testid="invoice-payment">
      <h2 className="text-sm font-semibold text-ink-soft">{t('payment')}</h2>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">{t('received')}</dt>
        <dd className="text-right tabular-nums text-ink">{money(balance.received)}</dd>
        {balance.credited ? (
          <>
            <dt className="text-ink-soft">{t('credited')}</dt>
            <dd className="text-right tabular-nums text-ink">{money(balance.credited)}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-ink">
          {balance.pending >= 0 ? t('toReceive') : t('receivedOver')}
        </dt>
        <dd className="text-right font-semibold tabular-nums text-ink" data-testid="invoice-pending">
          {money(Math.abs(balance.pending))}
        </dd>
      </dl>
    </Card>
  )
}
