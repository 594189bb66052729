// The body of word/document.xml walked into the neutral model: paragraphs with resolved formatting and list
// labels, tables, inline pictures and page breaks, grouped into sections by their w:sectPr. Whatever cannot
// be carried over is noted once. Pure: the zip's parts come in as parsed XML and bytes.
import type { DocImage } from '../spec.options'
import type { NoteCode } from './convert-docx.options'
import type { DocxBlock, DocxParagraph, DocxPicture, DocxRun, DocxSection, DocxTable } from './model'
import type { Numbering } from './numbering'
import { drawingPictures, vmlPictures } from './pictures'
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
  /** The default header or footer part at `path` as paragraphs (PAGE fields become "{page}"). */
  band(path: string): DocxParagraph[]
  /** Set while reading a header or footer: page-number fields are kept as placeholders. */
  pageFields?: boolean
}

const BREAK = { break: 'page' } as const
type Part = DocxRun | DocxPicture | typeof BREAK

/** Pre-Unicode Hindi fonts: they draw Devanagari over Latin letters, so the file holds only those letters. */
const LEGACY_HINDI = /kruti|devlys|chanakya|walkman|shusha|aps-?dv|agra|kritidev|dev ?lys/i
const A4_TWIPS = { w: 11_906, h: 16_838 }

type RunState = { inFieldCode: boolean; instr: string; skipResult: boolean }

/** The placeholder a header or footer field stands for, if it is a page number or count. */
function pageToken(instr: string): string | null {
  if (/^\s*PAGE\b/i.test(instr)) return '{page}'
  if (/^\s*(NUMPAGES|SECTIONPAGES)\b/i.test(instr)) return '{pages}'
  return null
}

function run(ctx: BodyContext, r: XmlElement, base: RunProps, state: RunState, out: Part[]): void {
  const rPr = kid(r, 'w:rPr')
  const props: RunProps = { ...base, ...ctx.styles.character(val(rPr, 'w:rStyle')), ...readRunProps(rPr) }
  if (props.hidden) return
  const text = (t: string) => {
    if (!t || state.inFieldCode || state.skipResult) return
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
        if (!state.inFieldCode) out.push(...drawingPictures(ctx, c))
        break
      case 'w:pict':
        out.push(...vmlPictures(ctx, c))
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
      case 'w:instrText':
        if (state.inFieldCode) state.instr += c.children.join('')
        break
      case 'w:fldChar': {
        const type = c.attrs['w:fldCharType']
        // Between begin and separate is the field's code; after separate, its last shown result.
        if (type === 'begin') {
          state.inFieldCode = true
          state.instr = ''
        } else if (type === 'separate') {
          state.inFieldCode = false
          const token = ctx.pageFields ? pageToken(state.instr) : null
          if (token) text(token)
          else ctx.notes.add('fields')
          state.skipResult = token !== null
        } else {
          state.inFieldCode = false
          state.skipResult = false
        }
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
      case 'w:fldSimple': {
        const token = ctx.pageFields ? pageToken(c.attrs['w:instr'] ?? '') : null
        if (token) {
          run(
            ctx,
            { name: 'w:r', attrs: {}, children: [{ name: 'w:t', attrs: {}, children: [token] }] },
            base,
            state,
            out,
          )
        } else inline(ctx, c, base, state, out)
        break
      }
      case 'w:hyperlink':
      case 'w:smartTag':
      case 'w:customXml':
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
  inline(ctx, p, style.r, { inFieldCode: false, instr: '', skipResult: false }, parts)
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
  const band = (tag: string): DocxParagraph[] | undefined => {
    let found: DocxParagraph[] | undefined
    for (const ref of kids(sect, tag)) {
      const path = ctx.rels.get(ref.attrs['r:id'] ?? '')
      if (!path) continue
      // The default band is printed on every page; first-page and even-page variants are not.
      if ((ref.attrs['w:type'] ?? 'default') === 'default') found = ctx.band(path)
      else if (ctx.hasContent(path)) ctx.notes.add('headersFooters')
    }
    return found
  }
  const header = band('w:headerReference')
  const footer = band('w:footerReference')
  return {
    header,
    footer,
    headerAt: tw(mar?.attrs['w:header'], 720),
    footerAt: tw(mar?.attrs['w:footer'], 720),
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
    // A section without its own header or footer keeps the one before it, as in Word.
    frame.header ??= previous?.header
    frame.footer ??= previous?.footer
    if (previous && val(sect, 'w:type') === 'continuous') previous.blocks.push(...mine)
    else sections.push({ ...frame, blocks: mine })
  }
  blockList(ctx, body, blocks, close)
  const last = kid(body, 'w:sectPr')
  if (blocks.length || last || !sections.length) close(last)
  return sections
}

/** The paragraphs of a header or footer part, pictures and tables left out (and noted). */
export function readBand(ctx: BodyContext, root: XmlElement | undefined): DocxParagraph[] {
  const blocks: DocxBlock[] = []
  blockList({ ...ctx, pageFields: true }, root ?? { name: '#', attrs: {}, children: [] }, blocks)
  const out: DocxParagraph[] = []
  for (const b of blocks) {
    if (b.kind !== 'paragraph') {
      if (b.kind === 'table') ctx.notes.add('headersFooters')
      continue
    }
    const parts = b.parts.filter((part) => 'text' in part)
    if (parts.length < b.parts.length) ctx.notes.add('headersFooters')
    out.push({ ...b, parts })
  }
  return out.some((b) => b.parts.some((part) => 'text' in part && part.text.trim())) ? out : []
}
