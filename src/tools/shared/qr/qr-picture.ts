// Turning a QR code's SVG into pixels in the browser: a PNG file to download, and RGBA pixels for the scan
// check. The browser draws the SVG itself, so the pixels are exactly what the user saves.
import { safeFileName } from '@/lib/download'

async function svgCanvas(svg: string, width: number, height: number): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('no-canvas')
    ctx.drawImage(img, 0, 0, width, height)
    return canvas
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** The SVG drawn at `width` pixels (height keeps the aspect), as a PNG blob. */
export async function svgToPng(svg: string, width: number, aspect: number): Promise<Blob> {
  const canvas = await svgCanvas(svg, width, Math.round(width * aspect))
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('no-png')
  return blob
}

/** The SVG's RGBA pixels at `width` pixels, for reading the code back. */
export async function svgPixels(svg: string, width: number, aspect: number) {
  const height = Math.round(width * aspect)
  const canvas = await svgCanvas(svg, width, height)
  const image = canvas.getContext('2d')!.getImageData(0, 0, width, height)
  return { data: image.data.buffer, width, height }
}

/** Saves a blob as a file on the device. */
export function downloadBlob(blob: Blob, name: string, extension: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = safeFileName(name, extension)
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers start the download asynchronously; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
