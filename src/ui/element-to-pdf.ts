// "Download PDF" without a font engine of our own: the browser lays the element out (so Devanagari
// conjuncts and matras are shaped by the same engine as on screen), html-to-image paints it onto a canvas
// with the page's web fonts inlined, and pdf-lib cuts the picture into A4 pages. Pictures carry no text, so
// an invisible text layer (Helvetica, opacity 0) repeats the Latin-script text at its place for search and
// copy; Devanagari stays in the picture only — the print path ("Save as PDF") keeps it as real text.
import { toCanvas } from 'html-to-image'
import { PDFDocument, StandardFonts } from 'pdf-lib'

const A4 = { width: 595.28, height: 841.89 }

/** Characters Helvetica (WinAnsi) can encode; the rupee sign becomes "Rs.". */
export function latinOnly(text: string): string {
  return text
    .replace(/₹/g, 'Rs.')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

type TextRun = { text: string; x: number; y: number; height: number }

function textRuns(root: HTMLElement): TextRun[] {
  const origin = root.getBoundingClientRect()
  const runs: TextRun[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = latinOnly(node.textContent ?? '')
    if (!text) continue
    range.selectNodeContents(node)
    const rect = range.getClientRects()[0]
    if (!rect || rect.width === 0) continue
    runs.push({ text, x: rect.left - origin.left, y: rect.top - origin.top, height: rect.height })
  }
  return runs
}

export type ElementPdfOptions = { title: string; pixelRatio?: number }

/** Renders an element (laid out at A4 width, 794 CSS px) to an A4 PDF: page pictures plus hidden Latin text. */
export async function elementToPdf(
  element: HTMLElement,
  { title, pixelRatio = 2 }: ElementPdfOptions,
): Promise<Uint8Array> {
  const cssWidth = element.offsetWidth
  const canvas = await toCanvas(element, { pixelRatio, backgroundColor: '#ffffff', cacheBust: false })
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setCreator('AutoBahi Tools')
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const pxPerCss = canvas.width / cssWidth
  const pageCss = cssWidth * (A4.height / A4.width)
  const pages = Math.max(1, Math.ceil(element.offsetHeight / pageCss - 0.02))
  const runs = textRuns(element)
  const slice = document.createElement('canvas')
  slice.width = canvas.width
  slice.height = Math.round(pageCss * pxPerCss)
  const ctx = slice.getContext('2d')
  if (!ctx) throw new Error('no-canvas')
  const pt = A4.width / cssWidth
  for (let p = 0; p < pages; p += 1) {
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, slice.width, slice.height)
    ctx.drawImage(canvas, 0, -Math.round(p * pageCss * pxPerCss))
    const blob = await new Promise<Blob | null>((resolve) => slice.toBlob(resolve, 'image/jpeg', 0.92))
    if (!blob) throw new Error('no-image')
    const image = await pdf.embedJpg(await blob.arrayBuffer())
    const page = pdf.addPage([A4.width, A4.height])
    page.drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height })
    for (const run of runs) {
      const top = run.y - p * pageCss
      if (top < 0 || top >= pageCss) continue
      const size = Math.max(4, run.height * pt * 0.75)
      page.drawText(run.text, {
        x: run.x * pt,
        y: A4.height - (top + run.height * 0.8) * pt,
        size,
        font,
        opacity: 0,
      })
    }
  }
  return pdf.save()
}

/** Offers bytes as a downloaded file. */
export function downloadBytes(name: string, bytes: Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
