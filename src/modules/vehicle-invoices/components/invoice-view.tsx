// One posted vehicle invoice: its number, buyer, vehicle, lines and totals as posted (never recomputed), its
// delivery or the button to record it, its e-invoice (with the IRP's signed QR code once saved) and its prints.
import { FileText, IndianRupee, Undo2 } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { NON_REG_FIELD_KEYS } from '@schemas/settings-defaults'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useLanguage } from '@/lib/i18n'
import { CancelVoucher, receiptsModule } from '@/modules/books/public'
import { salesReturnsModule } from '@/modules/sales-returns/public'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { displayDate } from '@/utils/display-date'
import { gstStateByCode } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import { invoiceCancelBlock, invoiceStatus } from '../domain/invoice-status'
import { qrSvgPath, signedQrCode } from '../print/einvoice-qr'
import { useInvoicesStrings } from '../invoices-strings'
import { vehicleInvoicesModule } from '../module'
import { DeliveryDialog } from './delivery-dialog'
import { EinvoicePanel } from './einvoice-panel'
import { InvoicePayment } from './invoice-payment'
import { InvoiceSummary } from './invoice-summary'

/** Details named by the app; any other key is a dealer's own booking field and is its own label. */
const NAMED_DETAILS = new Set<string>([...NON_REG_FIELD_KEYS, 'salesPerson'])

