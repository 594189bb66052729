import { Loader2 } from 'lucide-react'
import type { PdfPreview } from '@/lib/documents/use-document-pdf'
import { useDocumentStrings } from './document-strings'

/** The rendered pages of the PDF being made, with its warnings; announced politely while it refreshes. */
export function DocumentPreview({ preview, label }: { preview: PdfPreview; label: string }) {
  const t = useDocumentStrings()
  const { pages, result, busy, failed } = preview
  const missing = result?.missing ?? []
  return (
    <section aria-label={label} aria-busy={busy} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">{t('preview')}</h2>
        <p role="status" aria-live="polite" className="flex items-center gap-1 text-xs text-ink-soft">
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {busy ? t('making') : t('previewNote')}
        </p>
      </div>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('pdfFailed')}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-amber-800" data-testid="missing-chars">
          {t('missing', { count: missing.length, chars: missing.join(' ') })}
        </p>
      ) : null}
      <div className="space-y-3 rounded-xl border border-line bg-slate-100 p-2" data-testid="pdf-preview">
        {pages.map((url, i) => (
          <img
            key={url}
            src={url}
            alt={t('pageAlt', { page: i + 1, pages: pages.length })}
            className="mx-auto block h-auto w-full max-w-[640px] bg-white shadow"
          />
        ))}
        {pages.length === 0 ? (
          <div className="aspect-[210/297] w-full animate-pulse rounded bg-white" />
        ) : null}
      </div>
    </section>
  )
}
