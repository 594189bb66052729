// pdf.js on the page, for the PDF editor's viewer and annotation editors (the other PDF tools use pdf.js
// inside workers/pdf). The library, its worker (workers/pdfjs.worker.ts) and its assets (CMaps, standard
// fonts, wasm decoders) are files of our own build, precached by the service worker: nothing comes from a
// CDN. A file is read from the disk in 64 KiB ranges as pdf.js asks for them, so a 1,000-page file opens
// without being read whole first.
import '@workers/pdf/polyfills'
import type * as PdfjsModule from 'pdfjs-dist'
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist'
import type * as ViewerModule from 'pdfjs-dist/web/pdf_viewer.mjs'

export type Pdfjs = typeof PdfjsModule
export type PdfViewerKit = { pdfjs: Pdfjs; viewer: typeof ViewerModule }

/** Bytes pdf.js asks for at a time (the spec's range chunk size). */
export const RANGE_CHUNK_SIZE = 65536

type AssetKind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl'

const ASSET_URLS: Record<AssetKind, Record<string, string>> = {
  cMapUrl: byFileName(
    import.meta.glob('/node_modules/pdfjs-dist/cmaps/*.bcmap', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
  standardFontDataUrl: byFileName(
    import.meta.glob('/node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
  wasmUrl: byFileName(
    import.meta.glob('/node_modules/pdfjs-dist/wasm/*.wasm', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
}

function byFileName(modules: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), String(url)]),
  )
}

// pdf.js's worker asks the page for assets by file name; we answer with our hashed build files.
class AssetFactory {
  async fetch({ kind, filename }: { kind: AssetKind; filename: string }): Promise<Uint8Array> {
    const url = ASSET_URLS[kind]?.[filename]
    if (!url) throw new Error(`pdf.js asset ${filename} is not bundled`)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`pdf.js asset ${filename}: HTTP ${response.status}`)
    return new Uint8Array(await response.arrayBuffer())
  }
}

let kit: Promise<PdfViewerKit> | null = null

/** Loads pdf.js and its viewer components once, and starts pdf.js's worker. */
export function loadPdfViewerKit(): Promise<PdfViewerKit> {
  kit ??= (async () => {
    // The worker (the largest script) loads in parallel with the two modules below, not after them.
    let port: Worker | null = null
    try {
      port = new Worker(new URL('../../workers/pdfjs.worker.ts', import.meta.url), { type: 'module' })
    } catch (error) {
      // Without a worker pdf.js still works on the page itself (slower); never from a CDN (offline first).
      console.error('pdf.js worker could not start; parsing on the page instead', error)
    }
    const pdfjs = await import('pdfjs-dist')
    // The viewer module reads the library from globalThis.pdfjsLib, so it must come second.
    const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs')
    if (port) pdfjs.GlobalWorkerOptions.workerPort = port
    else {
      ;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/build/pdf.worker.mjs')
    }
    return { pdfjs, viewer }
  })()
  return kit
}

export type OpenFailure = 'InvalidInput' | 'UnsupportedFormat' | 'CorruptFile' | 'TooLarge'

/** Why a file cannot be opened, decided from its first kilobyte before pdf.js sees it. */
export async function checkPdfHead(file: Blob): Promise<OpenFailure | null> {
  if (file.size === 0) return 'InvalidInput'
  const head = new TextDecoder('latin1').decode(await file.slice(0, 1024).arrayBuffer())
  return head.includes('%PDF-') ? null : 'UnsupportedFormat'
}

/**
 * Opens a PDF from the device with range reads. `askPassword` is called when the file is locked (again,
 * with `wrong` set, after a wrong password) and resolves with the password, or null to give up.
 */
export async function openPdfFile(
  file: Blob,
  askPassword: (wrong: boolean) => Promise<string | null>,
): Promise<{ doc: PDFDocumentProxy; task: PDFDocumentLoadingTask }> {
  const { pdfjs } = await loadPdfViewerKit()
  const first = new Uint8Array(await file.slice(0, RANGE_CHUNK_SIZE).arrayBuffer())
  class FileRange extends pdfjs.PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      void file
        .slice(begin, end)
        .arrayBuffer()
        .then((buffer) => this.onDataRange(begin, new Uint8Array(buffer)))
    }
  }
  const range = new FileRange(file.size, first)
  const task = pdfjs.getDocument({
    range,
    length: file.size,
    rangeChunkSize: RANGE_CHUNK_SIZE,
    // Read what the visible pages need; the rest comes when saving (memory stays near the visible window).
    disableAutoFetch: true,
    disableStream: true,
    BinaryDataFactory: AssetFactory as never,
    cMapUrl: 'pdfjs/cmaps/',
    cMapPacked: true,
    standardFontDataUrl: 'pdfjs/standard_fonts/',
    wasmUrl: 'pdfjs/wasm/',
    useWorkerFetch: false,
    isEvalSupported: false,
    enableXfa: false,
  } as Parameters<typeof pdfjs.getDocument>[0])
  task.onPassword = (update: (password: string | Error) => void, reason: number) => {
    const wrong = reason === pdfjs.PasswordResponses.INCORRECT_PASSWORD
    void askPassword(wrong).then((password) =>
      update(password === null ? new Error('password not given') : password),
    )
  }
  const doc = await task.promise
  return { doc, task }
}
