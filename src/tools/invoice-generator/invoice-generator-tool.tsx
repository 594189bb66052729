import { Download, FilePlus2, Loader2, Printer, Save, Share2 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { downloadBytes, safeFileName } from '@/lib/download'
import { useLanguage } from '@/lib/i18n'
import type { SavedInvoice } from '@/lib/tools-db'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Spinner } from '@/ui/spinner'
import type { GstInvoiceResult } from '@/utils/gst'
import { formatPaise } from '@/utils/indian-number'
import type { DocImage, DocInput } from '../../../workers/documents/spec.options'
import { imageOfDataUrl } from '../shared/documents/data-url'
import { DocumentPreview } from '@/ui/documents/document-preview'
import { imageSize } from '@/lib/documents/image-size'
import { printPdf } from '@/lib/documents/print-pdf'
import { shareOrFallback } from '@/lib/documents/share'
import { buildNow, useDocumentPdf } from '@/lib/documents/use-document-pdf'
import { isValidVpa, upiPayLink } from '../shared/qr/upi'
import { withField, type FormApi } from './form-kit'
import { InvoiceForm, placeFromBuyer } from './invoice-form'
import { PastInvoices } from './past-invoices'
import type { InvoiceDraft, InvoiceErrors } from './model'
import { computeInvoice, reviveDraft, validateInvoice } from './model'
import { fitBox, invoiceToDoc, type PdfImages, type PdfLabels } from './pdf-spec'
import { useInvoiceStrings } from './strings'
import { fyCodeOf } from '@/utils/financial-year'
import { suggestNumber, useInvoices } from './use-invoices'
import { qrPng, useQrDataUrl } from './use-qr'

/** The UPI link the invoice's QR code carries: this invoice's total to the seller's UPI ID. */
function upiLinkOf(d: InvoiceDraft, r: GstInvoiceResult | null): string {
  if (!r || !d.bank.upiId || !isValidVpa(d.bank.upiId)) return ''
  return upiPayLink({
    vpa: d.bank.upiId,
    payee: d.supplier.name,
    amountPaise: r.grandTotalPaise,
    note: d.number,
  })
}

/** The spec and its pictures (logo, signature, UPI QR) for the documents worker. */
function toInput(
  d: InvoiceDraft,
  r: GstInvoiceResult | null,
  t: PdfLabels,
  lang: string,
  qr: string,
): DocInput {
  const images: DocImage[] = []
  const place = (dataUrl: string, maxW: number, maxH: number) => {
    const image = dataUrl ? imageOfDataUrl(dataUrl) : null
    const size = image ? imageSize(image) : null
    if (!image || !size) return undefined
    images.push(image)
    return { index: images.length - 1, ...fitBox(size.width, size.height, maxW, maxH) }
  }
  const refs: PdfImages = { logo: place(d.logo, 80, 56), signature: place(d.signature, 130, 44) }
  const code = qr ? imageOfDataUrl(qr) : null
  if (code) {
    images.push(code)
    refs.qr = { index: images.length - 1 }
  }
  return { spec: invoiceToDoc(d, r, t, lang, refs), images }
}

