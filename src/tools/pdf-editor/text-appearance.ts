// Free text pdf.js cannot write readably (Hindi and other non-WinAnsi text) goes to the worker, which writes
// it as real, shaped text in the bundled Noto Sans Devanagari (workers/pdf/free-text.ts), so every viewer
// shows it and it can be searched, selected and copied. Only text with a character that font lacks (another
// script, an emoji) is drawn here as a picture — the browser shapes it with whatever fonts the device has —
// and put in as the annotation's appearance instead.
import type { TextAppearance } from '@workers/pdf/finish-edits.options'
import { bundledFontCovers } from '@workers/typeset/coverage.options'
import { needsOwnAppearance, textLines } from './logic'

/** Pixels per PDF point: sharp when printed (about 300 dpi). */
const SCALE = 4
const FONT = '"Noto Sans Devanagari", "Noto Sans", system-ui, sans-serif'
const LINE_HEIGHT = 1.35

type FreeText = { pageIndex: number; value: string; fontSize: number; color: number[]; rect: number[] }

/** The free texts the worker must give an appearance; the others are left to pdf.js. */
export async function textAppearances(texts: readonly FreeText[]): Promise<TextAppearance[]> {
  const out: TextAppearance[] = []
  for (const text of texts) {
    if (!needsOwnAppearance(text.value)) continue
    const item: TextAppearance = {
      pageIndex: text.pageIndex,
      text: text.value,
      fontSize: text.fontSize,
      color: text.color,
    }
    if (!bundledFontCovers(text.value)) item.png = await drawText(text)
    out.push(item)
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
