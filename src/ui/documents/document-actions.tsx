// Print, Download PDF and Share for one document, all three from the very PDF the documents worker makes
// (no network: the worker, its fonts and HarfBuzz are precached, so this works offline).
import type { BuildResult, DocInput } from '@workers/documents/spec.options'
import { Download, Loader2, Printer, Share2 } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { printPdf } from '@/lib/documents/print-pdf'
import { shareOrFallback } from '@/lib/documents/share'
import { buildNow, type PdfPreview } from '@/lib/documents/use-document-pdf'
import { downloadBytes, safeFileName } from '@/lib/download'
import { toast } from '@/lib/toast'
import { Button } from '../button'
import { cn } from '../cn'
import { Kbd, shortcutProps, useShortcut } from '../use-shortcut'
import { useDocumentStrings } from './document-strings'
import { pdfFailureKey } from './pdf-failure'

type Action = 'print' | 'download' | 'share'

export type DocumentActionsProps = {
  /** What to print: `documentFrame`'s spec and the pictures it names; null while the document loads. */
  input: DocInput | null
  /** The file's name without ".pdf", e.g. "Receipt RV-2526/A0001"; made safe for every file system here. */
  fileName: string
  /** The message sent with the file, or alone to WhatsApp; `mobile`: the party's, to address the chat. */
  share: { text: string; mobile?: string | null }
  /** After the print dialog (or, on phones, the PDF's tab) opened: the caller counts the print. */
  onPrinted?: () => void
  /** The screen's preview (useDocumentPdf): its PDF is reused when it was made from this same input. */
  preview?: PdfPreview
  /** Ctrl+P (⌘P) prints this document while it is shown; false where a screen shows two documents. */
  shortcut?: boolean
  /** false: the PDF is made on the first tap, not ahead (a long report whose PDF is many pages). */
  ahead?: boolean
  className?: string
}

const PRINT_SHORTCUT = 'Mod+P'

/**
 * Three buttons that print, download and share the document's PDF. The PDF is made once per input (ahead of
 * the tap, so the share sheet and the phone's print tab open within the tap, as browsers require), or taken
 * from the preview when it shows the same input.
 */
export function DocumentActions({
  input,
  fileName,
  share,
  onPrinted,
  preview,
  shortcut = true,
  ahead = true,
  className,
}: DocumentActionsProps) {
  const t = useDocumentStrings()
  const [busy, setBusy] = useState<Action | null>(null)
  // The PDF of one input: being made (`result` unset) or made. A tap during the advance build waits for it
  // instead of queueing a second build of the same input behind it.
  const made = useRef<{ input: DocInput; pending: Promise<BuildResult>; result?: BuildResult } | null>(null)
  const name = safeFileName(fileName, '.pdf')

  const ready = (): BuildResult | null => {
    if (input && preview?.result && preview.source === input) return preview.result
    return (made.current?.input === input && made.current.result) || null
  }

  const make = (of: DocInput): Promise<BuildResult> => {
    if (made.current?.input === of) return made.current.pending
    const entry: { input: DocInput; pending: Promise<BuildResult>; result?: BuildResult } = {
      input: of,
      pending: buildNow(of),
    }
    made.current = entry
    entry.pending.then(
      (result) => (entry.result = result),
      // A failed build is forgotten, so the next tap tries again (and says why if it fails again).
      () => {
        if (made.current === entry) made.current = null
      },
    )
    return entry.pending
  }

  // Made ahead while the document is on screen, unless a preview of it is already being made.
  const previewMakesIt = Boolean(preview)
  useEffect(() => {
    if (!input || previewMakesIt || !ahead) return
    const timer = setTimeout(() => void make(input).catch(() => undefined), 400)
    return () => clearTimeout(timer)
  }, [input, previewMakesIt, ahead])

  async function pdf(action: Action): Promise<Uint8Array | null> {
    const now = ready()
    if (now) return now.pdf
    if (!input) return null
    setBusy(action)
    try {
      return (await make(input)).pdf
    } catch (error) {
      toast({ title: t('pdfFailed'), description: t(pdfFailureKey(error)), variant: 'destructive' })
      return null
    } finally {
      setBusy(null)
    }
  }

  async function print() {
    if (busy) return
    const bytes = await pdf('print')
    if (!bytes) return
    if (printPdf(bytes, fileName) === 'tab') toast({ title: t('printOpened') })
    onPrinted?.()
  }

  async function download() {
    if (busy) return
    const bytes = await pdf('download')
    if (!bytes) return
    downloadBytes(name, bytes, 'application/pdf')
    toast({ title: t('downloaded', { name }) })
  }

  async function send() {
    if (busy) return
    const bytes = await pdf('share')
    if (!bytes) return
    const outcome = await shareOrFallback({ pdf: bytes, fileName: name, title: fileName, ...share })
    if (outcome === 'whatsapp') toast({ title: t('whatsapp') })
    if (outcome === 'blocked') toast({ title: t('shareAgain') })
  }

  useShortcut(PRINT_SHORTCUT, () => void print(), shortcut && input !== null)

  const icon = (action: Action, idle: ReactNode) =>
    busy === action ? <Loader2 aria-hidden="true" className="animate-spin" /> : idle
  const disabled = !input || busy !== null
  return (
    <div
      role="group"
      aria-label={t('actions')}
      aria-busy={busy !== null}
      className={cn('space-y-1', className)}
    >
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void print()}
          disabled={disabled}
          {...(shortcut ? shortcutProps(PRINT_SHORTCUT) : {})}
        >
          {icon('print', <Printer aria-hidden="true" />)}
          {t('print')}
          {shortcut ? <Kbd shortcut={PRINT_SHORTCUT} /> : null}
        </Button>
        <Button variant="secondary" onClick={() => void download()} disabled={disabled}>
          {icon('download', <Download aria-hidden="true" />)}
          {t('downloadPdf')}
        </Button>
        <Button variant="secondary" onClick={() => void send()} disabled={disabled}>
          {icon('share', <Share2 aria-hidden="true" />)}
          {t('share')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-xs text-ink-soft">
        {busy ? t('making') : ''}
      </p>
    </div>
  )
}
