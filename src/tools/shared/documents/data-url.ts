// Pictures are kept in drafts as data URLs (one JSON-able value); the PDF needs their bytes.
import type { DocImage } from '../../../../workers/documents/spec.options'

/** The bytes and type of a JPEG or PNG data URL, or null for anything else. */
export function imageOfDataUrl(dataUrl: string): DocImage | null {
  const m = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl)
  if (!m?.[2]) return null
  const binary = atob(m[2])
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return { bytes, type: m[1] === 'png' ? 'png' : 'jpeg' }
}
