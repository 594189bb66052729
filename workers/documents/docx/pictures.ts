// Pictures in a paragraph: DrawingML (w:drawing, inline or floating) and old VML (w:pict), resolved through
// the document's relationships to JPEG or PNG bytes, each file added to the model once. Anything else that
// draws (charts, shapes, text boxes, other picture types) is noted instead.
import type { DocImage } from '../spec.options'
import type { DocxPicture } from './model'
import type { BodyContext } from './read-body'
import { descendants, kid, kids, type XmlElement } from './xml'

const EMU_PER_POINT = 12_700

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

/** Pictures of a w:drawing (inline or floating); charts, shapes and text boxes are noted instead. */
export function drawingPictures(ctx: BodyContext, el: XmlElement): DocxPicture[] {
  // A header's pictures name the header part's relationships, which are not read: said, not drawn.
  if (ctx.pageFields) {
    ctx.notes.add('headersFooters')
    return []
  }
  const out: DocxPicture[] = []
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
  return out
}

/** Old VML pictures (w:pict / v:imagedata) sized by the shape's CSS-like style. */
export function vmlPictures(ctx: BodyContext, el: XmlElement): DocxPicture[] {
  const out: DocxPicture[] = []
  if (descendants(el, 'v:textbox').length) ctx.notes.add('textBoxes')
  if (ctx.pageFields) {
    if (descendants(el, 'v:imagedata').length) ctx.notes.add('headersFooters')
    return out
  }
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
  return out
}
