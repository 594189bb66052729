// The body of word/document.xml walked into the neutral model: paragraphs with resolved formatting and list
// labels, tables, inline pictures and page breaks, grouped into sections by their w:sectPr. Whatever cannot
// be carried over is noted once. Pure: the zip's parts come in as parsed XML and bytes.
import type { DocImage } from '../spec.options'
import type { NoteCode } from './convert-docx.options'
import type { DocxBlock, DocxParagraph, DocxPicture, DocxRun, DocxSection, DocxTable } from './model'
import type { Numbering } from './numbering'
import { hexColor, readParaProps, readRunProps, type RunProps, type StyleSheet } from './styles'
import { descendants, kid, kids, val, type XmlElement } from './xml'

export type BodyContext = {
  styles: StyleSheet
  numbering: Numbering
  /** Relationship id → zip path of the target (word/media/image1.png). */
  rels: Map<string, string>
  /** Bytes of a zip part, or undefined. */
  part(path: string): Uint8Array | undefined
  /** Whether a header/footer part at this path has any visible content. */
  hasContent(path: string): boolean
  images: DocImage[]
  notes: Set<NoteCode>
}

const BREAK = { break: 'page' } as const
type Part = DocxRun | DocxPicture | typeof BREAK

const EMU_PER_POINT = 12_700
/** Pre-Unicode Hindi fonts: they draw Devanagari over Latin letters, so the file holds only those letters. */
const LEGACY_HINDI = /kruti|devlys|chanakya|walkman|shusha|aps-?dv|agra|kritidev|dev ?lys/i
const A4_TWIPS = { w: 11_906, h: 16_838 }

function imageType(bytes: Uint8Array): DocImage['type'] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  return null
}

const indexes = new WeakMap<BodyContext, Map<string, number>>()

/** The picture behind relationship `rid` at `width` × `height` points, or null (noted) when unusable. */
function picture(
  ctx: BodyContext,
  rid: string | undefined,
  width: number,
  height: number,
): DocxPicture | null {
  const path = rid ? ctx.rels.get(rid) : undefined
  const bytes = path ? ctx.part(path) : undefined
  const type = bytes ? imageType(bytes) : null
  if (!path || !bytes || !type || !(width > 0) || !(height > 0)) {
    ctx.notes.add('imageTypes')
    return null
  }
  let seen = indexes.get(ctx)
  if (!seen) indexes.set(ctx, (seen = new Map()))
  let image = seen.get(path)
  if (image === undefined) {
    image = ctx.images.push({ bytes, type }) - 1
    seen.set(path, image)
  }
  return { image, width, height }
}

function drawing(ctx: BodyContext, el: XmlElement, out: Part[]): void {
  for (const frame of kids(el)) {
    if (frame.name === 'wp:anchor') ctx.notes.add('floatingImages')
    const extent = kid(frame, 'wp:extent')
    const width = Number(extent?.attrs.cx ?? 0) / EMU_PER_POINT
    const height = Number(extent?.attrs.cy ?? 0) / EMU_PER_POINT
    const data = kid(kid(frame, 'a:graphic'), 'a:graphicData')
    const blips = descendants(data, 'a:blip')
    if (!blips.length) {
      ctx.notes.add(descendants(data, 'wps:txbx').length ? 'textBoxes' : 'drawings')
      continue
    }
    const pic = picture(ctx, blips[0]?.attrs['r:embed'], width, height)
    if (pic) out.push(pic)
  }
}

