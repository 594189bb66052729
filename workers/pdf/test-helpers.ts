/// <reference types="node" />
// Test-only: runs the PDF tasks in Node. pdf.js reads its assets from node_modules, canvases come from
// @napi-rs/canvas (pdf.js's own Node canvas), and fixtures are generated with pdf-lib in the tests.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCanvas, DOMMatrix, ImageData, loadImage, Path2D } from '@napi-rs/canvas'
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib'
import { init as initMozJpeg } from '@jsquash/jpeg/encode.js'
import { setAssetReader } from './pdfjs'
import { setSurfaceBackend } from './surface'

const ROOT = new URL('../../', import.meta.url)
const FOLDERS = { cMapUrl: 'cmaps', standardFontDataUrl: 'standard_fonts', wasmUrl: 'wasm' } as const

/** Installs the Node asset reader, canvas backend and MozJPEG's wasm. */
export function useNode(): void {
  // pdf.js draws glyphs with Path2D and DOMMatrix, which Node lacks.
  const g = globalThis as Record<string, unknown>
  g.Path2D ??= Path2D
  g.DOMMatrix ??= DOMMatrix
  g.ImageData ??= ImageData
  // The glue would fetch its wasm by URL, which Node cannot; init takes it compiled (synchronously, so
  // this function stays synchronous: the module is set before init's promise settles).
  void initMozJpeg(
    new WebAssembly.Module(
      readFileSync(new URL('node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm', ROOT)),
    ),
  )
  setAssetReader(
    async (kind, filename) =>
      new Uint8Array(readFileSync(new URL(`node_modules/pdfjs-dist/${FOLDERS[kind]}/${filename}`, ROOT))),
  )
  setSurfaceBackend({
    create(width, height) {
      const canvas = createCanvas(width, height)
      const context = canvas.getContext('2d')
      return {
        width,
        height,
        canvas,
        context: context as never,
        async encode(type, quality) {
          if (type === 'image/png') return new Uint8Array(await canvas.encode('png'))
          return new Uint8Array(
            await canvas.encode(type === 'image/webp' ? 'webp' : 'jpeg', Math.round(quality * 100)),
          )
        },
        release() {
          canvas.width = 0
          canvas.height = 0
        },
      }
    },
    async decode(bytes) {
      const image = await loadImage(Buffer.from(bytes))
      return { width: image.width, height: image.height, source: image as never, close: () => undefined }
    },
  })
}

/** A PDF whose page n (1-based) says "Page n of <label>"; pages are `size` points. */
export async function makePdf(
  pages: number,
  label = 'doc',
  size: [number, number] = [300, 400],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage(size)
    page.drawText(`Page ${n} of ${label}`, { x: 20, y: size[1] - 60, size: 16, font })
  }
  return doc.save()
}

/** An image of w × h pixels, left half red and right half blue, encoded as the given type. */
export async function makeImage(w: number, h: number, type: 'png' | 'jpeg' | 'webp'): Promise<Uint8Array> {
  const canvas = createCanvas(w, h)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ff0000'
  ctx.fillRect(0, 0, w / 2, h)
  ctx.fillStyle = '#0000ff'
  ctx.fillRect(w / 2, 0, w / 2, h)
  if (type === 'png') return new Uint8Array(await canvas.encode('png'))
  return new Uint8Array(await canvas.encode(type, 90))
}

/** A "scanned" PDF: one page holding only a picture, no text layer. */
export async function makeScannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const image = await doc.embedPng(await makeImage(200, 100, 'png'))
  const page = doc.addPage([300, 200])
  page.drawImage(image, { x: 10, y: 10, width: 200, height: 100 })
  page.drawRectangle({ x: 0, y: 0, width: 5, height: 5, color: rgb(0, 0, 0) })
  return doc.save()
}

/** 'ok' when the task resolves, else the name of the error it failed with (a worker error code). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    return (error as Error).name
  }
}

export function blobOf(bytes: Uint8Array, type = 'application/pdf'): Blob {
  return new Blob([bytes as BlobPart], { type })
}

export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer())
}

/** Runs `qpdf --check` when qpdf is installed; returns true when the file passes or qpdf is missing. */
export function qpdfCheck(bytes: Uint8Array): boolean {
  if (!existsSync('/usr/bin/qpdf')) return true
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'))
  const file = join(dir, 'check.pdf')
  writeFileSync(file, bytes)
  try {
    execFileSync('qpdf', ['--check', file], { stdio: 'pipe' })
    return true
  } catch {
    return false
  }
}

/** The committed password-protected fixture (password "secret"; 3 pages). */
export function lockedPdf(): Uint8Array {
  return new Uint8Array(readFileSync(new URL('tests/fixtures/pdf/locked.pdf', ROOT)))
}
