// The bill's money as the rules worked it out: what the lines add up to against the printed total while it is
// typed, then every head, the s.194Q TDS and what is payable to the supplier once the bill passes the check.
import type { PreparedPurchase } from '../domain/prepare'
import { useLanguage } from '@/lib/i18n'
import { formatPaise } from '@/utils/indian-number'
import { usePurchasesStrings } from '../purchases-strings'

export function PurchaseTotals({ prepared }: { prepared: PreparedPurchase }) {
  const t = usePurchasesStrings()
  const lang = useLanguage()
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const rows: [string, number][] = []
  if (prepared.ok) {
    const x = prepared.posted.totals
    rows.push([t('taxable'), x.taxable + x.charges])
    if (x.igst) rows.push([t('igst'), x.igst])
    if (x.cgst) rows.push([t('cgst'), x.cgst], [t('sgst'), x.sgst])
    if (x.cess) rows.push([t('cessTotal'), x.cess])
    if (x.round_off) rows.push([t('roundOff'), x.round_off])
    rows.push([t('grandTotal'), x.grand_total])
    if (x.tds.amount) rows.push([t('tds', { rate: x.tds.rate_bp / 100 }), -x.tds.amount])
    rows.push([t('payable'), x.payable])
  }
  return (
    <div className="flex flex-col gap-2" aria-live="polite" data-testid="purchase-totals">
      {prepared.lines_total !== null ? (
        <p className="text-sm text-ink">{t('linesAddUp', { total: money(prepared.lines_total) })}</p>
      ) : null}
      {prepared.difference !== null && prepared.difference !== 0 ? (
        <p className="text-sm text-ink-soft">{t('difference', { diff: money(prepared.difference) })}</p>
      ) : null}
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          {rows.map(([label, value], i) => (
            <div key={label} className={i === rows.length - 1 ? 'contents font-semibold' : 'contents'}>
              <dt className="text-ink-soft">{label}</dt>
              <dd className="text-right tabular-nums text-ink">{money(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}