/** Old VML pictures (w:pict / v:imagedata) sized by the shape's CSS-like style. */
function vml(ctx: BodyContext, el: XmlElement, out: Part[]): void {
  if (descendants(el, 'v:textbox').length) ctx.notes.add('textBoxes')
  for (const shape of kids(el)) {
    const data = descendants(shape, 'v:imagedata')[0]
    if (!data) continue
    const style = shape.attrs.style ?? ''
    const length = (key: string) => {
      const m = new RegExp(`(?:^|;)\\s*${key}\\s*:\\s*([\\d.]+)(pt|in|px)?`).exec(style)
      const v = Number(m?.[1] ?? 0)
      return m?.[2] === 'in' ? v * 72 : m?.[2] === 'px' ? v * 0.75 : v
    }
    const pic = picture(ctx, data.attrs['r:id'], length('width'), length('height'))
    if (pic) out.push(pic)
  }
}

type RunState = { inFieldCode: boolean }

function run(ctx: BodyContext, r: XmlElement, base: RunProps, state: RunState, out: Part[]): void {
  const rPr = kid(r, 'w:rPr')
  const props: RunProps = { ...base, ...ctx.styles.character(val(rPr, 'w:rStyle')), ...readRunProps(rPr) }
  if (props.hidden) return
  const text = (t: string) => {
    if (!t || state.inFieldCode) return
    if (props.font && LEGACY_HINDI.test(props.font) && /[A-Za-z]/.test(t)) ctx.notes.add('legacyFonts')
    out.push({
      text: props.caps ? t.toUpperCase() : t,
      bold: !!props.bold,
      italic: props.italic || undefined,
      underline: props.underline || undefined,
      strike: props.strike || undefined,
      size: props.size ?? 11,
      color: props.color,
    })
  }
  for (const c of kids(r)) {
    switch (c.name) {
      case 'w:t':
        text(c.children.filter((x): x is string => typeof x === 'string').join(''))
        break
      case 'w:tab':
      case 'w:ptab':
        text('\t')
        break
      case 'w:br':
        if (c.attrs['w:type'] === 'page') out.push(BREAK)
        else text('\n')
        break
      case 'w:cr':
        text('\n')
        break
      case 'w:noBreakHyphen':
        text('-')
        break
      case 'w:sym':
        ctx.notes.add('symbols')
        break
      case 'w:drawing':
        if (!state.inFieldCode) drawing(ctx, c, out)
        break
      case 'w:pict':
        vml(ctx, c, out)
        break
      case 'w:object':
        ctx.notes.add('drawings')
        break
      case 'w:footnoteReference':
      case 'w:endnoteReference':
        ctx.notes.add('footnotes')
        break
      case 'w:commentReference':
        ctx.notes.add('comments')
        break
      case 'w:fldChar': {
        ctx.notes.add('fields')
        const type = c.attrs['w:fldCharType']
        // Between begin and separate is the field's code; after separate, its last shown result.
        if (type === 'begin') state.inFieldCode = true
        else state.inFieldCode = false
        break
      }
      case 'mc:AlternateContent':
        alternate(ctx, c, (el) => run(ctx, { ...r, children: el.children }, base, state, out))
        break
    }
  }
}

/** Markup-compatibility blocks: the modern choice when it holds a picture, else the fallback. */
function alternate(ctx: BodyContext, el: XmlElement, walk: (branch: XmlElement) => void): void {
  const choice = kid(el, 'mc:Choice')
  const fallback = kid(el, 'mc:Fallback')
  if (choice && descendants(choice, 'wps:txbx').length) ctx.notes.add('textBoxes')
  const branch = fallback ?? choice
  if (branch) walk(branch)
}

function inline(ctx: BodyContext, el: XmlElement, base: RunProps, state: RunState, out: Part[]): void {
  for (const c of kids(el)) {
    switch (c.name) {
      case 'w:r':
        run(ctx, c, base, state, out)
        break
      case 'w:ins':
      case 'w:moveTo':
        ctx.notes.add('trackedChanges')
        inline(ctx, c, base, state, out)
        break
      case 'w:del':
      case 'w:moveFrom':
        ctx.notes.add('trackedChanges')
        break
      case 'w:sdt':
        inline(ctx, kid(c, 'w:sdtContent') ?? c, base, state, out)
        break
      case 'w:hyperlink':
      case 'w:smartTag':
      case 'w:customXml':
      case 'w:fldSimple':
      case 'w:bdo':
      case 'w:dir':
        inline(ctx, c, base, state, out)
        break
      case 'w:commentRangeStart':
        ctx.notes.add('comments')
        break
      case 'm:oMath':
      case 'm:oMathPara':
        ctx.notes.add('equations')
        break
      case 'mc:AlternateContent':
        alternate(ctx, c, (branch) => inline(ctx, branch, base, state, out))
        break
    }
  }
}

