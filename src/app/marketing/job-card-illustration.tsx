import type { Lang } from '@/lib/i18n'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import { formatPaise } from '@/utils/indian-number'

/** Labels of the sample job card, in the page's language. */
export type JobCardLabels = {
  label: string
  sample: string
  title: string
  dealer: string
  dealerPlace: string
  cardNo: string
  vehicle: string
  vehicleValue: string
  complaint: string
  complaintValue: string
  labour: string
  parts: string
  taxable: string
  total: string
  inWords: string
}

// A general service of a 125 cc motorcycle in Uttar Pradesh for a customer of the same state: labour
// (SAC 998714) and parts at 18 % GST, split into CGST 9 % + SGST 9 %, under this device's JC series.
const LABOUR = 500_00
const PARTS = 700_00
const TAXABLE = LABOUR + PARTS
const HALF_TAX = (TAXABLE * 9) / 100
const TOTAL = TAXABLE + 2 * HALF_TAX
const DEALER_GSTIN = '09ABCFS1234K1Z5'

function words(lang: Lang): string {
  const result = lang === 'hi' ? amountInWordsHi(TOTAL, { only: true }) : amountInWordsEn(TOTAL)
  return result.ok ? result.value : ''
}

/** A drawn workshop job card with realistic sample figures, used as the Pro page's picture. */
export function JobCardIllustration({ labels, lang }: { labels: JobCardLabels; lang: Lang }) {
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
          <p className="text-right font-semibold tracking-wide text-brand-800 uppercase">{labels.title}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-line py-3">
          <dt className="text-ink-soft">{labels.cardNo}</dt>
          <dd className="font-mono font-semibold">JC7QK/2627/0042</dd>
          <dt className="text-ink-soft">{labels.vehicle}</dt>
          <dd>
            <span className="font-mono">UP32 AB 1234</span> · {labels.vehicleValue}
          </dd>
          <dt className="text-ink-soft">{labels.complaint}</dt>
          <dd>{labels.complaintValue}</dd>
        </dl>
        <dl className="space-y-0.5 border-b border-line py-3 tabular-nums">
          <div className="flex justify-between gap-3">
            <dt>{labels.labour}</dt>
            <dd>{money(LABOUR)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{labels.parts}</dt>
            <dd>{money(PARTS)}</dd>
          </div>
          <div className="flex justify-between gap-3 pt-1">
            <dt className="text-ink-soft">{labels.taxable}</dt>
            <dd>{money(TAXABLE)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-soft">CGST 9%</dt>
            <dd>{money(HALF_TAX)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-soft">SGST 9%</dt>
            <dd>{money(HALF_TAX)}</dd>
          </div>
        </dl>
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
