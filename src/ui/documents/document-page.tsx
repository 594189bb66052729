// A document's print page: the way back, the title with the document's number, Print / Download PDF / Share
// and the preview of the very PDF they act on. Every module's print page is this with its own DocInput.
import type { HTMLAttributes, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { DocInput } from '@workers/documents/spec.options'
import { useDocumentPdf } from '@/lib/documents/use-document-pdf'
import { DocumentActions, type DocumentActionsProps } from './document-actions'
import { DocumentPreview } from './document-preview'
import { useDocumentStrings } from './document-strings'

export type DocumentPageProps = {
  back: { to: string; label: string }
  title: string
  number: string
  /** The test id of the number in the heading. */
  numberTestId: string
  /** Null while something it needs is on its way: the buttons wait. */
  input: DocInput | null
  share: DocumentActionsProps['share']
  /** Beside the way back (what the page is still waiting for). */
  aside?: ReactNode
} & Omit<HTMLAttributes<HTMLElement>, 'title'>

export function DocumentPage({
  back,
  title,
  number,
  numberTestId,
  input,
  share,
  aside,
  ...article
}: DocumentPageProps) {
  const d = useDocumentStrings()
  const preview = useDocumentPdf(input)
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4 p-3 sm:p-6" {...article}>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={back.to}
          className="mr-auto inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline"
        >
          ← {back.label}
        </Link>
        {aside}
      </div>
      <h1 className="text-xl font-bold text-ink" data-testid="print-title">
        {title} <span data-testid={numberTestId}>{number}</span>
      </h1>
      <DocumentActions input={input} preview={preview} fileName={`${title} ${number}`} share={share} />
      <DocumentPreview preview={preview} label={d('preview')} />
    </article>
  )
}
