import { Download, FilePlus2, Loader2, Printer, Save, Share2 } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { copyText } from '@/lib/clipboard'
import { safeFileName } from '@/lib/download'
import { useLanguage } from '@/lib/i18n'
import type { SavedInvoice } from '@/lib/tools-db'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { downloadBytes, elementToPdf } from '@/ui/element-to-pdf'
import { PrintArea } from '@/ui/print-area'
import { Spinner } from '@/ui/spinner'
import { formatPaise } from '@/utils/indian-number'
import { withField, type FormApi } from './form-kit'
import { InvoiceDocument } from './invoice-document'
import { InvoiceForm, placeFromBuyer } from './invoice-form'
import { PastInvoices } from './past-invoices'
import type { InvoiceDraft, InvoiceErrors } from './model'
import { computeInvoice, reviveDraft, validateInvoice } from './model'
import { useInvoiceStrings } from './strings'
import { fyCodeOf, suggestNumber, useInvoices } from './use-invoices'

/** GST tax invoice maker: form, live A4 preview, PDF/print/share, drafts and saved invoices on this device. */
export default function InvoiceGeneratorTool() {
  const t = useInvoiceStrings()
  const lang = useLanguage()
  const id = useId()
  const { draft, setDraft, saved, storageOk, store, remove, fresh } = useInvoices()
  const [showAll, setShowAll] = useState(false)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const docRef = useRef<HTMLDivElement>(null)

  const result = useMemo(() => (draft ? computeInvoice(draft) : null), [draft])
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

  async function makePdf(): Promise<Uint8Array | null> {
    const el = docRef.current?.querySelector<HTMLElement>('[data-testid="invoice-document"]')
    if (!el) return null
    setBusy(true)
    try {
      return await elementToPdf(el, { title: `${t('taxInvoice')} ${draft?.number ?? ''}` })
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
    if (bytes) downloadBytes(fileName(draft), bytes, 'application/pdf')
  }

  async function share() {
    if (!draft || !ready() || !result) return
    const text = t('shareText', { number: draft.number, amount: formatPaise(result.grandTotalPaise) })
    const bytes = await makePdf()
    const file = bytes ? new File([bytes as BlobPart], fileName(draft), { type: 'application/pdf' }) : null
    if (file && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({ files: [file], title: text, text })
        return
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return
      }
    }
    if (await copyText(text)) setStatus(t('copied'))
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
    <div className="space-y-4">
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
      <div className="min-w-0 space-y-3">
        <Card className="space-y-3" aria-labelledby={`${id}-actions`}>
          <h2 id={`${id}-actions`} className="sr-only">
            {t('preview')}
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
            <Button
              variant="secondary"
              onClick={() => {
                if (ready()) window.print()
              }}
            >
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
        <section
          aria-label={t('preview')}
          className="overflow-x-auto rounded-xl border border-line bg-white shadow-sm"
          tabIndex={0}
          ref={docRef}
        >
          <PrintArea>
            <InvoiceDocument draft={draft} result={result} lang={lang} />
          </PrintArea>
        </section>
      </div>
      <PastInvoices
        id={`${id}-past`}
        invoices={saved}
        onOpen={open}
        onDuplicate={duplicate}
        onDelete={(i) => void del(i)}
      />
    </div>
  )
}
