import type { Lang } from '@/lib/i18n'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import { formatPaise } from '@/utils/indian-number'

/** Labels of the sample invoice, in the page's language. */
export type InvoiceLabels = {
  label: string
  sample: string
  taxInvoice: string
  original: string
  dealer: string
  dealerPlace: string
  invoiceNo: string
  buyer: string
  buyerValue: string
  placeOfSupply: string
  item: string
  itemValue: string
  taxable: string
  total: string
  inWords: string
}

// A 125 cc motorcycle sold inside Uttar Pradesh to an unregistered buyer: 18 % GST (rate from
// 22 Sep 2025) split into CGST 9 % + SGST 9 %, under a NRINV- series number of 15 characters.
const TAXABLE = 80_000_00
const HALF_TAX = (TAXABLE * 9) / 100
const TOTAL = TAXABLE + 2 * HALF_TAX
const DEALER_GSTIN = '09ABCFS1234K1Z5'

function words(lang: Lang): string {
  const result = lang === 'hi' ? amountInWordsHi(TOTAL, { only: true }) : amountInWordsEn(TOTAL)
  return result.ok ? result.value : ''
}

/** A drawn GST vehicle invoice with realistic sample figures, used as the Pro page's picture. */
export function InvoiceIllustration({ labels, lang }: { labels: InvoiceLabels; lang: Lang }) {
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  return (
    <figure
      role="img"
      aria-label={labels.label}
      className="relative mx-auto w-full max-w-md rotate-[0.6deg] rounded-xl border border-line bg-surface p-5 text-[13px] leading-5 shadow-xl shadow-brand-900/10 sm:p-6"
    >
      <span className="absolute -top-3 right-4 rounded-full bg-saffron-500 px-3 py-0.5 text-xs font-semibold text-brand-900">
        {labels.sample}
      </span>
      <div aria-hidden="true">
        <div className="flex items-start justify-between gap-3 border-b border-line pb-3">
          <div>
            <p className="text-base font-bold text-brand-900">{labels.dealer}</p>
            <p className="text-ink-soft">{labels.dealerPlace}</p>
            <p className="font-mono text-xs text-ink-soft">GSTIN {DEALER_GSTIN}</p>
          </div>
          <div className="text-right">
            <p className="font-semibold tracking-wide text-brand-800 uppercase">{labels.taxInvoice}</p>
            <p className="text-[11px] text-ink-soft">{labels.original}</p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-line py-3">
          <dt className="text-ink-soft">{labels.invoiceNo}</dt>
          <dd className="font-mono font-semibold">NRINV-2627-0042</dd>
          <dt className="text-ink-soft">{labels.buyer}</dt>
          <dd>{labels.buyerValue}</dd>
          <dt className="text-ink-soft">{labels.placeOfSupply}</dt>
          <dd>09 – {lang === 'hi' ? 'उत्तर प्रदेश' : 'Uttar Pradesh'}</dd>
        </dl>
        <div className="border-b border-line py-3">
          <p>{labels.itemValue}</p>
          <p className="text-xs text-ink-soft">{labels.item} · HSN 871120 · 1 Nos</p>
          <dl className="mt-2 space-y-0.5 tabular-nums">
            <div className="flex justify-between">
              <dt className="text-ink-soft">{labels.taxable}</dt>
              <dd>{money(TAXABLE)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-soft">CGST 9%</dt>
              <dd>{money(HALF_TAX)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-soft">SGST 9%</dt>
              <dd>{money(HALF_TAX)}</dd>
            </div>
          </dl>
        </div>
        <div className="flex items-baseline justify-between pt-3">
          <span className="font-semibold">{labels.total}</span>
          <span className="text-lg font-bold text-brand-900 tabular-nums">{money(TOTAL)}</span>
        </div>
        <p className="mt-1 text-xs text-ink-soft">
          {labels.inWords}: {words(lang)}
        </p>
      </div>
    </figure>
  )
}