/** GST tax invoice maker: form, live A4 preview, PDF/print/share, drafts and saved invoices on this device. */
export default function InvoiceGeneratorTool() {
  const t = useInvoiceStrings()
  const lang = useLanguage()
  const id = useId()
  const { draft, setDraft, saved, storageOk, store, remove, fresh } = useInvoices()
  const [showAll, setShowAll] = useState(false)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  const result = useMemo(() => (draft ? computeInvoice(draft) : null), [draft])
  const upi = draft ? upiLinkOf(draft, result) : ''
  const qr = useQrDataUrl(upi)
  // `t` changes with the language only, which `lang` already stands for.
  const input = useMemo(
    () => (draft ? toInput(draft, result, t, lang, qr) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft, result, lang, qr],
  )
  const preview = useDocumentPdf(input)
  const issued = useMemo(
    () =>
      draft
        ? saved.filter((s) => s.fy === fyCodeOf(draft.date) && s.id !== draft.id).map((s) => s.number)
        : [],
    [draft, saved],
  )
  const errors: InvoiceErrors = useMemo(() => (draft ? validateInvoice(draft, issued) : {}), [draft, issued])

  if (!draft) return <Spinner label={t('working')} />

  const idOf = (path: string) => `${id}-${path.replace(/\./g, '-')}`
  const api: FormApi = {
    draft,
    idOf,
    error: (path) => {
      const e = errors[path]
      return e && (showAll || e !== 'required') ? e : undefined
    },
    set: (path, value) => {
      let next = withField(draft, path, value)
      if (path === 'seriesPrefix' || path === 'date') next = { ...next, number: suggestNumber(next, saved) }
      setDraft(next)
    },
  }

  /** Shows every message and moves focus to the first bad field; true when the invoice is complete. */
  function ready(): boolean {
    const bad = Object.keys(errors)
    if (bad.length === 0) {
      setStatus('')
      return true
    }
    setShowAll(true)
    setStatus(t('fixErrors', { count: bad.length }))
    // After the re-render that marks the fields, so the first marked one gets focus.
    setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
    return false
  }

  const fileName = (d: InvoiceDraft) => safeFileName(`Invoice ${d.number.replace(/\//g, '-')}`, '.pdf')

  /** The PDF as it stands now (the QR drawn first, so a quick click never misses it). */
  async function makePdf(): Promise<Uint8Array | null> {
    if (!draft) return null
    setBusy(true)
    try {
      const link = upiLinkOf(draft, result)
      const code = link ? await qrPng(link) : ''
      return (await buildNow(toInput(draft, result, t, lang, code))).pdf
    } catch {
      setStatus(t('pdfFailed'))
      return null
    } finally {
      setBusy(false)
    }
  }

  async function download() {
    if (!draft || !ready()) return
    const bytes = await makePdf()
    if (!bytes) return
    const name = fileName(draft)
    downloadBytes(name, bytes, 'application/pdf')
    setStatus(t('downloaded', { name }))
  }

  async function print() {
    if (!draft || !ready()) return
    const bytes = await makePdf()
    if (bytes && printPdf(bytes, `${t('taxInvoice')} ${draft.number}`) === 'tab') setStatus(t('printOpened'))
  }

  async function share() {
    if (!draft || !ready() || !result) return
    const text = t('shareText', { number: draft.number, amount: formatPaise(result.grandTotalPaise) })
    // The preview's PDF when it is this very invoice (QR included): the share sheet then opens within the
    // tap, which browsers require; making the PDF first can outlast that.
    const current = preview.source === input && !(upi && !qr) ? (preview.result?.pdf ?? null) : null
    const bytes = current ?? (await makePdf())
    if (!bytes) return
    const outcome = await shareOrFallback({ pdf: bytes, fileName: fileName(draft), title: text, text })
    if (outcome === 'whatsapp') setStatus(t('sharedAsText'))
    if (outcome === 'blocked') setStatus(t('shareAgain'))
  }

  async function save() {
    if (!draft || !ready() || !result) return
    await store(draft, result.grandTotalPaise)
    setStatus(t('saved', { number: draft.number }))
  }

  const open = (inv: SavedInvoice) => {
    setDraft(reviveDraft(inv.data, draft))
    setShowAll(false)
    setStatus('')
  }
  const duplicate = (inv: SavedInvoice) => {
    setDraft(fresh(reviveDraft(inv.data, draft), saved, true))
    setShowAll(false)
    setStatus('')
  }
  async function del(inv: SavedInvoice) {
    if (!window.confirm(t('confirmDelete', { number: inv.number }))) return
    await remove(inv.id)
    setStatus(t('deleted', { number: inv.number }))
  }

  return (
    // On a wide screen the preview stands beside the form and stays in view while the form scrolls, so each
    // change is seen where it is made; on narrower ones it follows the form.
    <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(22rem,0.85fr)] lg:items-start lg:gap-6 lg:space-y-0">
      <div className="min-w-0 space-y-4">
        <InvoiceForm
          api={api}
          result={result}
          numberExample={suggestNumber({ ...draft, id: '' }, [])}
          onGstinBlur={() => {
            if (draft.buyer.registered) {
              setDraft({ ...draft, placeOfSupply: placeFromBuyer(draft.buyer.gstin, draft.placeOfSupply) })
            }
          }}
        />
      </div>
      <div
        className="min-w-0 space-y-3 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
        data-testid="invoice-side"
      >
        <Card className="space-y-3" aria-labelledby={`${id}-actions`}>
          <h2 id={`${id}-actions`} className="sr-only">
            {t('actions')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void download()} disabled={busy}>
              {busy ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {t('downloadPdf')}
            </Button>
            <Button variant="secondary" onClick={() => void print()} disabled={busy}>
              <Printer aria-hidden="true" />
              {t('print')}
            </Button>
            <Button variant="secondary" onClick={() => void share()} disabled={busy}>
              <Share2 aria-hidden="true" />
              {t('share')}
            </Button>
            <Button variant="secondary" onClick={() => void save()}>
              <Save aria-hidden="true" />
              {t('saveInvoice')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(fresh(draft, saved))
                setShowAll(false)
                setStatus('')
              }}
            >
              <FilePlus2 aria-hidden="true" />
              {t('newInvoice')}
            </Button>
          </div>
          <p role="status" aria-live="polite" data-testid="invoice-status" className="text-sm font-medium">
            {busy ? t('working') : status}
          </p>
          <p className="text-xs text-ink-soft">
            {storageOk ? t('draftSaved') : t('draftFailed')} {t('pdfNote')}
          </p>
        </Card>
        <DocumentPreview preview={preview} label={t('preview')} />
      </div>
      <PastInvoices
        className="lg:col-span-2 lg:mt-4"
        id={`${id}-past`}
        invoices={saved}
        onOpen={open}
        onDuplicate={duplicate}
        onDelete={(i) => void del(i)}
      />
    </div>
  )
}
