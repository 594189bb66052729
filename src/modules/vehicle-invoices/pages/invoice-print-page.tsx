// /print/vehicle-invoice/:id?doc=invoice|gatepass|form21 — a posted invoice's prints as PDFs from the document
// kit (print/tax-invoice-doc.ts, gate-pass-doc.ts, form21-doc.ts) with Print, Download PDF and Share.
import { useMemo } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { readTaxSettings } from '@schemas/settings-defaults'
import type { Voucher } from '@schemas/vouchers.schema'
import type { DocInput } from '@workers/documents/spec.options'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import type { FrameCompany } from '@/lib/documents/frame'
import { useDocImage } from '@/lib/documents/use-doc-image'
import { useLanguage } from '@/lib/i18n'
import { useCatalogItem } from '@/modules/catalog/public'
import { DocumentPage } from '@/ui/documents/document-page'
import { Spinner } from '@/ui/spinner'
import { formatPaise } from '@/utils/indian-number'
import { useInvoicesStrings } from '../invoices-strings'
import { vehicleInvoicesModule } from '../module'
import { form21Doc } from '../print/form21-doc'
import { gatePassDoc } from '../print/gate-pass-doc'
import type { InvoicePrint } from '../print/print-shared'
import { taxInvoiceDoc } from '../print/tax-invoice-doc'

/** The prints by the page's `?doc=`. */
const PRINTS = { invoice: taxInvoiceDoc, gatepass: gatePassDoc, form21: form21Doc } as const satisfies Record<
  string,
  (input: InvoicePrint) => DocInput
>
type InvoicePrintDoc = keyof typeof PRINTS
const DOCS = Object.keys(PRINTS) as InvoicePrintDoc[]

export default function InvoicePrintPage() {
  const t = useInvoicesStrings()
  const { id = '' } = useParams()
  const { db } = useData()
  const { data, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || data === undefined) return <Spinner label={t('loading')} className="min-h-[50vh]" />
  if (!data || (data as Voucher).type !== 'vinv') {
    return (
      <div role="alert" className="p-6">
        <p>{t('notFound')}</p>
        <Link to={vehicleInvoicesModule.href.list()} className="text-brand-700 underline">
          {t('back')}
        </Link>
      </div>
    )
  }
  return <PrintedInvoice invoice={data as Voucher} />
}

function PrintedInvoice({ invoice }: { invoice: Voucher }) {
  const t = useInvoicesStrings()
  const lang = useLanguage()
  const { settings } = useAuth()
  const [params] = useSearchParams()
  const doc = (DOCS as readonly string[]).includes(params.get('doc') ?? '')
    ? (params.get('doc') as InvoicePrintDoc)
    : 'invoice'
  const vehicleLine = invoice.lines.find((l) => l.kind === 'vehicle')
  const { db } = useData()
  const unit = useRxDoc(
    () => (vehicleLine?.item_id ? db.vehicles.findOne(vehicleLine.item_id) : null),
    [db, vehicleLine?.item_id],
  ).data as { catalog_id?: string } | null | undefined
  const variant = useCatalogItem(unit?.catalog_id ?? null).data ?? null
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const logo = useDocImage(
    typeof settings?.company_logo_url === 'string' ? settings.company_logo_url.trim() || null : null,
  )
  const input = useMemo(
    () =>
      logo === undefined
        ? null
        : PRINTS[doc]({
            invoice,
            company,
            logo,
            lang,
            band: readTaxSettings(settings?.tax_settings).aato_band,
            terms: typeof settings?.terms_and_conditions === 'string' ? settings.terms_and_conditions : '',
            variant,
          }),
    [invoice, company, logo, lang, settings, variant, doc],
  )
  const title = t(doc === 'invoice' ? 'print' : doc === 'gatepass' ? 'gatePass' : 'form21')
  return (
    <DocumentPage
      data-testid="invoice-print"
      back={{ to: vehicleInvoicesModule.href.invoice(invoice.id), label: t('back') }}
      title={title}
      number={invoice.number}
      numberTestId="invoice-print-number"
      input={input}
      share={{
        text: `${invoice.number} · ${formatPaise(invoice.totals.grand_total)} · ${company.company_name ?? ''}`,
        mobile: invoice.party?.mobile ?? null,
      }}
    />
  )
}