export function InvoiceView({ invoice }: { invoice: Voucher }) {
  const t = useInvoicesStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const canWrite = auth.can('vehicle_invoices', 'write') && !auth.readOnly
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const vehicle = invoice.lines.find((l) => l.kind === 'vehicle')
  const others = invoice.lines.filter((l) => l.kind !== 'vehicle')
  const status = invoiceStatus(invoice)
  const cancelBlock = invoiceCancelBlock(invoice)
  const pos = gstStateByCode(invoice.pos ?? '')
  const series =
    invoice.party?.gstin && invoice.party.gst_category !== 'unregistered'
      ? ('RINV' as const)
      : ('NRINV' as const)
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-4" data-testid="invoice-view">
      <Link to={vehicleInvoicesModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink" data-testid="invoice-number">
            {invoice.number}
          </h1>
          <p className="text-sm text-ink-soft">
            {displayDate(invoice.doc_date, lang)} · {t(`status_${status}`)}
            {invoice.delivery
              ? ` · ${t('delivered', { date: displayDate(new Date(invoice.delivery.at).toISOString().slice(0, 10), lang) })}`
              : ''}
          </p>
          {invoice.cancel ? (
            <p className="text-sm text-danger-700">{t('cancelled', { reason: invoice.cancel.reason })}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {canWrite && invoice.status === 'posted' && !invoice.delivery ? (
            <DeliveryDialog invoice={invoice} />
          ) : null}
          {(['invoice', 'gatepass', 'form21'] as const).map((doc) => (
            <Link
              key={doc}
              to={`/print/vehicle-invoice/${encodeURIComponent(invoice.id)}?doc=${doc}`}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid={`print-${doc}`}
            >
              <FileText aria-hidden="true" />
              {t(doc === 'invoice' ? 'print' : doc === 'gatepass' ? 'gatePass' : 'form21')}
            </Link>
          ))}
          {invoice.status === 'posted' && auth.can('sales_returns', 'write') && !auth.readOnly ? (
            <Link
              to={salesReturnsModule.href.new(invoice.id)}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <Undo2 aria-hidden="true" />
              {t('salesReturn')}
            </Link>
          ) : null}
          {invoice.status === 'posted' &&
          invoice.party_id &&
          auth.can('receipts', 'write') &&
          !auth.readOnly ? (
            <Link
              to={receiptsModule.href.new('rcpt', { party: invoice.party_id })}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="invoice-receive"
            >
              <IndianRupee aria-hidden="true" />
              {t('receivePayment')}
            </Link>
          ) : null}
          {canWrite && invoice.status === 'posted' ? (
            <CancelVoucher voucher={invoice} blocked={cancelBlock ? t(`cancel_${cancelBlock}`) : undefined} />
          ) : null}
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card className="grid gap-3 p-4 sm:grid-cols-2">
            <section>
              <h2 className="text-sm font-semibold text-ink-soft">{t('buyerDetails')}</h2>
              <p className="font-medium text-ink">{invoice.party?.name}</p>
              {invoice.party?.relation ? (
                <p className="text-sm text-ink">
                  {invoice.party.relation.type} {invoice.party.relation.name}
                </p>
              ) : null}
              {invoice.party?.address ? (
                <p className="text-sm text-ink-soft">{invoice.party.address}</p>
              ) : null}
              {invoice.party?.gstin ? <p className="text-sm text-ink">GSTIN {invoice.party.gstin}</p> : null}
            </section>
            <section>
              <h2 className="text-sm font-semibold text-ink-soft">{t('placeOfSupply')}</h2>
              <p className="text-ink">
                {pos ? `${lang === 'hi' ? pos.nameHi : pos.name} (${pos.code})` : invoice.pos}
              </p>
            </section>
          </Card>
          {vehicle ? (
            <Card className="p-4">
              <h2 className="text-sm font-semibold text-ink-soft">{t('vehicleDetails')}</h2>
              <p className="font-medium text-ink">{vehicle.description}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-ink-soft">{t('chassis')}</dt>
                <dd className="font-mono text-ink" data-testid="invoice-chassis">
                  {vehicle.chassis}
                </dd>
                <dt className="text-ink-soft">{t('engine')}</dt>
                <dd className="font-mono text-ink">{vehicle.engine}</dd>
                <dt className="text-ink-soft">{t('taxable')}</dt>
                <dd className="tabular-nums text-ink">
                  {money(vehicle.taxable)} · GST {(vehicle.gst_bp ?? 0) / 100}%
                  {vehicle.cess_bp ? ` + ${vehicle.cess_bp / 100}%` : ''}
                </dd>
              </dl>
            </Card>
          ) : null}
          {others.length > 0 ? (
            <Card className="p-4">
              <ul className="flex flex-col divide-y divide-line text-sm">
                {others.map((l) => (
                  <li key={l.id} className="flex justify-between gap-3 py-2">
                    <span className="min-w-0">
                      {l.description}
                      {l.kind === 'pure_agent' ? (
                        <span className="block text-xs text-ink-soft">{t('pureAgent')}</span>
                      ) : (
                        <span className="block text-xs text-ink-soft">
                          {l.hsn_sac} · {l.qty} · GST {(l.gst_bp ?? 0) / 100}%
                        </span>
                      )}
                    </span>
                    <span className="tabular-nums">{money(l.total)}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {invoice.details && Object.keys(invoice.details).length > 0 ? (
            <Card className="p-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {Object.entries(invoice.details).map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-ink-soft">
                      {k === 'tcs_exempt_reason'
                        ? t('tcsExempt')
                        : NAMED_DETAILS.has(k)
                          ? t(`detail_${k}` as 'detail_rto')
                          : k}
                    </dt>
                    <dd className="text-ink">{v}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          ) : null}
        </div>
        <aside className="flex flex-col gap-4">
          <InvoiceSummary
            totals={{ ...invoice.totals, tcs_rate_bp: invoice.tcs?.rate_bp }}
            series={series}
            money={money}
          />
          <InvoicePayment invoice={invoice} money={money} />
          <EinvoicePanel invoice={invoice} canWrite={canWrite} />
          {invoice.einvoice?.irn && invoice.einvoice.signed_qr ? (
            <SignedQr text={invoice.einvoice.signed_qr} label={`${t('einvoice')} QR`} />
          ) : null}
        </aside>
      </div>
    </article>
  )
}

/** The IRP's signed QR code as the tax invoice prints it, drawn as an SVG (black on white, to be scanned). */
function SignedQr({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    const qr = signedQrCode(text)
    return qr ? qrSvgPath(qr) : null
  }, [text])
  if (!path) return null
  return (
    <Card className="flex flex-col items-center gap-2 p-4" data-testid="einvoice-qr">
      <svg
        viewBox={`0 0 ${path.side} ${path.side}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        className="w-full max-w-72 bg-white"
      >
        <path d={path.d} fill="#000" />
      </svg>
      <p className="text-xs text-ink-soft">{label}</p>
    </Card>
  )
}
