import { Check, Download, Layers, RotateCcw } from 'lucide-react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import 'pdfjs-dist/web/pdf_viewer.css'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import type { PdfViewerKit } from '@/lib/pdf-viewer'
import type { RunOptions } from '@/lib/worker-bridge'
import { pdfWorker, usePdfErrorStrings, usePdfTask } from '@/lib/workers/pdf-client'
import { Button } from '@/ui/button'
import { TaskProgress } from '@/ui/progress'
import { AltTextDialog } from './alt-text-dialog'
import {
  EditorController,
  type EditMode,
  type StampEditorHandle,
  type ViewerState,
} from './editor-controller'
import { EditorToolbar } from './editor-toolbar'
import { fitStamp, initialPlan, isUnchanged, outputName, stampType, stepZoom, type PlanPage } from './logic'
import { mark } from './marks'
import { PagePanel } from './page-panel'
import { storeSession } from './session-store'
import { SignatureDialog, type SignatureImage } from './signature-dialog'
import { usePdfEditorStrings } from './strings'
import { textAppearances } from './text-appearance'
import { ViewBar } from './view-bar'

type Props = {
  kit: PdfViewerKit
  doc: PDFDocumentProxy
  name: string
  startPage: number
  /** Replaces the open document (after page changes), keeping the name. */
  onReplace: (file: Blob, page: number) => void
}

const AUTOSAVE_MS = 2000
/** A signature lands at most this share of the page width; the user can resize it. */
const SIGNATURE_SHARE = 0.3

