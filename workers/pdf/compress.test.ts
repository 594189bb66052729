import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib'
import { createCanvas, loadImage } from '@napi-rs/canvas'
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

function imageStreams(doc: PDFDocument): PDFRawStream[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, obj]) => obj)
    .filter(
      (obj): obj is PDFRawStream =>
        obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
}

/** The JPEG's start-of-frame: progressive (SOF2, MozJPEG's default) or not, and its colour components. */
function jpegFrame(bytes: Uint8Array): { progressive: boolean; components: number } {
  let at = 2
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      return { progressive: marker === 0xc2, components: bytes[at + 9]! }
    }
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!)
  }
  throw new Error('no start-of-frame marker')
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

  it('re-encodes with MozJPEG: progressive, smaller than the canvas encoder at the same quality, grey kept grey', async () => {
    // A photo-like picture (smooth gradients with fine noise) on an A4 page, and a grey Flate image.
    const w = 1200
    const h = 1600
    const canvas = createCanvas(w, h)
    const pixels = canvas.getContext('2d').createImageData(w, h)
    let seed = 3
    const noise = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 27) - 16
    for (let i = 0; i < w * h; i += 1) {
      const [x, y] = [i % w, Math.floor(i / w)]
      pixels.data.set(
        [(x / w) * 220 + noise(), (y / h) * 200 + noise(), 128 + 90 * Math.sin((x + y) / 50)],
        i * 4,
      )
      pixels.data[i * 4 + 3] = 255
    }
    canvas.getContext('2d').putImageData(pixels, 0, 0)
    const photoJpeg = new Uint8Array(await canvas.encode('jpeg', 95))
    const doc = await PDFDocument.create()
    doc
      .addPage([595.28, 841.89])
      .drawImage(await doc.embedJpg(photoJpeg), { x: 0, y: 0, width: 595.28, height: 841.89 })
    const grey = new Uint8Array(600 * 400).map((_, i) => ((i % 600) / 3 + noise()) & 0xff)
    const ref = doc.context.register(
      doc.context.stream(zlibSync(grey), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 600,
        Height: 400,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      }),
    )
    doc.addPage([600, 400]).node.newXObject('Grey', ref)
    const result = await compress({ file: blobOf(await doc.save()) }, { preset: 'balanced' })
    expect(result.imagesChanged).toBe(2)
    const out = await PDFDocument.load(await bytesOf(result.blob))
    const streams = imageStreams(out)
    for (const stream of streams) {
      expect(stream.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'))
      expect(jpegFrame(stream.contents).progressive).toBe(true)
    }
    const isGrey = (s: PDFRawStream) => s.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray')
    expect(jpegFrame(streams.find(isGrey)!.contents).components).toBe(1)
    // The same downsampled pixels (A4 at 96 DPI: 794 × 1058) through the canvas encoder at the balanced
    // quality, as the task did before MozJPEG: the MozJPEG stream is clearly smaller.
    const photo = streams.find((s) => !isGrey(s))!
    expect([
      Number(photo.dict.get(PDFName.of('Width'))),
      Number(photo.dict.get(PDFName.of('Height'))),
    ]).toEqual([794, 1058])
    const reference = createCanvas(794, 1058)
    const context = reference.getContext('2d')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, 794, 1058)
    context.imageSmoothingQuality = 'high'
    context.drawImage(await loadImage(Buffer.from(photoJpeg)), 0, 0, 794, 1058)
    const canvasJpeg = await reference.encode('jpeg', 75)
    expect(photo.contents.byteLength).toBeLessThan(canvasJpeg.byteLength * 0.9)
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
