// The generated inputs of the PDF benches (bench/pdf.mjs in Node, bench/pdf-browser.mjs in Chromium), so both
// measure the same documents.
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { createCanvas } from '@napi-rs/canvas'

/** A text document: a heading and 30 lines per A4 page, Helvetica. */
export async function makePdf(pages, label) {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595, 842])
    page.drawText(`${label} page ${n}`, { x: 50, y: 780, size: 18, font })
    for (let line = 0; line < 30; line += 1) {
      page.drawText(`Line ${line} of sample text on page ${n} of ${label}.`, {
        x: 50,
        y: 740 - line * 22,
        size: 11,
        font,
      })
    }
  }
  return doc.save({ useObjectStreams: true })
}

/** A4 pages, each a different photo-like scan (gradients, waves, fine noise), as JPEG q92 or PNG. */
export async function makeScans(pages, dpi = 200, png = false) {
  const doc = await PDFDocument.create()
  const [w, h] = [Math.round(8.27 * dpi), Math.round(11.69 * dpi)]
  const canvas = createCanvas(w, h)
  const context = canvas.getContext('2d')
  for (let n = 0; n < pages; n += 1) {
    const image = context.createImageData(w, h)
    const data = image.data
    let seed = 11 + n
    for (let y = 0, i = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1, i += 4) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
        const noise = (seed >>> 27) - 16
        data[i] = (x / w) * 200 + 30 * Math.sin((y + n * 40) / 90) + noise
        data[i + 1] = (y / h) * 180 + 40 + noise
        data[i + 2] = 128 + 90 * Math.sin((x + y + n * 25) / 60) + noise
        data[i + 3] = 255
      }
    }
    context.putImageData(image, 0, 0)
    const picture = png
      ? await doc.embedPng(await canvas.encode('png'))
      : await doc.embedJpg(await canvas.encode('jpeg', 92))
    doc.addPage([595.28, 841.89]).drawImage(picture, { x: 0, y: 0, width: 595.28, height: 841.89 })
  }
  return doc.save({ useObjectStreams: true })
}
