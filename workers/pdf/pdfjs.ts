// pdf.js, loaded lazily inside the PDF worker. pdf.js normally starts its own worker; here we are already
// off the main thread, so its worker code runs in this same thread ("fake worker", enabled by setting
// globalThis.pdfjsWorker). Its binary assets (CMaps, standard fonts, wasm decoders) come from a reader that
// the entry module installs — our own build's files in the browser, node_modules in tests — never a CDN.
import './polyfills'
import type * as PdfjsModule from 'pdfjs-dist'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { WorkerTaskError } from '../shared/errors'

type Pdfjs = typeof PdfjsModule
export type AssetKind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl'
/** Returns the bytes of one pdf.js asset, e.g. ('standardFontDataUrl', 'FoxitSans.pfb'). */
export type AssetReader = (kind: AssetKind, filename: string) => Promise<Uint8Array>

let readAsset: AssetReader = async (_kind, filename) => {
  throw new Error(`No pdf.js asset reader installed for ${filename}`)
}

/** Installs where pdf.js finds its CMaps, fonts and wasm. */
export function setAssetReader(reader: AssetReader): void {
  readAsset = reader
}

// pdf.js constructs this with the URLs it was given and calls fetch() for every asset it needs.
class AssetFactory {
  async fetch({ kind, filename }: { kind: AssetKind; filename: string }): Promise<Uint8Array> {
    return readAsset(kind, filename)
  }
}

type CanvasAndContext = { canvas: OffscreenCanvas | null; context: OffscreenCanvasRenderingContext2D | null }

// pdf.js draws a page's pictures (a logo, a QR code, any image with a soft mask) through scratch canvases
// from its canvas factory, and the default one makes DOM canvases: in a worker there is no document, so
// every page with a picture failed to render. This one makes OffscreenCanvases (same contract as pdf.js's).
class OffscreenCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size')
    const canvas = new OffscreenCanvas(width, height)
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) }
  }
  reset({ canvas }: CanvasAndContext, width: number, height: number): void {
    if (!canvas) throw new Error('Canvas is not specified')
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size')
    canvas.width = width
    canvas.height = height
  }
  destroy(pair: CanvasAndContext): void {
    if (!pair.canvas) throw new Error('Canvas is not specified')
    pair.canvas.width = 0
    pair.canvas.height = 0
    pair.canvas = null
    pair.context = null
  }
  getNoAlphaContext(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D | null {
    return canvas.getContext('2d', { alpha: false, willReadFrequently: true })
  }
}

/** Our factory in a browser worker; in Node (tests) pdf.js picks its own Node canvas factory. */
const workerCanvas = (): { CanvasFactory?: object } =>
  typeof OffscreenCanvas !== 'undefined' && !('document' in globalThis)
    ? { CanvasFactory: OffscreenCanvasFactory }
    : {}

let pdfjs: Promise<Pdfjs> | null = null

/** Loads pdf.js once per worker. */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= (async () => {
    const workerModule = await import('pdfjs-dist/build/pdf.worker.mjs')
    ;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = workerModule
    return import('pdfjs-dist')
  })()
  return pdfjs
}

/** Opens a PDF with pdf.js; maps its failures to our named errors. The bytes are copied, not detached. */
export async function openWithPdfjs(bytes: Uint8Array, password?: string): Promise<PDFDocumentProxy> {
  checkHeader(bytes)
  const { getDocument, PasswordResponses } = await loadPdfjs()
  const task = getDocument({
    data: bytes.slice(),
    password: password || undefined,
    BinaryDataFactory: AssetFactory as never,
    ...workerCanvas(),
    // Non-empty so pdf.js asks the factory (the values are not used as URLs: the factory resolves names).
    cMapUrl: 'pdfjs/cmaps/',
    cMapPacked: true,
    standardFontDataUrl: 'pdfjs/standard_fonts/',
    wasmUrl: 'pdfjs/wasm/',
    useWorkerFetch: false,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  } as Parameters<typeof getDocument>[0])
  try {
    return await task.promise
  } catch (error) {
    await task.destroy().catch(() => undefined)
    const name = (error as { name?: string })?.name
    if (name === 'PasswordException') {
      const code = (error as { code?: number }).code
      if (code === PasswordResponses.INCORRECT_PASSWORD) {
        throw new WorkerTaskError('WrongPassword', 'pdf.js: incorrect password')
      }
      throw new WorkerTaskError('PasswordRequired', 'pdf.js: password needed')
    }
    throw new WorkerTaskError('CorruptFile', `pdf.js: ${String((error as Error)?.message ?? error)}`)
  }
}

/** Refuses empty input and files that are not PDFs (no %PDF- in the first kilobyte). */
export function checkHeader(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw new WorkerTaskError('InvalidInput', 'empty file')
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  if (!head.includes('%PDF-')) throw new WorkerTaskError('UnsupportedFormat', 'no %PDF- header')
}
