// The invoice's money as it will post: taxable value, each tax head, what was paid on the buyer's behalf, TCS,
// round-off and the grand total in figures and words. Read from the check's result or the posted invoice;
// it computes nothing.
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { amountWords } from '@/lib/documents/frame'
import type { InvoiceCheck, InvoiceTotals } from '../domain/invoice-draft'
import type { InvoiceSeries } from '../domain/invoice-rules'
import { useInvoicesStrings } from '../invoices-strings'

/** The totals and series of a check's result (a refused draft has them once its money is known). */
export function summaryOf(result: InvoiceCheck): { totals?: InvoiceTotals; series?: InvoiceSeries } {
  return result.ok
    ? {
        totals: { ...result.value.voucher.totals, tcs_rate_bp: result.value.voucher.tcs?.rate_bp },
        series: result.value.series,
      }
    : { totals: result.totals, series: result.series }
}

export function InvoiceSummary({
  totals,
  series,
  money,
}: {
  totals?: InvoiceTotals
  series?: InvoiceSeries
  money: (paise: number) => string
}) {
  const t = useInvoicesStrings()
  const lang = useLanguage()
  const row = (label: string, paise: number | undefined, strong = false) =>
    paise ? (
      <div
        className={`flex justify-between gap-3 ${strong ? 'border-t border-line pt-2 font-semibold text-ink' : ''}`}
      >
        <dt>{label}</dt>
        <dd className="tabular-nums">{money(paise)}</dd>
      </div>
    ) : null
  return (
    <Card className="p-4" aria-live="polite" data-testid="invoice-summary">
      <h2 className="font-semibold text-ink">{t('summary')}</h2>
      {series ? <p className="mt-1 text-xs text-ink-soft">{t(`series_${series}`)}</p> : null}
      {totals ? (
        <>
          <dl className="mt-3 flex flex-col gap-1 text-sm text-ink-soft">
            {row(t('taxable'), totals.taxable)}
            {row(t('cgst'), totals.cgst)}
            {row(t('sgst'), totals.sgst)}
            {row(t('igst'), totals.igst)}
            {row(t('cess'), totals.cess)}
            {row(t('pureAgentTotal'), totals.pure_agent)}
            {row(t('tcs', { rate: (totals.tcs_rate_bp ?? 0) / 100 }), totals.tcs)}
            {row(t('roundOff'), totals.round_off)}
            {row(t('grandTotal'), totals.grand_total, true)}
          </dl>
          <p className="mt-2 text-xs text-ink-soft" data-testid="invoice-words">
            {amountWords(totals.grand_total, lang)}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">—</p>
      )}
    </Card>
  )
}
