import type { ReactNode } from 'react'
import { Card } from '@/ui/card'
import { DropZone } from '@/ui/drop-zone'
import { PDF_ACCEPT } from './page-plan'
import { PdfEntryStatus } from './pdf-entry-status'
import type { PdfEntry } from './use-pdf-files'

type Props = {
  entry: PdfEntry | undefined
  /** Shown after the file name: "checking…", the page count or the size. */
  detail: ReactNode
  busy: boolean
  onFiles: (files: File[]) => void
  onUnlock: (entry: PdfEntry, password: string) => void
  children?: ReactNode
}

/** The input of the one-PDF tools: the drop zone, the chosen file and its password prompt or error. */
export function SinglePdfCard({ entry, detail, busy, onFiles, onUnlock, children }: Props) {
  return (
    <Card className="space-y-3">
      <DropZone accept={PDF_ACCEPT} typeLabel="PDF" onFiles={onFiles} disabled={busy} />
      {entry ? (
        <div className="space-y-2">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium break-all text-ink">{entry.name}</span>
            <span className="text-ink-soft">{detail}</span>
          </p>
          <PdfEntryStatus entry={entry} onUnlock={(password) => onUnlock(entry, password)} />
        </div>
      ) : null}
      {children}
    </Card>
  )
}
