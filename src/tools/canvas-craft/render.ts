// Draws a design onto a canvas at its own size for download. Text goes through the canvas's fillText, so the
// browser shapes Hindi with the app's Noto Sans Devanagari (loaded first); positions come from the same
// layout as the on-screen SVG stage. PDF is one page of the design's size (1 px = 0.75 pt, as in CSS) with
// the PNG picture on it.
import { FONT_FAMILY, textLayout } from './elements'
import type { Design, DesignElement, TextElement } from './logic'

export type ExportFormat = 'png' | 'jpeg' | 'pdf'
const PT_PER_PX = 0.75

export const fontOf = (e: TextElement) => `${e.bold ? 700 : 400} ${e.fontSize}px ${FONT_FAMILY}`

async function loadPicture(source: string): Promise<HTMLImageElement> {
  const image = new Image()
  image.src = source
  await image.decode()
  return image
}

async function drawElement(ctx: CanvasRenderingContext2D, e: DesignElement) {
  ctx.save()
  ctx.globalAlpha = e.opacity
  if (e.kind === 'text') {
    ctx.font = fontOf(e)
    ctx.fillStyle = e.colour
    ctx.textAlign = e.align
    ctx.textBaseline = 'alphabetic'
    const { x, baselines } = textLayout(e)
    e.text.split(/\r?\n/).forEach((line, i) => ctx.fillText(line, x, baselines[i]!))
  } else if (e.kind === 'image') {
    ctx.drawImage(await loadPicture(e.source), e.x, e.y, e.width, e.height)
  } else {
    ctx.beginPath()
    if (e.kind === 'rect') ctx.rect(e.x, e.y, e.width, e.height)
    else ctx.ellipse(e.x + e.width / 2, e.y + e.height / 2, e.width / 2, e.height / 2, 0, 0, Math.PI * 2)
    ctx.fillStyle = e.fill
    ctx.fill()
    if (e.strokeWidth > 0) {
      ctx.strokeStyle = e.stroke
      ctx.lineWidth = e.strokeWidth
      ctx.stroke()
    }
  }
  ctx.restore()
}

export async function drawDesign(design: Design): Promise<HTMLCanvasElement> {
  const visible = design.elements.filter((e) => !e.hidden)
  await Promise.all(
    visible.map((e) =>
      e.kind === 'text' ? document.fonts.load(fontOf(e), e.text).catch(() => undefined) : undefined,
    ),
  )
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(design.width)
  canvas.height = Math.round(design.height)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no-canvas')
  ctx.fillStyle = design.background
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  for (const e of visible) await drawElement(ctx, e)
  return canvas
}

function encode(canvas: HTMLCanvasElement, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), type, 0.92),
  )
}

/** The design as a file of the chosen format. */
export async function exportDesign(design: Design, format: ExportFormat): Promise<Blob> {
  const canvas = await drawDesign(design)
  try {
    if (format !== 'pdf') return await encode(canvas, format === 'png' ? 'image/png' : 'image/jpeg')
    const png = await encode(canvas, 'image/png')
    const { PDFDocument } = await import('pdf-lib')
    const pdf = await PDFDocument.create()
    const picture = await pdf.embedPng(new Uint8Array(await png.arrayBuffer()))
    const width = design.width * PT_PER_PX
    const height = design.height * PT_PER_PX
    pdf.addPage([width, height]).drawImage(picture, { x: 0, y: 0, width, height })
    pdf.setProducer('AutoBahi canvas craft')
    const bytes = await pdf.save()
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
  } finally {
    // Frees the bitmap at once; phones hold only a few large canvases.
    canvas.width = 0
    canvas.height = 0
  }
}
