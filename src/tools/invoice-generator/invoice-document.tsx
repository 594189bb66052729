import { cn } from '@/ui/cn'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import type { GstInvoiceResult } from '@/utils/gst'
import { gstStateByCode } from '@/utils/gst-states'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'
import type { Lang } from '@/lib/i18n'
import type { InvoiceDraft, InvoiceTemplate } from './model'
import { percentToBp } from './model'
import { useInvoiceStrings } from './strings'
import { upiPayLink, isValidVpa } from '../shared/qr/upi'
import { useQrDataUrl } from './use-qr'

const money = (p: number) => formatPaise(p, { symbol: false })
const STYLE: Record<InvoiceTemplate, { root: string; head: string; th: string; td: string }> = {
  classic: {
    root: 'text-[13px]',
    head: 'border-b-2 border-ink pb-3',
    th: 'border border-ink/60 bg-muted px-1.5 py-1',
    td: 'border border-ink/60 px-1.5 py-1',
  },
  modern: {
    root: 'text-[13px]',
    head: '-mx-10 -mt-10 mb-4 bg-brand-800 px-10 pt-8 pb-5 text-white print:mx-0 print:mt-0 print:px-4',
    th: 'border-b-2 border-brand-700 px-1.5 py-1.5 text-brand-800',
    td: 'border-b border-line px-1.5 py-1.5',
  },
  compact: {
    root: 'text-[11px] leading-tight',
    head: 'border-b border-ink pb-2',
    th: 'border-b border-ink px-1 py-0.5',
    td: 'border-b border-line px-1 py-0.5',
  },
}

