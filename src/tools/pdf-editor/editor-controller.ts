// The imperative side of the editor: pdf.js's PDFViewer (lazy page rendering, text layer, find) with its
// annotation editor layer (free text, ink, highlight, stamps; undo history of 128 commands, pdf.js's
// CommandManager default). React owns the toolbar and dialogs; this class owns the pdf.js objects and
// reports what the toolbar needs through `onState`.
import type { AnnotationEditorUIManager, PDFDocumentProxy } from 'pdfjs-dist'
import type { EventBus, PDFFindController, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs'
import type { Lang } from '@/lib/i18n'
import type { PdfViewerKit } from '@/lib/pdf-viewer'
import { clampZoom } from './logic'
import { PdfL10n } from './pdf-l10n'

export type EditMode = 'none' | 'freetext' | 'ink' | 'highlight' | 'stamp'

export type ViewerState = {
  page: number
  pages: number
  scale: number
  rotation: number
  canUndo: boolean
  canRedo: boolean
  hasSelection: boolean
  /** Find: 0 found, 1 not found, 2 wrapped, 3 pending (pdf.js FindState). */
  findState: number | null
  matches: { current: number; total: number }
}

/** A stamp editor as far as we touch it: its alt text. */
export type StampEditorHandle = {
  altTextData: { altText?: string; decorative?: boolean } | undefined
  altTextFinish(): void
}

type Handlers = {
  onState: (patch: Partial<ViewerState>) => void
  /** The document changed (an edit was made, undone or redone). */
  onChange: () => void
  /** pdf.js asks for the alt text of a stamp (its Alt text button). */
  onAltText: (editor: StampEditorHandle) => void
}

type EditorLike = StampEditorHandle & { editorType?: string }

export class EditorController {
  readonly eventBus: EventBus
  readonly viewer: PDFViewer
  private readonly find: PDFFindController
  private readonly kit: PdfViewerKit
  private readonly l10n: PdfL10n
  private uiManager: AnnotationEditorUIManager | null = null
  private doc: PDFDocumentProxy | null = null

  constructor(
    kit: PdfViewerKit,
    container: HTMLDivElement,
    viewerElement: HTMLDivElement,
    handlers: Handlers,
    lang: Lang,
  ) {
    this.kit = kit
    this.l10n = new PdfL10n(kit, lang)
    const { EventBus, PDFLinkService, PDFFindController, PDFViewer } = kit.viewer
    this.eventBus = new EventBus()
    const linkService = new PDFLinkService({ eventBus: this.eventBus })
    this.find = new PDFFindController({ eventBus: this.eventBus, linkService })
    // Stands in for pdf.js's alt-text dialog (part of its web app, not the component build).
    const altTextManager = {
      editAltText: (_ui: unknown, editor: EditorLike) => handlers.onAltText(editor),
      destroy: () => undefined,
    }
    this.viewer = new PDFViewer({
      container,
      viewer: viewerElement,
      eventBus: this.eventBus,
      linkService,
      findController: this.find,
      // pdf.js types the option as its own L10n class; ours has the same calls (see pdf-l10n.ts).
      l10n: this.l10n as never,
      annotationEditorMode: kit.pdfjs.AnnotationEditorType.NONE,
      altTextManager: altTextManager as never,
      enableHighlightFloatingButton: false,
      // Phones: a page canvas at most 4096 px a side and 16.7 MP (iOS Safari's canvas limits).
      maxCanvasPixels: 16_777_216,
      maxCanvasDim: 4096,
      supportsPinchToZoom: true,
    } as ConstructorParameters<typeof PDFViewer>[0])
    linkService.setViewer(this.viewer)
    // A viewer given an l10n leaves translating to its owner: the labels of everything inside the container.
    void this.l10n.translate(container)
    const bus = this.eventBus
    bus.on('annotationeditoruimanager', ({ uiManager }: { uiManager: AnnotationEditorUIManager }) => {
      this.uiManager = uiManager
      // Every undoable action (add, move, resize, restyle, delete) goes through addCommands, and undo/redo
      // change the document too: that is the one place to learn "something changed" for autosave.
      const manager = uiManager as unknown as Record<
        'addCommands' | 'undo' | 'redo',
        (...a: unknown[]) => void
      >
      for (const name of ['addCommands', 'undo', 'redo'] as const) {
        const original = manager[name].bind(uiManager)
        manager[name] = (...args: unknown[]) => {
          original(...args)
          this.onChange()
        }
      }
    })
    bus.on('pagesinit', () => {
      this.viewer.currentScaleValue = 'page-width'
      handlers.onState({ pages: this.viewer.pagesCount })
    })
    bus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => handlers.onState({ page: pageNumber }))
    bus.on('scalechanging', ({ scale }: { scale: number }) => handlers.onState({ scale }))
    bus.on('rotationchanging', ({ pagesRotation }: { pagesRotation: number }) =>
      handlers.onState({ rotation: pagesRotation }),
    )
    bus.on(
      'editingstateschanged',
      ({
        details,
      }: {
        details: { hasSomethingToUndo: boolean; hasSomethingToRedo: boolean; hasSelectedEditor: boolean }
      }) =>
        handlers.onState({
          canUndo: details.hasSomethingToUndo,
          canRedo: details.hasSomethingToRedo,
          hasSelection: details.hasSelectedEditor,
        }),
    )
    bus.on(
      'updatefindcontrolstate',
      ({ state, matchesCount }: { state: number; matchesCount: ViewerState['matches'] }) =>
        handlers.onState({ findState: state, matches: matchesCount }),
    )
    bus.on('updatefindmatchescount', ({ matchesCount }: { matchesCount: ViewerState['matches'] }) =>
      handlers.onState({ matches: matchesCount }),
    )
    this.onChange = handlers.onChange
  }

  private readonly onChange: () => void

  /** Re-labels pdf.js's own elements in the app's language. */
  setLanguage(lang: Lang): Promise<void> {
    return this.l10n.setLanguage(lang)
  }

  /** Shows a document (the previous one's editors go with it). */
  setDocument(doc: PDFDocumentProxy): void {
    this.doc = doc
    this.uiManager = null
    this.viewer.setDocument(doc)
    ;(this.viewer.linkService as { setDocument(d: PDFDocumentProxy): void }).setDocument(doc)
    this.find.setDocument(doc)
  }

  /**
   * Switches the editing tool. From the keyboard, the text tool also opens a text box in the middle of the
   * page (pdf.js's keyboard path), since a keyboard cannot click a spot on the page.
   */
  async setMode(mode: EditMode, fromKeyboard = false): Promise<void> {
    const types = this.kit.pdfjs.AnnotationEditorType
    const value = {
      none: types.NONE,
      freetext: types.FREETEXT,
      ink: types.INK,
      highlight: types.HIGHLIGHT,
      stamp: types.STAMP,
    }[mode]
    this.viewer.annotationEditorMode = { mode: value, isFromKeyboard: fromKeyboard } as never
    await this.idle()
  }

  /** Waits until pdf.js has finished a mode switch (it is asynchronous). */
  private async idle(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 0))
  }

  /** Sets a tool parameter: colour, size, thickness, opacity (applies to the selection, else to new marks). */
  setParam(
    name:
      'FREETEXT_SIZE' | 'FREETEXT_COLOR' | 'INK_COLOR' | 'INK_THICKNESS' | 'INK_OPACITY' | 'HIGHLIGHT_COLOR',
    value: string | number,
  ): void {
    this.uiManager?.updateParams(this.kit.pdfjs.AnnotationEditorParamsType[name], value)
  }

  /**
   * Adds an image (or signature) stamp in the middle of the visible part of the current page and resolves
   * with its editor once pdf.js has decoded the image and selected it (null if that never happens).
   */
  async addImage(file: File): Promise<StampEditorHandle | null> {
    await this.setMode('stamp')
    this.uiManager?.unselectAll()
    this.uiManager?.updateParams(this.kit.pdfjs.AnnotationEditorParamsType.CREATE, { bitmapFile: file })
    for (let tries = 0; tries < 100; tries += 1) {
      const editor = this.selectedStamp()
      if (editor) return editor
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return null
  }

  /**
   * Shrinks a new stamp to at most `share` of the page width (a signature drawn at print resolution would
   * otherwise land as wide as its pixel count), keeping its shape and redrawing it sharp.
   */
  limitWidth(editor: StampEditorHandle, share: number): void {
    const stamp = editor as unknown as {
      width: number
      height: number
      setDims(): void
      fixAndSetPosition(): void
      _onResized(): void
    }
    if (!(stamp.width > share)) return
    const factor = share / stamp.width
    stamp.width *= factor
    stamp.height *= factor
    stamp.setDims()
    stamp.fixAndSetPosition()
    stamp._onResized()
  }

  /** The editor the user last selected, when it is a stamp (for alt text after adding an image). */
  selectedStamp(): StampEditorHandle | null {
    const editor = (this.uiManager as unknown as { firstSelectedEditor?: EditorLike } | null)
      ?.firstSelectedEditor
    return editor && editor.editorType === 'stamp' ? editor : null
  }

  undo(): void {
    this.uiManager?.undo()
  }
  redo(): void {
    this.uiManager?.redo()
  }
  deleteSelected(): void {
    this.uiManager?.delete()
  }

  zoomTo(scale: number | 'page-width' | 'page-fit'): void {
    if (typeof scale === 'number') this.viewer.currentScale = clampZoom(scale)
    else this.viewer.currentScaleValue = scale
  }

  rotate(by: 90 | -90): void {
    this.viewer.pagesRotation = (((this.viewer.pagesRotation + by) % 360) + 360) % 360
  }

  goToPage(page: number): void {
    this.viewer.currentPageNumber = page
  }

  /** Finds text (`again` = the next or previous match of the same query). */
  search(query: string, again: boolean, previous = false): void {
    this.eventBus.dispatch('find', {
      source: this,
      type: again ? 'again' : '',
      query,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: previous,
      matchDiacritics: false,
    })
  }

  closeSearch(): void {
    this.eventBus.dispatch('findbarclose', { source: this })
  }

  /** The free texts pdf.js would write, as it will write them (for text that needs our own appearance). */
  freeTexts(): { pageIndex: number; value: string; fontSize: number; color: number[]; rect: number[] }[] {
    if (!this.doc) return []
    const { map } = this.doc.annotationStorage.serializable as { map?: Map<string, Record<string, unknown>> }
    const out = []
    for (const value of map?.values() ?? []) {
      if (value.annotationType !== this.kit.pdfjs.AnnotationEditorType.FREETEXT) continue
      if (typeof value.value !== 'string' || value.deleted) continue
      out.push({
        pageIndex: Number(value.pageIndex),
        value: value.value,
        fontSize: Number(value.fontSize),
        color: (value.color as number[]) ?? [0, 0, 0],
        rect: value.rect as number[],
      })
    }
    return out
  }

  /**
   * The document with every edit written in by pdf.js. `commit` first ends the edit in progress (for a
   * save the user asked for; autosave leaves a half-typed text alone).
   */
  async saveBytes(commit: boolean): Promise<Uint8Array> {
    if (!this.doc) throw new Error('no document')
    if (commit) this.uiManager?.commitOrRemove()
    return this.doc.saveDocument()
  }

  destroy(): void {
    this.uiManager = null
    this.doc = null
    try {
      this.find.setDocument(null as never)
      this.viewer.setDocument(null as never)
    } catch (error) {
      // Closing must never take the page down; the document is destroyed by its owner anyway.
      console.error('pdf.js viewer did not close cleanly', error)
    }
    void this.l10n.destroy()
  }
}