function paragraph(ctx: BodyContext, p: XmlElement, out: DocxBlock[]): void {
  const pPr = kid(p, 'w:pPr')
  const direct = readParaProps(pPr)
  const styleId = val(pPr, 'w:pStyle') ?? ''
  const style = ctx.styles.paragraph(styleId || undefined)
  const props = { ...style.p, ...direct }
  if (kid(pPr, 'w:rPr') && kid(kid(pPr, 'w:rPr'), 'w:ins')) ctx.notes.add('trackedChanges')
  const mark = { ...style.r, ...readRunProps(kid(pPr, 'w:rPr')) }
  const item = props.numId && props.numId !== '0' ? ctx.numbering.next(props.numId, props.ilvl ?? 0) : null
  const size = mark.size ?? 11
  const line = props.line
  const leading = !line
    ? 1.35
    : 'multiple' in line
      ? Math.min(3, Math.max(1.1, 1.35 * line.multiple))
      : Math.min(3, Math.max(1.1, line.points / size))
  const indent = direct.indentLeft ?? item?.indentLeft ?? style.p.indentLeft ?? 0
  const firstOf = (q: typeof direct) => q.firstLine ?? (q.hanging !== undefined ? -q.hanging : undefined)
  // A list item's hanging indent is where its label goes, not a first-line shift.
  const firstIndent = item ? 0 : (firstOf(direct) ?? firstOf(style.p) ?? 0)
  const parts: Part[] = []
  inline(ctx, p, style.r, { inFieldCode: false }, parts)
  if (props.pageBreakBefore) out.push({ kind: 'pageBreak' })
  const make = (first: boolean): DocxParagraph => ({
    kind: 'paragraph',
    heading: style.heading,
    align: props.align ?? 'left',
    indent: Math.max(0, indent),
    firstIndent: first ? firstIndent : 0,
    label: first && item ? item.label : undefined,
    spaceBefore: first ? (props.spaceBefore ?? 0) : 0,
    spaceAfter: props.spaceAfter ?? 0,
    leading,
    keepNext: !!props.keepNext,
    style: styleId,
    contextual: !!props.contextual,
    size,
    parts: [],
  })
  let current = make(true)
  const previous = out[out.length - 1]
  if (previous?.kind === 'paragraph' && previous.style === styleId) {
    if (current.contextual) current.spaceBefore = 0
    if (previous.contextual) previous.spaceAfter = 0
  }
  let pushed = false
  for (const part of parts) {
    if ('break' in part) {
      if (current.parts.length || !pushed) out.push(current)
      out.push({ kind: 'pageBreak' })
      current = make(false)
      pushed = true
    } else current.parts.push(part)
  }
  if (current.parts.length || !pushed) out.push(current)
}

function table(ctx: BodyContext, tbl: XmlElement): DocxTable {
  const columns = kids(kid(tbl, 'w:tblGrid'), 'w:gridCol').map((g) => Number(g.attrs['w:w'] ?? 0) / 20)
  const rows = kids(tbl, 'w:tr').map((tr) => ({
    header: kid(kid(tr, 'w:trPr'), 'w:tblHeader') !== undefined,
    cells: kids(tr, 'w:tc').map((tc) => {
      const blocks: DocxBlock[] = []
      blockList(ctx, tc, blocks)
      const tcPr = kid(tc, 'w:tcPr')
      return {
        span: Math.max(1, Number(val(tcPr, 'w:gridSpan') ?? 1) || 1),
        blocks,
        fill: hexColor(kid(tcPr, 'w:shd')?.attrs['w:fill']),
      }
    }),
  }))
  // Borders come from the table style or the table itself; only an explicit "none" everywhere turns them off.
  const edges = kids(kid(kid(tbl, 'w:tblPr'), 'w:tblBorders'))
  const borders = !(edges.length > 0 && edges.every((e) => ['none', 'nil'].includes(e.attrs['w:val'] ?? '')))
  return { kind: 'table', columns, rows, borders }
}