function dateText(iso: string, lang: Lang): string {
  const d = parsePlainDate(iso)
  if (!d.ok) return iso
  return new Date(Date.UTC(d.value.year, d.value.month - 1, d.value.day)).toLocaleDateString(
    lang === 'hi' ? 'hi-IN' : 'en-IN',
    { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' },
  )
}

type Props = { draft: InvoiceDraft; result: GstInvoiceResult | null; lang: Lang }

/** The printable tax invoice (Rule 46 fields) laid out at A4 width; what is seen is what prints and downloads. */
export function InvoiceDocument({ draft: d, result: r, lang }: Props) {
  const t = useInvoiceStrings()
  const s = STYLE[d.template]
  const stateName = (code: string) => {
    const st = gstStateByCode(code)
    return st ? `${lang === 'hi' ? st.nameHi : st.name} (${st.code})` : ''
  }
  const inter = r?.kind === 'inter'
  const stLabel = r?.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')
  const words = r
    ? lang === 'hi'
      ? amountInWordsHi(r.grandTotalPaise, { only: true })
      : amountInWordsEn(r.grandTotalPaise)
    : null
  const upi =
    d.bank.upiId && isValidVpa(d.bank.upiId) && r
      ? upiPayLink({
          vpa: d.bank.upiId,
          payee: d.supplier.name,
          amountPaise: r.grandTotalPaise,
          note: d.number,
        })
      : ''
  const qr = useQrDataUrl(upi)
  const hasBank = d.bank.accountNumber || d.bank.ifsc || d.bank.bankName

  return (
    <article
      data-testid="invoice-document"
      lang={lang}
      className={cn('w-[794px] bg-white p-10 text-ink print:w-full print:p-0', s.root)}
    >
      <header className={cn('flex items-start justify-between gap-4', s.head)}>
        <div className="flex items-start gap-3">
          {d.logo ? <img src={d.logo} alt="" className="max-h-16 max-w-32 object-contain" /> : null}
          <div>
            <p className="text-lg font-bold">{d.supplier.name}</p>
            <p className="whitespace-pre-line">{d.supplier.address}</p>
            <p>
              {t('gstin')}: <span className="font-semibold">{d.supplier.gstin}</span> · {t('state')}:{' '}
              {stateName(d.supplier.stateCode)}
            </p>
            {d.supplier.phone || d.supplier.email ? (
              <p>{[d.supplier.phone, d.supplier.email].filter(Boolean).join(' · ')}</p>
            ) : null}
          </div>
        </div>
        <div className="text-right">
          <p className="text-xl font-bold tracking-wide uppercase">{t('taxInvoice')}</p>
          <p>
            {t('invoiceNo')}: <span className="font-semibold">{d.number}</span>
          </p>
          <p>
            {t('invoiceDate')}: {dateText(d.date, lang)}
          </p>
          <p>
            {t('reverseChargeLabel')}: {d.reverseCharge ? t('reverseChargeYes') : t('reverseChargeNo')}
          </p>
        </div>
      </header>

      <section className="mt-3 grid grid-cols-2 gap-4">
        <div>
          <p className="text-xs font-semibold uppercase opacity-70">{t('billTo')}</p>
          <p className="font-semibold">{d.buyer.name}</p>
          <p className="whitespace-pre-line">{d.buyer.address}</p>
          <p>
            {t('gstin')}: {d.buyer.registered ? d.buyer.gstin : t('unregistered')}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xs font-semibold uppercase opacity-70">{t('placeOfSupply')}</p>
          <p className="font-semibold">{stateName(d.placeOfSupply)}</p>
        </div>
      </section>

      <table className="mt-4 w-full border-collapse text-left">
        <thead>
          <tr>
            {[
              t('sn'),
              t('description'),
              t('hsn'),
              t('quantity'),
              t('rate'),
              t('discount'),
              t('taxable'),
              t('gstRate'),
              ...(inter ? [t('igst')] : [t('cgst'), stLabel]),
              t('amount'),
            ].map((h, i) => (
              <th key={i} scope="col" className={cn(s.th, i > 2 && 'text-right')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {d.lines.map((l, i) => {
            const line = r?.lines[i]
            const bp = percentToBp(l.gstRate)
            return (
              <tr key={i} className="align-top">
                <td className={s.td}>{i + 1}</td>
                <td className={s.td}>{l.description}</td>
                <td className={s.td}>{l.hsn}</td>
                <td className={cn(s.td, 'text-right')}>
                  {l.quantity} {l.unit}
                </td>
                <td className={cn(s.td, 'text-right')}>{l.rate}</td>
                <td className={cn(s.td, 'text-right')}>
                  {line && line.discountPaise ? money(line.discountPaise) : ''}
                </td>
                <td className={cn(s.td, 'text-right')}>{line ? money(line.taxablePaise) : ''}</td>
                <td className={cn(s.td, 'text-right')}>
                  {bp === null ? '' : `${formatIndianNumber(bp / 100)}%`}
                </td>
                {inter ? (
                  <td className={cn(s.td, 'text-right')}>{line ? money(line.igstPaise) : ''}</td>
                ) : (
                  <>
                    <td className={cn(s.td, 'text-right')}>{line ? money(line.cgstPaise) : ''}</td>
                    <td className={cn(s.td, 'text-right')}>{line ? money(line.sgstPaise) : ''}</td>
                  </>
                )}
                <td className={cn(s.td, 'text-right')}>{line ? money(line.totalPaise) : ''}</td>
              </tr>
            )
          })}
        </tbody>
      </table>

      {r ? (
        <section className="mt-3 flex justify-between gap-6">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase opacity-70">{t('inWords')}</p>
            <p data-testid="invoice-words" className="font-semibold">
              {words?.ok ? words.value : ''}
            </p>
            {hasBank ? (
              <div className="mt-3">
                <p className="text-xs font-semibold uppercase opacity-70">{t('bankDetails')}</p>
                {d.bank.accountName ? (
                  <p>
                    {t('accountName')}: {d.bank.accountName}
                  </p>
                ) : null}
                {d.bank.accountNumber ? (
                  <p>
                    {t('accountNumber')}: {d.bank.accountNumber}
                  </p>
                ) : null}
                {d.bank.ifsc ? (
                  <p>
                    {t('ifsc')}: {d.bank.ifsc.toUpperCase()}
                  </p>
                ) : null}
                {d.bank.bankName ? <p>{d.bank.bankName}</p> : null}
              </div>
            ) : null}
            {qr ? (
              <figure className="mt-3 flex items-center gap-2">
                <img data-testid="upi-qr" src={qr} alt={t('scanToPay')} className="size-24" />
                <figcaption>
                  {t('scanToPay')}
                  <br />
                  {d.bank.upiId}
                </figcaption>
              </figure>
            ) : null}
          </div>
          <table className="w-64 border-collapse">
            <tbody>
              <Row label={t('subtotal')} value={money(r.taxablePaise)} />
              {inter ? (
                <Row label={t('igst')} value={money(r.igstPaise)} />
              ) : (
                <>
                  <Row label={t('cgst')} value={money(r.cgstPaise)} />
                  <Row label={stLabel} value={money(r.sgstPaise)} />
                </>
              )}
              {r.roundOffPaise !== 0 ? (
                <Row
                  label={t('roundOff')}
                  value={`${r.roundOffPaise > 0 ? '+' : ''}${money(r.roundOffPaise)}`}
                />
              ) : null}
              <tr className="border-t-2 border-ink text-base font-bold">
                <th scope="row" className="py-1 text-left">
                  {t('grandTotal')}
                </th>
                <td data-testid="invoice-total" className="py-1 text-right">
                  {formatPaise(r.grandTotalPaise)}
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      ) : null}

      <footer className="mt-6 flex items-end justify-between gap-6">
        <p className="max-w-md text-xs whitespace-pre-line">{d.terms}</p>
        <div className="text-center">
          <p className="text-xs">{t('forSupplier', { name: d.supplier.name })}</p>
          {d.signature ? (
            <img src={d.signature} alt="" className="mx-auto my-1 max-h-14 max-w-40 object-contain" />
          ) : (
            <div className="h-12" />
          )}
          <p className="border-t border-ink pt-1 font-semibold">{d.signatory}</p>
          <p className="text-xs">{t('authorisedSignatory')}</p>
        </div>
      </footer>
    </article>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" className="py-0.5 text-left font-normal">
        {label}
      </th>
      <td className="py-0.5 text-right">{value}</td>
    </tr>
  )
}
