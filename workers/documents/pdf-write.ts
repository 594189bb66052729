// Paints laid-out pages into a PDF with pdf-lib's object layer: content streams are written here (pdf-lib's
// drawText cannot place shaped glyphs), fonts through PdfFont, pictures through pdf-lib's JPEG/PNG embedding.
import { PDFDocument, PDFName, type PDFImage } from '@cantoo/pdf-lib'
import type { Faces } from '../typeset/fonts'
import type { Item, LaidOutPage } from './items'
import { glyphRunOps } from '../typeset/glyph-run'
import { pdfPath } from '../typeset/paths'
import { PdfFont } from '../typeset/pdf-font'
import { paperOf, type DocImage, type DocSpec, type PageSize, type Rgb } from './spec.options'

const n = (v: number) => (Math.round(v * 1000) / 1000).toString()
/** Layout y (downwards from the page top) to PDF y (upwards from the bottom). */
type Flip = (y: number) => number
const color = (c: Rgb, op: 'rg' | 'RG') => `${n(c[0])} ${n(c[1])} ${n(c[2])} ${op}`
/** Four cubic curves approximating a circle (κ = 0.5523). */
function circle(cx: number, cy: number, r: number): string {
  const k = r * 0.5523
  return [
    `${n(cx + r)} ${n(cy)} m`,
    `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c`,
    `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c`,
    `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c`,
    `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c h`,
  ].join('\n')
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const k = r * 0.4477
  return [
    `${n(x + r)} ${n(y)} m`,
    `${n(x + w - r)} ${n(y)} l ${n(x + w - k)} ${n(y)} ${n(x + w)} ${n(y + k)} ${n(x + w)} ${n(y + r)} c`,
    `${n(x + w)} ${n(y + h - r)} l ${n(x + w)} ${n(y + h - k)} ${n(x + w - k)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)} c`,
    `${n(x + r)} ${n(y + h)} l ${n(x + k)} ${n(y + h)} ${n(x)} ${n(y + h - k)} ${n(x)} ${n(y + h - r)} c`,
    `${n(x)} ${n(y + r)} l ${n(x)} ${n(y + k)} ${n(x + k)} ${n(y)} ${n(x + r)} ${n(y)} c h`,
  ].join('\n')
}

type Resources = { fonts: Record<'regular' | 'bold', PdfFont>; images: PDFImage[]; Y: Flip }

function itemOps(item: Item, res: Resources, names: Map<number, string>): string {
  const { Y } = res
  switch (item.kind) {
    case 'glyphs': {
      const { text, outlines } = glyphRunOps(
        {
          glyphs: item.glyphs,
          x: item.x,
          y: Y(item.y),
          size: item.size,
          fill: color(item.color, 'rg'),
          italic: item.italic,
        },
        res.fonts[item.weight],
      )
      return outlines.length ? `${text}\nq ${color(item.color, 'rg')}\n${outlines.join('\n')}\nQ` : text
    }
    case 'rect': {
      const path = `${n(item.x)} ${n(Y(item.y + item.height))} ${n(item.width)} ${n(item.height)} re`
      const ops = ['q']
      if (item.fill) ops.push(color(item.fill, 'rg'))
      if (item.stroke) ops.push(color(item.stroke, 'RG'), `${n(item.lineWidth ?? 1)} w`)
      ops.push(path, item.fill && item.stroke ? 'B' : item.fill ? 'f' : 'S', 'Q')
      return ops.join('\n')
    }
    case 'image': {
      const name = names.get(item.image)
      if (!name) return ''
      const [x, y, w, h] = [item.x, Y(item.y + item.height), item.width, item.height]
      const clip =
        item.shape === 'circle'
          ? circle(x + w / 2, y + h / 2, Math.min(w, h) / 2)
          : item.shape === 'rounded'
            ? roundedRect(x, y, w, h, Math.min(w, h) * 0.08)
            : `${n(x)} ${n(y)} ${n(w)} ${n(h)} re`
      const ops = ['q', clip, 'W n', `${n(w)} 0 0 ${n(h)} ${n(x)} ${n(y)} cm`, `/${name} Do`, 'Q']
      if (item.border) ops.push('q', color(item.border, 'RG'), '1.5 w', clip, 'S', 'Q')
      return ops.join('\n')
    }
    case 'path': {
      const s = item.size / 100
      const map = (px: number, py: number) =>
        [item.x + (item.flipX ? 100 - px : px) * s, Y(item.y + (item.flipY ? 100 - py : py) * s)] as const
      return `q ${color(item.color, 'rg')}\n${pdfPath(item.d, map)}\n${item.evenOdd ? 'f*' : 'f'}\nQ`
    }
  }
}

/** Writes the pages into a new PDF and returns its bytes. */
export async function writePdf(
  faces: Faces,
  spec: DocSpec,
  pages: readonly LaidOutPage[],
  images: readonly DocImage[],
  /** Each page's own paper, where pages differ (a converted document's sections); else the spec's. */
  sizes?: readonly PageSize[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.setTitle(spec.title, { showInWindowTitleBar: true })
  if (spec.author) pdf.setAuthor(spec.author)
  pdf.setLanguage(spec.lang)
  pdf.setCreator('AutoBahi Tools')
  pdf.setProducer('AutoBahi Tools (HarfBuzz + pdf-lib)')
  pdf.setCreationDate(new Date())
  const fonts = { regular: new PdfFont(faces.regular, 'F1'), bold: new PdfFont(faces.bold, 'F2') }
  const used = new Set(pages.flatMap((p) => p.items.flatMap((i) => (i.kind === 'image' ? [i.image] : []))))
  const embedded: PDFImage[] = []
  const names = new Map<number, string>()
  for (const index of used) {
    const image = images[index]
    if (!image) continue
    const e = image.type === 'png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes)
    names.set(index, `Im${embedded.length + 1}`)
    embedded.push(e)
  }
  const paperAt = (p: number) => sizes?.[p] ?? paperOf(spec)
  const contents = pages.map((page, p) => {
    const res: Resources = { fonts, images: embedded, Y: (y) => paperAt(p).height - y }
    return page.items.map((item) => itemOps(item, res, names)).join('\n')
  })
  const fontRefs = { F1: fonts.regular.embed(pdf), F2: fonts.bold.embed(pdf) }
  contents.forEach((content, p) => {
    const paper = paperAt(p)
    const page = pdf.addPage([paper.width, paper.height])
    page.node.setFontDictionary(PDFName.of('F1'), fontRefs.F1)
    page.node.setFontDictionary(PDFName.of('F2'), fontRefs.F2)
    names.forEach((name, index) => {
      const e = embedded[[...names.keys()].indexOf(index)]
      if (e) page.node.setXObject(PDFName.of(name), e.ref)
    })
    page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(content)))
  })
  return pdf.save({ useObjectStreams: true })
}
