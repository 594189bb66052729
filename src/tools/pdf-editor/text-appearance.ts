// Pictures of free text that pdf.js cannot write readably (Hindi and other non-WinAnsi text): the browser
// shapes Devanagari correctly on a canvas with the app's own Noto Sans Devanagari, and the worker puts the
// picture in as the annotation's appearance (workers/pdf/finish-edits.ts), so every viewer shows it.
import type { TextAppearance } from '@workers/pdf/finish-edits.options'
import { needsOwnAppearance, textLines } from './logic'

/** Pixels per PDF point: sharp when printed (about 300 dpi). */
const SCALE = 4
const FONT = '"Noto Sans Devanagari", "Noto Sans", system-ui, sans-serif'
const LINE_HEIGHT = 1.35

type FreeText = { pageIndex: number; value: string; fontSize: number; color: number[]; rect: number[] }

/** Draws each free text that needs it; the others are left to pdf.js. */
export async function textAppearances(texts: readonly FreeText[]): Promise<TextAppearance[]> {
  const out: TextAppearance[] = []
  for (const text of texts) {
    if (!needsOwnAppearance(text.value)) continue
    out.push({ pageIndex: text.pageIndex, text: text.value, png: await drawText(text) })
  }
  return out
}

async function drawText({ value, fontSize, color, rect }: FreeText): Promise<Uint8Array> {
  const size = Number.isFinite(fontSize) && fontSize > 0 ? fontSize : 10
  await document.fonts.load(`${size}px ${FONT}`, value).catch(() => undefined)
  const width = Math.max(1, Math.abs(rect[2]! - rect[0]!))
  const height = Math.max(1, Math.abs(rect[3]! - rect[1]!))
  const canvas = document.createElement('canvas')
  canvas.width = Math.ceil(width * SCALE)
  canvas.height = Math.ceil(height * SCALE)
  const ctx = canvas.getContext('2d')!
  ctx.scale(SCALE, SCALE)
  ctx.fillStyle = `rgb(${color.slice(0, 3).join(',')})`
  ctx.font = `${size}px ${FONT}`
  ctx.textBaseline = 'top'
  textLines(value).forEach((line, i) => ctx.fillText(line, 0, i * size * LINE_HEIGHT + size * 0.1))
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  canvas.width = 0
  if (!blob) throw new Error('canvas could not encode the text picture')
  return new Uint8Array(await blob.arrayBuffer())
}
