// Paragraph and run properties of a .docx, read from w:pPr / w:rPr and resolved the way Word does: document
// defaults, then the paragraph style and the styles it is based on, then a run style, then direct formatting.
import type { Rgb } from '../spec.options'
import { kid, kids, val, type XmlElement } from './xml'

export type Align = 'left' | 'center' | 'right' | 'justify'

/** Lengths in points. */
export type ParaProps = {
  align?: Align
  indentLeft?: number
  hanging?: number
  firstLine?: number
  spaceBefore?: number
  spaceAfter?: number
  /** Line spacing as a multiple of single spacing, or exact/at-least points. */
  line?: { multiple: number } | { points: number }
  keepNext?: boolean
  /** No space between this paragraph and a neighbour of the same style (list items). */
  contextual?: boolean
  pageBreakBefore?: boolean
  outline?: number
  numId?: string
  ilvl?: number
}

export type RunProps = {
  bold?: boolean
  italic?: boolean
  underline?: boolean
  strike?: boolean
  caps?: boolean
  /** The Latin font named for the run (w:rFonts ascii/hAnsi). */
  font?: string
  hidden?: boolean
  /** Points. */
  size?: number
  color?: Rgb
}

const twips = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v) / 20)
const num = (v: string | undefined) => {
  const n = v === undefined ? NaN : Number(v)
  return Number.isFinite(n) ? n : undefined
}

/** A toggle property: present means on unless its w:val says off. */
function toggle(el: XmlElement | undefined, name: string): boolean | undefined {
  const e = kid(el, name)
  if (!e) return undefined
  const v = e.attrs['w:val']
  return !(v === '0' || v === 'false' || v === 'off' || v === 'none')
}

export function hexColor(v: string | undefined): Rgb | undefined {
  if (!v || !/^[0-9a-fA-F]{6}$/.test(v)) return undefined
  const n = parseInt(v, 16)
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
}

const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>

export function readRunProps(rPr: XmlElement | undefined): RunProps {
  if (!rPr) return {}
  const u = val(rPr, 'w:u')
  const halfPoints = num(val(rPr, 'w:sz'))
  return defined({
    bold: toggle(rPr, 'w:b'),
    italic: toggle(rPr, 'w:i'),
    underline: u === undefined ? undefined : u !== 'none',
    strike: toggle(rPr, 'w:strike') ?? toggle(rPr, 'w:dstrike'),
    caps: toggle(rPr, 'w:caps'),
    font: kid(rPr, 'w:rFonts')?.attrs['w:ascii'] ?? kid(rPr, 'w:rFonts')?.attrs['w:hAnsi'],
    hidden: toggle(rPr, 'w:vanish'),
    size: halfPoints === undefined ? undefined : halfPoints / 2,
    color: hexColor(val(rPr, 'w:color')),
  })
}

const ALIGN: Record<string, Align> = {
  left: 'left',
  start: 'left',
  center: 'center',
  right: 'right',
  end: 'right',
  both: 'justify',
  distribute: 'justify',
}

export function readParaProps(pPr: XmlElement | undefined): ParaProps {
  if (!pPr) return {}
  const ind = kid(pPr, 'w:ind')
  const spacing = kid(pPr, 'w:spacing')
  const numPr = kid(pPr, 'w:numPr')
  const jc = val(pPr, 'w:jc')
  const line = num(spacing?.attrs['w:line'])
  const rule = spacing?.attrs['w:lineRule'] ?? 'auto'
  const outline = num(val(pPr, 'w:outlineLvl'))
  return defined({
    align: jc ? ALIGN[jc] : undefined,
    indentLeft: twips(ind?.attrs['w:left'] ?? ind?.attrs['w:start']),
    hanging: twips(ind?.attrs['w:hanging']),
    firstLine: twips(ind?.attrs['w:firstLine']),
    spaceBefore: twips(spacing?.attrs['w:before']),
    spaceAfter: twips(spacing?.attrs['w:after']),
    line: line === undefined ? undefined : rule === 'auto' ? { multiple: line / 240 } : { points: line / 20 },
    keepNext: toggle(pPr, 'w:keepNext'),
    contextual: toggle(pPr, 'w:contextualSpacing'),
    pageBreakBefore: toggle(pPr, 'w:pageBreakBefore'),
    outline: outline !== undefined && outline < 9 ? outline : undefined,
    numId: val(numPr, 'w:numId'),
    ilvl: num(val(numPr, 'w:ilvl')),
  })
}

type Style = { id: string; name: string; type: string; basedOn?: string; p: ParaProps; r: RunProps }

export type StyleSheet = {
  /** Resolved properties of a paragraph style (its chain of bases included), with defaults first. */
  paragraph(id: string | undefined): { p: ParaProps; r: RunProps; heading?: number }
  /** Resolved run properties of a character style, without the defaults. */
  character(id: string | undefined): RunProps
}

/** Heading level of a style by its name: 0 for the title, 1–6 for headings; undefined otherwise. */
function headingOf(style: Style | undefined): number | undefined {
  if (!style) return undefined
  const name = style.name.toLowerCase()
  if (name === 'title') return 0
  const m = /^heading\s*([1-9])$/.exec(name) ?? /^heading([1-9])$/i.exec(style.id)
  if (m) return Math.min(6, Number(m[1]))
  return undefined
}

export function readStyles(root: XmlElement | undefined): StyleSheet {
  const defaults = kid(root, 'w:docDefaults')
  const baseR = readRunProps(kid(kid(defaults, 'w:rPrDefault'), 'w:rPr'))
  const baseP = readParaProps(kid(kid(defaults, 'w:pPrDefault'), 'w:pPr'))
  const styles = new Map<string, Style>()
  let defaultPara: string | undefined
  for (const s of kids(root, 'w:style')) {
    const id = s.attrs['w:styleId']
    if (!id) continue
    const type = s.attrs['w:type'] ?? 'paragraph'
    const style: Style = {
      id,
      type,
      name: val(s, 'w:name') ?? id,
      basedOn: val(s, 'w:basedOn'),
      p: readParaProps(kid(s, 'w:pPr')),
      r: readRunProps(kid(s, 'w:rPr')),
    }
    styles.set(id, style)
    const isDefault = s.attrs['w:default']
    if (type === 'paragraph' && (isDefault === '1' || isDefault === 'true')) defaultPara = id
  }
  const chain = (id: string | undefined): Style[] => {
    const out: Style[] = []
    let cur = id ? styles.get(id) : undefined
    while (cur && !out.includes(cur) && out.length < 20) {
      out.unshift(cur)
      cur = cur.basedOn ? styles.get(cur.basedOn) : undefined
    }
    return out
  }
  return {
    paragraph(id) {
      const list = chain(id && styles.has(id) ? id : defaultPara)
      const p: ParaProps = { ...baseP }
      const r: RunProps = { ...baseR }
      let heading: number | undefined
      for (const s of list) {
        Object.assign(p, s.p)
        Object.assign(r, s.r)
        heading = headingOf(s) ?? heading
      }
      if (heading === undefined && p.outline !== undefined) heading = Math.min(6, p.outline + 1)
      return { p, r, heading }
    },
    character(id) {
      const r: RunProps = {}
      for (const s of chain(id)) Object.assign(r, s.r)
      return r
    },
  }
}
