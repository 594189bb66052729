// Photo presets (size in mm at a dpi, or the exact pixels a portal asks for, and its file-size limits),
// the head guide drawn over the frame, and the size-limit field's rule. Portal rules change: the page says
// so, and every limit stays editable.
import { mmToPixels, type Size } from '@workers/image/passport.options'

export type PhotoPreset = {
  id: string
  /** Printed size; also the size on print sheets. */
  mm: Size
  /** Pixels of the digital file: the portal's own numbers, else the mm at `dpi`. */
  pixels: Size
  minKb: number | null
  maxKb: number | null
  /** Crown-to-chin height as a share of the photo height, and the crown's distance from the top. */
  head: { min: number; max: number; top: number }
}

const ICAO_HEAD = { min: 32 / 45, max: 36 / 45, top: 0.09 }
const US_HEAD = { min: 0.5, max: 0.69, top: 0.12 }

function preset(
  id: string,
  mm: Size,
  dpi: number,
  kb: [number | null, number | null],
  head = ICAO_HEAD,
  pixels?: Size,
): PhotoPreset {
  return {
    id,
    mm,
    pixels: pixels ?? { width: mmToPixels(mm.width, dpi), height: mmToPixels(mm.height, dpi) },
    minKb: kb[0],
    maxKb: kb[1],
    head,
  }
}

export const PRESETS: readonly PhotoPreset[] = [
  preset('indiaPassport', { width: 35, height: 45 }, 300, [null, null]),
  preset('twoInch', { width: 50.8, height: 50.8 }, 300, [null, 240], US_HEAD),
  preset('pan', { width: 25, height: 35 }, 200, [null, 50]),
  preset('ssc', { width: 35, height: 45 }, 200, [20, 50]),
  preset('ibps', { width: 35, height: 45 }, 200, [20, 50], ICAO_HEAD, { width: 200, height: 230 }),
  preset('nta', { width: 35, height: 45 }, 200, [10, 200]),
  preset('visa35', { width: 35, height: 45 }, 300, [null, null]),
]

export type PresetId = (typeof PRESETS)[number]['id']

export function findPreset(id: string): PhotoPreset {
  return PRESETS.find((p) => p.id === id) ?? PRESETS[0]!
}

export const MAX_LIMIT_KB = 5000

/** The size-limit field: empty means no limit; otherwise whole KB from 5 to 5000. */
export function parseLimitKb(text: string): { kb: number | null } | { error: 'limitRange' } {
  const trimmed = text.trim()
  if (trimmed === '') return { kb: null }
  if (!/^\d+$/.test(trimmed)) return { error: 'limitRange' }
  const kb = Number(trimmed)
  return kb < 5 || kb > MAX_LIMIT_KB ? { error: 'limitRange' } : { kb }
}

/** The guide in the frame's pixels: an oval for the head, lines for the crown and the chin band. */
export function headGuide(frame: Size, head: PhotoPreset['head']) {
  const middle = (head.min + head.max) / 2
  const ry = (middle * frame.height) / 2
  return {
    oval: { cx: frame.width / 2, cy: head.top * frame.height + ry, rx: ry * 0.74, ry },
    crown: head.top * frame.height,
    chinMin: (head.top + head.min) * frame.height,
    chinMax: (head.top + head.max) * frame.height,
  }
}
