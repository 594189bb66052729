import { AlertTriangle, FolderOpen, History } from 'lucide-react'
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist'
import { useCallback, useEffect, useRef, useState } from 'react'
import { checkPdfHead, loadPdfViewerKit, openPdfFile, type PdfViewerKit } from '@/lib/pdf-viewer'
import type { PdfEditorSession } from '@/lib/tools-db'
import type { WorkerErrorCode } from '@/lib/worker-bridge'
import { usePdfErrorStrings } from '@/lib/workers/pdf-client'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DropZone } from '@/ui/drop-zone'
import { PasswordPrompt } from '@/ui/password-prompt'
import { Spinner } from '@/ui/spinner'
import { PDF_ACCEPT } from '../shared/pdf/page-plan'
import { EditorWorkspace } from './editor-workspace'
import { mark } from './marks'
import { clearSession, loadSession } from './session-store'
import { usePdfEditorStrings } from './strings'

type Open = {
  kit: PdfViewerKit
  doc: PDFDocumentProxy
  task: PDFDocumentLoadingTask
  name: string
  page: number
  /** Bumped on every (re)open so the workspace starts afresh. */
  serial: number
}

type Phase =
  | { status: 'idle' }
  | { status: 'opening'; name: string }
  | { status: 'password'; name: string; wrong: boolean }
  | { status: 'error'; code: WorkerErrorCode; note?: string }
  | { status: 'ready' }

let serial = 0

type LaunchQueue = {
  setConsumer(consumer: (params: { files?: readonly FileSystemFileHandle[] }) => void): void
}

/** PDF editor: open a PDF from the device (or restore unsaved work), edit, save. */
export default function PdfEditorTool() {
  const t = usePdfEditorStrings()
  const errors = usePdfErrorStrings()
  const [phase, setPhase] = useState<Phase>({ status: 'idle' })
  const [open, setOpen] = useState<Open | null>(null)
  const [session, setSession] = useState<PdfEditorSession | null>(null)
  const password = useRef<((value: string | null) => void) | null>(null)

  useEffect(() => {
    void loadSession().then(setSession)
    // Start fetching pdf.js while the user picks a file.
    void loadPdfViewerKit().catch(() => undefined)
  }, [])

  useEffect(() => () => void open?.task.destroy(), [open])

  const openFile = useCallback(
    async (file: Blob, name: string, page = 1) => {
      password.current?.(null)
      mark('open')
      setPhase({ status: 'opening', name })
      const head = await checkPdfHead(file)
      if (head) {
        setPhase({ status: 'error', code: head })
        return
      }
      try {
        const kit = await loadPdfViewerKit()
        mark('kit')
        const { doc, task } = await openPdfFile(
          file,
          (wrong) =>
            new Promise((resolve) => {
              password.current = resolve
              setPhase({ status: 'password', name, wrong })
            }),
        )
        password.current = null
        mark('document')
        // The worker parses the first page shown while React builds the editor; the viewer then finds it
        // in pdf.js's page cache instead of asking for it after mounting.
        void doc.getPage(Math.min(Math.max(page, 1), doc.numPages)).catch(() => undefined)
        setOpen({ kit, doc, task, name, page, serial: (serial += 1) })
        setPhase({ status: 'ready' })
      } catch (error) {
        password.current = null
        const message = String((error as Error)?.message ?? error)
        if (message === 'password not given') {
          setPhase({ status: 'error', code: 'PasswordRequired', note: t('passwordCancelled') })
        } else if (error instanceof RangeError) setPhase({ status: 'error', code: 'OutOfMemory' })
        else setPhase({ status: 'error', code: 'CorruptFile' })
      }
    },
    [t],
  )

  const pick = useCallback(
    (files: File[]) => {
      const file = files[0]
      if (!file) return
      setOpen(null)
      setSession(null)
      void clearSession()
      void openFile(file, file.name)
    },
    [openFile],
  )

  // "Open with AutoBahi" on a PDF when the app is installed (the manifest's file_handlers point here).
  useEffect(() => {
    const queue = (window as unknown as { launchQueue?: LaunchQueue }).launchQueue
    queue?.setConsumer(async ({ files }) => {
      const file = await files?.[0]?.getFile().catch(() => null)
      if (file) pick([file])
    })
  }, [pick])

  if (open && phase.status === 'ready') {
    return (
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">
            <span className="font-medium break-all text-ink">{open.name}</span>{' '}
            <span className="text-ink-soft">
              {open.doc.numPages > 200 ? t('largeFile', { count: open.doc.numPages }) : ''}
            </span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setOpen(null)
              setPhase({ status: 'idle' })
              void clearSession()
            }}
          >
            <FolderOpen aria-hidden="true" />
            {t('openAnother')}
          </Button>
        </div>
        <EditorWorkspace
          key={open.serial}
          kit={open.kit}
          doc={open.doc}
          name={open.name}
          startPage={open.page}
          onReplace={(file, page) => void openFile(file, open.name, page)}
        />
      </div>
    )
  }

  return (
    <div className="space-y-4">
      {session && phase.status === 'idle' ? (
        <Card className="space-y-2 border-saffron-500" role="region" aria-labelledby="pdf-editor-restore">
          <h2 id="pdf-editor-restore" className="flex items-center gap-2 font-semibold text-ink">
            <History aria-hidden="true" className="size-5" />
            {t('restoreTitle')}
          </h2>
          <p className="text-sm text-ink">
            {t('restoreBody', {
              name: session.name,
              time: new Date(session.savedAt).toLocaleString('en-IN', {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void openFile(session.file, session.name, session.page)}>
              {t('restore')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setSession(null)
                void clearSession()
              }}
            >
              {t('discard')}
            </Button>
          </div>
        </Card>
      ) : null}
      <Card className="space-y-3">
        <DropZone accept={PDF_ACCEPT} typeLabel="PDF" onFiles={pick} disabled={phase.status === 'opening'} />
        {phase.status === 'opening' ? (
          <div className="flex items-center gap-2 text-sm text-ink">
            <Spinner label={t('opening', { name: phase.name })} className="p-0" />
            <span aria-hidden="true">{t('opening', { name: phase.name })}</span>
          </div>
        ) : null}
        {phase.status === 'password' ? (
          <PasswordPrompt
            key={phase.wrong ? 'wrong' : 'first'}
            fileName={phase.name}
            wrong={phase.wrong}
            onSubmit={(value) => {
              setPhase({ status: 'opening', name: phase.name })
              password.current?.(value)
            }}
          />
        ) : null}
        {phase.status === 'error' ? (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {phase.note ?? errors(phase.code)}
          </p>
        ) : null}
        <p className="text-sm text-ink-soft">{t('privacy')}</p>
      </Card>
    </div>
  )
}
