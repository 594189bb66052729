// Pure rules of the image resizer: turning the form (pixels, percent or print size at a DPI, aspect lock,
// fit) into the worker's resize spec with a reason for each bad field, and the presets.
import { printToPixels, type Fit, type PrintUnit, type ResizeSpec } from '@workers/image/resize.options'

export type ResizeMode = 'pixels' | 'percent' | 'print'

export type ResizeForm = {
  mode: ResizeMode
  width: string
  height: string
  percent: string
  unit: PrintUnit
  dpi: string
  lockAspect: boolean
  /** With the aspect locked and both sides given: fit inside the box, or fill it and crop the edges. */
  fit: Exclude<Fit, 'stretch'>
}

export type FieldError = 'empty' | 'notNumber' | 'tooSmall' | 'tooLarge' | 'bothNeeded' | 'oneNeeded'
export type ResizeErrors = Partial<Record<'width' | 'height' | 'percent' | 'dpi', FieldError>>
export type ResizeBuild = { ok: true; spec: ResizeSpec } | { ok: false; errors: ResizeErrors }

export const MAX_SIDE_PX = 16_384
export const MAX_PERCENT = 1000
export const DPI_RANGE = [72, 1200] as const
const MAX_PRINT: Record<PrintUnit, number> = { mm: 2000, cm: 200, in: 80 }

function readNumber(text: string, min: number, max: number): { value: number | null; error?: FieldError } {
  const cleaned = text.replace(/[,\s]/g, '')
  if (cleaned === '') return { value: null }
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return { value: null, error: 'notNumber' }
  const value = Number(cleaned)
  if (value < min) return { value: null, error: 'tooSmall' }
  if (value > max) return { value: null, error: 'tooLarge' }
  return { value }
}

/** Checks the form and builds the resize spec. */
export function buildResize(form: ResizeForm): ResizeBuild {
  const errors: ResizeErrors = {}
  if (form.mode === 'percent') {
    const percent = readNumber(form.percent, 1, MAX_PERCENT)
    if (percent.error || percent.value === null) {
      return { ok: false, errors: { percent: percent.error ?? 'empty' } }
    }
    return { ok: true, spec: { kind: 'percent', percent: percent.value } }
  }
  let toPixels = (value: number) => Math.round(value)
  let limits: [number, number] = [1, MAX_SIDE_PX]
  if (form.mode === 'print') {
    const dpi = readNumber(form.dpi, DPI_RANGE[0], DPI_RANGE[1])
    if (dpi.error || dpi.value === null) errors.dpi = dpi.error ?? 'empty'
    const dots = dpi.value ?? 300
    toPixels = (value) => printToPixels(value, form.unit, dots)
    limits = [0.1, MAX_PRINT[form.unit]]
  }
  const width = readNumber(form.width, ...limits)
  const height = readNumber(form.height, ...limits)
  if (width.error) errors.width = width.error
  if (height.error) errors.height = height.error
  if (!width.error && !height.error && width.value === null && height.value === null) {
    errors.width = form.lockAspect ? 'oneNeeded' : 'bothNeeded'
  } else if (!form.lockAspect && !width.error && !height.error) {
    if (width.value === null) errors.width = 'bothNeeded'
    if (height.value === null) errors.height = 'bothNeeded'
  }
  if (Object.keys(errors).length) return { ok: false, errors }
  const w = width.value === null ? null : toPixels(width.value)
  const h = height.value === null ? null : toPixels(height.value)
  if ((w ?? 0) > MAX_SIDE_PX) return { ok: false, errors: { width: 'tooLarge' } }
  if ((h ?? 0) > MAX_SIDE_PX) return { ok: false, errors: { height: 'tooLarge' } }
  return {
    ok: true,
    spec: { kind: 'pixels', width: w, height: h, fit: form.lockAspect ? form.fit : 'stretch' },
  }
}

export type ResizePreset = { id: string; form: Partial<ResizeForm> }

/** Sizes people often need: the Indian passport/visa photo, social media and screens. */
export const RESIZE_PRESETS: readonly ResizePreset[] = [
  {
    id: 'passport',
    form: {
      mode: 'print',
      unit: 'mm',
      width: '35',
      height: '45',
      dpi: '300',
      lockAspect: true,
      fit: 'cover',
    },
  },
  {
    id: 'stampPhoto',
    form: {
      mode: 'print',
      unit: 'mm',
      width: '20',
      height: '25',
      dpi: '300',
      lockAspect: true,
      fit: 'cover',
    },
  },
  {
    id: 'instagramSquare',
    form: { mode: 'pixels', width: '1080', height: '1080', lockAspect: true, fit: 'cover' },
  },
  {
    id: 'instagramPortrait',
    form: { mode: 'pixels', width: '1080', height: '1350', lockAspect: true, fit: 'cover' },
  },
  { id: 'whatsappDp', form: { mode: 'pixels', width: '500', height: '500', lockAspect: true, fit: 'cover' } },
  {
    id: 'youtubeThumb',
    form: { mode: 'pixels', width: '1280', height: '720', lockAspect: true, fit: 'cover' },
  },
  {
    id: 'facebookCover',
    form: { mode: 'pixels', width: '1640', height: '624', lockAspect: true, fit: 'cover' },
  },
  { id: 'fullHd', form: { mode: 'pixels', width: '1920', height: '1080', lockAspect: true, fit: 'contain' } },
  { id: 'half', form: { mode: 'percent', percent: '50' } },
]

export const DEFAULT_RESIZE_FORM: ResizeForm = {
  mode: 'pixels',
  width: '1280',
  height: '',
  percent: '50',
  unit: 'cm',
  dpi: '300',
  lockAspect: true,
  fit: 'contain',
}

/** Switching between pixels and print size: numbers of one unit mean nothing in the other, so start afresh. */
export function switchMode(form: ResizeForm, mode: ResizeMode): ResizeForm {
  if (mode === form.mode) return form
  if (mode === 'print') return { ...form, mode, width: '10', height: '', unit: 'cm' }
  if (mode === 'pixels' && form.mode === 'print') return { ...form, mode, width: '1280', height: '' }
  return { ...form, mode }
}
