// The résumé as data, and the checks that a JSON file made by this tool (or edited by hand) must pass
// before it replaces the user's work. Import never half-applies: a file is either a whole résumé or refused
// with one reason the UI can name.
import type { Result } from '@/utils/result'
import { fail, ok } from '@/utils/result'

export const SECTION_KINDS = [
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'languages',
  'custom',
] as const
export type SectionKind = (typeof SECTION_KINDS)[number]

export type ResumeEntry = {
  title: string
  subtitle: string
  place: string
  start: string
  end: string
  details: string
}
export type ResumeSection = { id: string; kind: SectionKind; heading: string; entries: ResumeEntry[] }
export type ResumeProfile = {
  name: string
  headline: string
  email: string
  phone: string
  location: string
  links: string
  summary: string
  photo: string
}
export type Resume = { version: 1; template: string; profile: ResumeProfile; sections: ResumeSection[] }

export const MAX_SECTIONS = 20
export const MAX_ENTRIES = 50
/** Longest text accepted in one field; keeps a hostile file from freezing the preview. */
export const MAX_FIELD = 5000
/** Largest JSON file read, in bytes (a photo data URL included). */
export const MAX_JSON_BYTES = 3_000_000

export type ImportReason = 'too-large' | 'not-json' | 'not-resume' | 'newer-version' | 'bad-field'
export type ImportError = { reason: ImportReason; path?: string }

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function text(
  raw: Record<string, unknown>,
  key: string,
  path: string,
  errors: string[],
  max = MAX_FIELD,
): string {
  const v = raw[key]
  if (v === undefined || v === null) return ''
  if (typeof v !== 'string' || v.length > max) {
    errors.push(`${path}.${key}`)
    return ''
  }
  return v
}

function entry(raw: unknown, path: string, errors: string[]): ResumeEntry {
  if (!isObject(raw)) {
    errors.push(path)
    return { title: '', subtitle: '', place: '', start: '', end: '', details: '' }
  }
  const f = (k: string) => text(raw, k, path, errors)
  return {
    title: f('title'),
    subtitle: f('subtitle'),
    place: f('place'),
    start: f('start'),
    end: f('end'),
    details: f('details'),
  }
}

/** Reads a résumé JSON file's text; every field is checked, unknown keys are dropped. */
export function parseResumeJson(
  json: string,
  byteLength = json.length,
): Result<Resume, ImportReason> & { path?: string } {
  if (byteLength > MAX_JSON_BYTES) return fail('too-large')
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return fail('not-json')
  }
  if (!isObject(data) || !isObject(data.profile) || !Array.isArray(data.sections)) return fail('not-resume')
  if (typeof data.version !== 'number' || data.version > 1) return fail('newer-version')
  const errors: string[] = []
  const p = data.profile
  const photo = text(p, 'photo', 'profile', errors, MAX_JSON_BYTES)
  if (photo && !/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(photo)) {
    errors.push('profile.photo')
  }
  const profile: ResumeProfile = {
    name: text(p, 'name', 'profile', errors),
    headline: text(p, 'headline', 'profile', errors),
    email: text(p, 'email', 'profile', errors),
    phone: text(p, 'phone', 'profile', errors),
    location: text(p, 'location', 'profile', errors),
    links: text(p, 'links', 'profile', errors),
    summary: text(p, 'summary', 'profile', errors),
    photo,
  }
  if (data.sections.length > MAX_SECTIONS) return { ok: false, reason: 'bad-field', path: 'sections' }
  const sections: ResumeSection[] = data.sections.map((raw, i) => {
    const path = `sections.${i}`
    if (!isObject(raw)) {
      errors.push(path)
      return { id: String(i), kind: 'custom', heading: '', entries: [] }
    }
    const kind = SECTION_KINDS.find((k) => k === raw.kind)
    if (!kind) errors.push(`${path}.kind`)
    const entries = Array.isArray(raw.entries) ? raw.entries : []
    if (!Array.isArray(raw.entries) || entries.length > MAX_ENTRIES) errors.push(`${path}.entries`)
    return {
      id: typeof raw.id === 'string' && raw.id ? raw.id.slice(0, 40) : `s${i}`,
      kind: kind ?? 'custom',
      heading: text(raw, 'heading', path, errors, 200),
      entries: entries.slice(0, MAX_ENTRIES).map((e, k) => entry(e, `${path}.entries.${k}`, errors)),
    }
  })
  if (errors.length > 0) return { ok: false, reason: 'bad-field', path: errors[0] }
  const template = typeof data.template === 'string' ? data.template.slice(0, 40) : 'classic'
  return ok({ version: 1, template, profile, sections })
}

/** Moves a section up (-1) or down (+1); out-of-range moves return the list unchanged. */
export function moveSection(sections: readonly ResumeSection[], index: number, by: -1 | 1): ResumeSection[] {
  const to = index + by
  if (index < 0 || index >= sections.length || to < 0 || to >= sections.length) return [...sections]
  const next = [...sections]
  const [moved] = next.splice(index, 1)
  if (moved) next.splice(to, 0, moved)
  return next
}
