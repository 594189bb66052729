// /print/workshop-invoice/:id — a posted workshop invoice as the tax invoice PDF from the document kit
// (print/workshop-invoice-doc.ts), shaped by the workshop settings, with Print, Download PDF and Share.
import { useMemo } from 'react'
import { Link, useParams } from 'react-router-dom'
import { readTaxSettings } from '@schemas/settings-defaults'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import type { FrameCompany } from '@/lib/documents/frame'
import { useDocImage } from '@/lib/documents/use-doc-image'
import { useLanguage } from '@/lib/i18n'
import { DocumentPage } from '@/ui/documents/document-page'
import { Spinner } from '@/ui/spinner'
import { formatPaise } from '@/utils/indian-number'
import { useWorkshopSettings } from '../data/use-job-cards'
import { useInvoiceStrings } from '../invoice-strings'
import { workshopInvoicesModule } from '../module'
import { workshopInvoiceDoc } from '../print/workshop-invoice-doc'

export default function WorkshopInvoicePrintPage() {
  const t = useInvoiceStrings()
  const { id = '' } = useParams()
  const { db } = useData()
  const { data, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || data === undefined) return <Spinner label={t('loading')} className="min-h-[50vh]" />
  if (!data || (data as Voucher).type !== 'winv') {
    return (
      <div role="alert" className="p-6">
        <p>{t('notFound')}</p>
        <Link to={workshopInvoicesModule.href.list()} className="text-brand-700 underline">
          {t('back')}
        </Link>
      </div>
    )
  }
  return <PrintedInvoice invoice={data as Voucher} />
}

function PrintedInvoice({ invoice }: { invoice: Voucher }) {
  const t = useInvoiceStrings()
  const lang = useLanguage()
  const { settings } = useAuth()
  const { options } = useWorkshopSettings()
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const logo = useDocImage(
    typeof settings?.company_logo_url === 'string' ? settings.company_logo_url.trim() || null : null,
  )
  const input = useMemo(
    () =>
      logo === undefined
        ? null
        : workshopInvoiceDoc({
            invoice,
            options,
            company,
            logo,
            lang,
            band: readTaxSettings(settings?.tax_settings).aato_band,
            terms: typeof settings?.terms_and_conditions === 'string' ? settings.terms_and_conditions : '',
          }),
    [invoice, options, company, logo, lang, settings],
  )
  return (
    <DocumentPage
      data-testid="workshop-invoice-print"
      data-title={options.show_service_labour_invoice_title ? 'service-labour' : 'tax-invoice'}
      data-vehicle={options.show_vehicle_details ? 'shown' : 'hidden'}
      data-labour={options.show_labour_items ? 'items' : 'one-line'}
      data-units={options.enable_uom ? 'shown' : 'hidden'}
      back={{ to: workshopInvoicesModule.href.invoice(invoice.id), label: t('back') }}
      title={t('printTitle')}
      number={invoice.number}
      numberTestId="workshop-invoice-print-number"
      input={input}
      share={{
        text: `${invoice.number} · ${formatPaise(invoice.totals.grand_total)} · ${company.company_name ?? ''}`,
        mobile: invoice.party?.mobile ?? null,
      }}
    />
  )
}
