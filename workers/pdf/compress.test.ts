import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib'
import { createCanvas } from '@napi-rs/canvas'
import { zlibSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { compress } from './compress'
import { extractText } from './extract-text'
import { blobOf, bytesOf, lockedPdf, makePdf, qpdfCheck, useNode } from './test-helpers'

beforeAll(useNode)

/** A noisy photo-like JPEG, w × h, at high quality: big, and compressible by downsampling. */
async function photo(w: number, h: number): Promise<Uint8Array> {
  const canvas = createCanvas(w, h)
  const ctx = canvas.getContext('2d')
  for (let y = 0; y < h; y += 8) {
    for (let x = 0; x < w; x += 8) {
      ctx.fillStyle = `rgb(${(x * 7 + y * 3) % 256}, ${(x * y) % 256}, ${(y * 5) % 256})`
      ctx.fillRect(x, y, 8, 8)
    }
  }
  return new Uint8Array(await canvas.encode('jpeg', 98))
}

async function scanPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const jpeg = await doc.embedJpg(await photo(1654, 2339))
  const page = doc.addPage([595.28, 841.89])
  page.drawImage(jpeg, { x: 0, y: 0, width: 595.28, height: 841.89 })
  page.drawText('Scanned form', { x: 40, y: 800, size: 14 })
  // A raw (Flate) RGB image too, as PDFs made by some scanners hold them.
  // Noise, so deflate cannot shrink it much.
  let seed = 7
  const raw = new Uint8Array(400 * 300 * 3).map(
    () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24,
  )
  const stream = doc.context.stream(zlibSync(raw), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 400,
    Height: 300,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  })
  const ref = doc.context.register(stream)
  const second = doc.addPage([300, 200])
  second.node.newXObject('Raw', ref)
  second.pushOperators()
  return doc.save()
}

function imageSizes(doc: PDFDocument): [number, number][] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, obj]) => obj)
    .filter(
      (obj): obj is PDFRawStream =>
        obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((s) => [
      Number(s.dict.get(PDFName.of('Width'))!.toString()),
      Number(s.dict.get(PDFName.of('Height'))!.toString()),
    ])
}

describe('compress', () => {
  it('downsamples images to the preset DPI and keeps pages and text', async () => {
    const input = await scanPdf()
    const result = await compress({ file: blobOf(input) }, { preset: 'strong' })
    expect(result.before).toBe(input.byteLength)
    expect(result.after).toBeLessThan(result.before / 3)
    expect(result.imagesChanged).toBe(2)
    const bytes = await bytesOf(result.blob)
    expect(qpdfCheck(bytes)).toBe(true)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(2)
    // A4 at 72 DPI is 595 × 842 px; the Flate image fits its 300 × 200 pt page at 72 DPI: 267 × 200.
    expect(imageSizes(doc).sort((a, b) => a[0] - b[0])).toEqual([
      [267, 200],
      [595, 842],
    ])
    expect((await extractText({ file: result.blob }, {})).pages[0]!.text).toBe('Scanned form')
  })

  it('never returns a bigger file', async () => {
    const text = await makePdf(3)
    const result = await compress({ file: blobOf(text) }, { preset: 'extreme' })
    expect(result.after).toBeLessThanOrEqual(result.before)
    expect(result.unchanged || result.after < result.before).toBe(true)
  })

  it('searches for a target size and says honestly when it cannot be reached', async () => {
    const input = await scanPdf()
    const reachable = await compress(
      { file: blobOf(input) },
      { preset: 'light', targetBytes: Math.round(input.byteLength / 2) },
    )
    expect(reachable.reached).toBe(true)
    expect(reachable.after).toBeLessThanOrEqual(input.byteLength / 2)
    const impossible = await compress({ file: blobOf(input) }, { preset: 'light', targetBytes: 1000 })
    expect(impossible.reached).toBe(false)
    expect(impossible.after).toBeGreaterThan(1000)
    expect(impossible.after).toBeLessThan(reachable.after)
  })

  it('asks for the password and names bad input', async () => {
    await expect(compress({ file: blobOf(lockedPdf()) }, { preset: 'balanced' })).rejects.toMatchObject({
      name: 'PasswordRequired',
    })
    const unlocked = await compress({ file: blobOf(lockedPdf()) }, { preset: 'balanced', password: 'secret' })
    expect((await extractText({ file: unlocked.blob }, {})).pageCount).toBe(3)
    await expect(compress({ file: blobOf(new Uint8Array()) }, { preset: 'balanced' })).rejects.toMatchObject({
      name: 'InvalidInput',
    })
  })
})