/** Paragraphs and tables of a container (body, cell, content control), in order. */
function blockList(ctx: BodyContext, el: XmlElement, out: DocxBlock[], onSection?: (s: XmlElement) => void) {
  for (const c of kids(el)) {
    if (c.name === 'w:p') {
      paragraph(ctx, c, out)
      const sect = kid(kid(c, 'w:pPr'), 'w:sectPr')
      if (sect && onSection) onSection(sect)
    } else if (c.name === 'w:tbl') out.push(table(ctx, c))
    else if (c.name === 'w:sdt') blockList(ctx, kid(c, 'w:sdtContent') ?? c, out, onSection)
    else if (c.name === 'w:customXml') blockList(ctx, c, out, onSection)
    else if (c.name === 'w:ins' || c.name === 'w:moveTo') {
      ctx.notes.add('trackedChanges')
      blockList(ctx, c, out, onSection)
    } else if (c.name === 'w:del' || c.name === 'w:moveFrom') ctx.notes.add('trackedChanges')
    else if (c.name === 'm:oMathPara') ctx.notes.add('equations')
  }
}

/** Page size and margins of a w:sectPr (A4 with 1-inch margins where the file says nothing). */
function sectionFrame(ctx: BodyContext, sect: XmlElement | undefined): Omit<DocxSection, 'blocks'> {
  const size = kid(sect, 'w:pgSz')
  const mar = kid(sect, 'w:pgMar')
  const tw = (v: string | undefined, fallback: number) => {
    const n = Number(v)
    return (v !== undefined && Number.isFinite(n) ? Math.abs(n) : fallback) / 20
  }
  if (Number(val(sect, 'w:cols', 'w:num') ?? 1) > 1) ctx.notes.add('columns')
  for (const ref of [...kids(sect, 'w:headerReference'), ...kids(sect, 'w:footerReference')]) {
    const path = ctx.rels.get(ref.attrs['r:id'] ?? '')
    if (path && ctx.hasContent(path)) ctx.notes.add('headersFooters')
  }
  return {
    size: { width: tw(size?.attrs['w:w'], A4_TWIPS.w), height: tw(size?.attrs['w:h'], A4_TWIPS.h) },
    margin: {
      top: tw(mar?.attrs['w:top'], 1440),
      right: tw(mar?.attrs['w:right'], 1440),
      bottom: tw(mar?.attrs['w:bottom'], 1440),
      left: tw(mar?.attrs['w:left'], 1440),
    },
  }
}

/** The document body as sections; a continuous section break joins the section before it. */
export function readBody(ctx: BodyContext, body: XmlElement): DocxSection[] {
  const sections: DocxSection[] = []
  // One array throughout: the walk keeps appending to it while sections take what came before.
  const blocks: DocxBlock[] = []
  const close = (sect: XmlElement | undefined) => {
    const frame = sectionFrame(ctx, sect)
    const previous = sections[sections.length - 1]
    const mine = blocks.splice(0)
    if (previous && val(sect, 'w:type') === 'continuous') previous.blocks.push(...mine)
    else sections.push({ ...frame, blocks: mine })
  }
  blockList(ctx, body, blocks, close)
  const last = kid(body, 'w:sectPr')
  if (blocks.length || last || !sections.length) close(last)
  return sections
}
