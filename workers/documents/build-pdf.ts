// The task: a DocSpec (and its pictures) in, PDF bytes out, with the characters the font cannot show.
import { WorkerTaskError } from '../shared/errors'
import { loadFaces } from '../typeset/fonts'
import type { Item } from './items'
import { layoutDocument } from './layout'
import { writePdf } from './pdf-write'
import type { BuildResult, DocInput } from './spec.options'

/** Characters that came out as the font's empty box (glyph 0). */
export function missingChars(items: readonly Item[]): string[] {
  const out = new Set<string>()
  for (const item of items) {
    if (item.kind !== 'glyphs') continue
    for (const g of item.glyphs) {
      if (g.gid === 0 && g.text.trim()) out.add(g.text)
    }
  }
  return [...out]
}

export async function buildPdf(input: DocInput, _options: Record<string, never> = {}): Promise<BuildResult> {
  if (!input?.spec || !Array.isArray(input.spec.flow)) {
    throw new WorkerTaskError('InvalidInput', 'no document')
  }
  const faces = await loadFaces()
  const { pages } = layoutDocument(faces, input.spec)
  let pdf: Uint8Array
  try {
    pdf = await writePdf(faces, input.spec, pages, input.images)
  } catch (error) {
    // pdf-lib refuses a picture that is not really a JPEG or PNG.
    if (error instanceof Error && /SOI|PNG|image/i.test(error.message)) {
      throw new WorkerTaskError('UnsupportedFormat', error.message)
    }
    throw error
  }
  return { pdf, pageCount: pages.length, missing: missingChars(pages.flatMap((p) => p.items)) }
}
