// The bill's money as the rules worked it out: what the lines add up to against the printed total while it is
// typed, then every head, the s.194Q TDS and what is payable to the supplier once the bill passes the check.
import type { PreparedPurchase } from '../domain/prepare'
import { useLanguage } from '@/lib/i18n'
import { MoneyRows, type MoneyRow } from '@/ui/money-rows'
import { formatPaise } from '@/utils/indian-number'
import { usePurchasesStrings } from '../purchases-strings'

export function PurchaseTotals({ prepared }: { prepared: PreparedPurchase }) {
  const t = usePurchasesStrings()
  const lang = useLanguage()
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const rows: MoneyRow[] = []
  if (prepared.ok) {
    const x = prepared.posted.totals
    rows.push({ label: t('taxable'), paise: x.taxable + x.charges })
    if (x.igst) rows.push({ label: t('igst'), paise: x.igst })
    if (x.cgst) rows.push({ label: t('cgst'), paise: x.cgst }, { label: t('sgst'), paise: x.sgst })
    if (x.cess) rows.push({ label: t('cessTotal'), paise: x.cess })
    if (x.round_off) rows.push({ label: t('roundOff'), paise: x.round_off })
    rows.push({ label: t('grandTotal'), paise: x.grand_total })
    if (x.tds.amount) rows.push({ label: t('tds', { rate: x.tds.rate_bp / 100 }), paise: -x.tds.amount })
    rows.push({ label: t('payable'), paise: x.payable })
  }
  return (
    <div className="flex flex-col gap-2" aria-live="polite" data-testid="purchase-totals">
      {prepared.lines_total !== null ? (
        <p className="text-sm text-ink">{t('linesAddUp', { total: money(prepared.lines_total) })}</p>
      ) : null}
      {prepared.difference !== null && prepared.difference !== 0 ? (
        <p className="text-sm text-ink-soft">{t('difference', { diff: money(prepared.difference) })}</p>
      ) : null}
      <MoneyRows rows={rows} />
    </div>
  )
}