/** The editing screen: tools, view controls, the page panel, the pages, save and autosave. */
export function EditorWorkspace({ kit, doc, name, startPage, onReplace }: Props) {
  const t = usePdfEditorStrings()
  const errors = usePdfErrorStrings()
  const container = useRef<HTMLDivElement>(null)
  const viewerElement = useRef<HTMLDivElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const [controller, setController] = useState<EditorController | null>(null)
  const [state, setState] = useState<ViewerState>({
    page: 1,
    pages: doc.numPages,
    scale: 1,
    rotation: 0,
    canUndo: false,
    canRedo: false,
    hasSelection: false,
    findState: null,
    matches: { current: 0, total: 0 },
  })
  const [mode, setMode] = useState<EditMode>('none')
  const [plan, setPlan] = useState<PlanPage[]>(() => initialPlan(doc.numPages))
  const [flatten, setFlatten] = useState(false)
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null)
  const [autosaved, setAutosaved] = useState<{ at: number; ok: boolean } | null>(null)
  const [altFor, setAltFor] = useState<{ editor: StampEditorHandle; initial: string } | null>(null)
  const [signing, setSigning] = useState(false)
  const task = usePdfTask<unknown>()
  const pageTask = usePdfTask<unknown>()
  // The page panel starts open beside the pages on wide screens, folded above them on phones.
  const [drawn, setDrawn] = useState(false)
  const [wide] = useState(() => window.matchMedia('(min-width: 768px)').matches)
  const pageRef = useRef(1)
  pageRef.current = state.page

  const changed = useRef<() => void>(() => undefined)
  const lang = useLanguage()
  const langRef = useRef(lang)

  useEffect(() => {
    if (!container.current || !viewerElement.current) return
    let drawnOnce = false
    const made = new EditorController(
      kit,
      container.current,
      viewerElement.current,
      {
        onState: (patch) => setState((previous) => ({ ...previous, ...patch })),
        onChange: () => changed.current(),
        onAltText: (editor) => setAltFor({ editor, initial: editor.altTextData?.altText ?? '' }),
      },
      langRef.current,
    )
    made.eventBus.on('pagesinit', () => {
      mark('pagesinit')
      if (startPage > 1) made.goToPage(Math.min(startPage, doc.numPages))
    })
    made.eventBus.on('pagerendered', () => {
      if (!drawnOnce) mark('first-page')
      drawnOnce = true
      setDrawn(true)
    })
    mark('viewer')
    made.setDocument(doc)
    setController(made)
    const touch = new AbortController()
    new kit.pdfjs.TouchManager({
      container: container.current,
      isPinchingDisabled: () => false,
      isPinchingStopped: () => false,
      onPinching: (origin: [number, number], previous: number, distance: number) =>
        made.viewer.updateScale({ drawingDelay: 400, scaleFactor: distance / previous, origin }),
      signal: touch.signal,
    } as never)
    return () => {
      touch.abort()
      made.destroy()
    }
  }, [kit, doc, startPage])

  useEffect(() => {
    langRef.current = lang
    void controller?.setLanguage(lang)
  }, [controller, lang])

  /** pdf.js's bytes with Hindi (non-WinAnsi) free text written as real text, and flattened if asked. */
  const finished = useCallback(
    async (flat: boolean, commit: boolean, run?: RunOptions) => {
      if (!controller) throw new Error('viewer not ready')
      const bytes = await controller.saveBytes(commit)
      const appearances = await textAppearances(controller.freeTexts())
      if (!flat && appearances.length === 0) return new Blob([bytes as BlobPart], { type: 'application/pdf' })
      const result = await pdfWorker.run(
        'finishEdits',
        [{ file: new Blob([bytes as BlobPart]) }, { flatten: flat, textAppearances: appearances }],
        run,
      )
      return result.blob
    },
    [controller],
  )

  // Autosave: two seconds after the last change, the document with its edits goes to IndexedDB.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    changed.current = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        void finished(false, false)
          .then((blob) => storeSession(name, blob, pageRef.current))
          .then((ok) => setAutosaved({ at: Date.now(), ok }))
          .catch(() => setAutosaved({ at: Date.now(), ok: false }))
      }, AUTOSAVE_MS)
    }
    return () => clearTimeout(timer)
  }, [finished, name])

  const save = useCallback(async () => {
    if (!controller) return
    setMessage(null)
    const file = outputName(name, flatten)
    const blob = await task.run((run) => finished(flatten, true, run))
    if (!(blob instanceof Blob)) return
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = file
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    setMessage({ text: t('saved', { name: file }) })
  }, [controller, finished, flatten, name, t, task])

  async function applyPages() {
    const result = await pageTask.run(async (run) => {
      const blob = await finished(false, true)
      return pdfWorker.run('editPages', [{ file: blob }, { pages: plan, outputName: name }], run)
    })
    if (result && typeof result === 'object' && 'blob' in result) {
      onReplace((result as { blob: Blob }).blob, 1)
    }
  }

  async function addImage(file: File, alt?: string) {
    if (!controller) return
    if (!stampType(file)) {
      setMessage({ text: t('badImage', { name: file.name }), error: true })
      return
    }
    setMessage(null)
    setMode('stamp')
    const editor = await controller.addImage(file)
    void announceScaling(file)
    if (!editor) return
    if (alt !== undefined) {
      controller.limitWidth(editor, SIGNATURE_SHARE)
      editor.altTextData = { altText: alt, decorative: false }
      editor.altTextFinish()
    } else setAltFor({ editor, initial: '' })
  }

  /** Says so when pdf.js fits a large image to 75% of the page (it does that silently). */
  async function announceScaling(file: File) {
    const bitmap = await createImageBitmap(file).catch(() => null)
    if (!bitmap) return
    const page = await doc.getPage(pageRef.current)
    const { width, height } = page.getViewport({ scale: 1 })
    if (fitStamp(bitmap.width, bitmap.height, width, height).scaled) setMessage({ text: t('imageScaled') })
    bitmap.close()
  }

  function addSignature(signature: SignatureImage) {
    setSigning(false)
    void addImage(new File([signature.image], 'signature.png', { type: 'image/png' }), signature.description)
  }

  // Keyboard: Ctrl+S saves, Ctrl+F finds, + and − zoom (pdf.js handles undo, redo, delete and arrows).
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const mod = event.ctrlKey || event.metaKey
      const typing = (event.target as HTMLElement).closest('input, textarea, [contenteditable="true"]')
      if (mod && event.key.toLowerCase() === 's') {
        event.preventDefault()
        void save()
      } else if (mod && event.key.toLowerCase() === 'f') {
        event.preventDefault()
        searchInput.current?.focus()
      } else if (!typing && !mod && (event.key === '+' || event.key === '=' || event.key === '-')) {
        controller?.zoomTo(stepZoom(state.scale, event.key === '-' ? -1 : 1))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [controller, save, state.scale])

  const goTo = useCallback((page: number) => controller?.goToPage(page), [controller])
  const showError = useCallback((text: string) => setMessage({ text, error: true }), [])

  const saving = task.state.status === 'running' ? task.state.progress : null
  const paging = pageTask.state.status === 'running' ? pageTask.state.progress : null
  const planChanged = !isUnchanged(plan, doc.numPages)
  const failed =
    task.state.status === 'error'
      ? task.state.code
      : pageTask.state.status === 'error'
        ? pageTask.state.code
        : null

  return (
    <div className="space-y-3">
      {controller ? (
        <div className="space-y-2 rounded-xl border border-line bg-surface p-2">
          <EditorToolbar
            controller={controller}
            mode={mode}
            canUndo={state.canUndo}
            canRedo={state.canRedo}
            hasSelection={state.hasSelection}
            disabled={Boolean(saving || paging)}
            onMode={(next, fromKeyboard) => {
              setMode(next)
              return controller.setMode(next, fromKeyboard)
            }}
            onImage={(file) => void addImage(file)}
            onSignature={() => setSigning(true)}
          />
          <ViewBar controller={controller} state={state} searchInput={searchInput} />
        </div>
      ) : null}

      <div className="flex flex-col gap-3 md:flex-row">
        <details className="md:w-44 md:shrink-0" open={wide}>
          <summary className="cursor-pointer text-sm font-medium text-ink">
            <Layers aria-hidden="true" className="mr-1 inline size-4" />
            {t('pages')} ({plan.length})
          </summary>
          <div className="mt-2">
            <PagePanel
              doc={doc}
              plan={plan}
              current={state.page}
              busy={Boolean(paging)}
              ready={drawn}
              onPlan={setPlan}
              onGoTo={goTo}
              onMessage={showError}
            />
          </div>
          {planChanged ? (
            <div className="sticky bottom-0 mt-2 space-y-1 bg-canvas py-1">
              {paging ? (
                <TaskProgress
                  fraction={paging.fraction}
                  label={t('applyingPages', { percent: Math.round(paging.fraction * 100) })}
                  onCancel={pageTask.cancel}
                />
              ) : (
                <div className="flex flex-wrap gap-1">
                  <Button size="sm" onClick={() => void applyPages()}>
                    <Check aria-hidden="true" />
                    {t('applyPages')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setPlan(initialPlan(doc.numPages))}>
                    <RotateCcw aria-hidden="true" />
                    {t('resetPages')}
                  </Button>
                </div>
              )}
            </div>
          ) : null}
        </details>

        <div className="relative h-[75vh] min-h-80 overflow-hidden md:flex-1 rounded-xl border border-line bg-muted">
          <div
            ref={container}
            className="absolute inset-0 overflow-auto"
            tabIndex={0}
            role="region"
            aria-label={t('document')}
            data-testid="pdf-container"
          >
            <div ref={viewerElement} className="pdfViewer" />
          </div>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3">
        {saving ? (
          <TaskProgress
            fraction={saving.fraction}
            label={t('saving', { percent: Math.round(saving.fraction * 100) })}
            onCancel={task.cancel}
          />
        ) : (
          <>
            <Button
              size="lg"
              onClick={() => void save()}
              disabled={!controller || Boolean(paging)}
              aria-keyshortcuts="Control+S"
            >
              <Download aria-hidden="true" />
              {t('save')}
            </Button>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4"
                checked={flatten}
                onChange={(e) => setFlatten(e.target.checked)}
              />
              {t('flatten')}
            </label>
          </>
        )}
        <p className="w-full text-sm text-ink-soft" aria-live="polite">
          {autosaved
            ? autosaved.ok
              ? t('autosaved', { time: new Date(autosaved.at).toLocaleTimeString('en-IN') })
              : t('autosaveFailed')
            : t('privacy')}
        </p>
        <p className="w-full text-xs text-ink-soft">{t('shortcuts')}</p>
      </div>

      <div aria-live="polite" role="status">
        {message && !message.error ? <p className="text-sm text-ink">{message.text}</p> : null}
      </div>
      <div aria-live="assertive">
        {message?.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message.text}
          </p>
        ) : null}
        {failed && failed !== 'Cancelled' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('saveFailed')} {errors(failed)}
          </p>
        ) : null}
      </div>

      <AltTextDialog
        key={altFor ? 'open' : 'closed'}
        open={Boolean(altFor)}
        initial={{ altText: altFor?.initial ?? '', decorative: false }}
        onClose={() => setAltFor(null)}
        onSave={(value) => {
          if (altFor) {
            altFor.editor.altTextData = value
            altFor.editor.altTextFinish()
          }
          setAltFor(null)
        }}
      />
      <SignatureDialog open={signing} onAdd={addSignature} onClose={() => setSigning(false)} />
    </div>
  )
}
