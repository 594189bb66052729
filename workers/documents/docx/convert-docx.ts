// The Word to PDF task: .docx bytes → neutral model → one DocSpec per run of pages → laid out with the
// documents engine (HarfBuzz-shaped Noto Sans Devanagari) → one PDF whose pages keep each section's paper.
import { WorkerTaskError } from '../../shared/errors'
import { missingChars } from '../build-pdf'
import { loadFaces } from '../../typeset/fonts'
import type { LaidOutPage } from '../items'
import { layoutDocument } from '../layout'
import { writePdf } from '../pdf-write'
import { paperOf, type PageSize } from '../spec.options'
import type { ConvertDocxInput, ConvertDocxResult, OnProgress } from './convert-docx.options'
import { readDocx } from './read-docx'
import { drawBands } from './bands'
import { toPageRuns } from './to-spec'

export async function convertDocx(
  input: ConvertDocxInput,
  _options: Record<string, never> = {},
  onProgress?: OnProgress,
): Promise<ConvertDocxResult> {
  if (!(input?.file instanceof Blob)) throw new WorkerTaskError('InvalidInput', 'no file')
  const bytes = new Uint8Array(await input.file.arrayBuffer())
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    throw new WorkerTaskError('UnsupportedFormat', 'not a zip')
  }
  await onProgress?.({ fraction: 0.05, stage: 'reading' })
  const model = readDocx(bytes, input.name.replace(/\.docx?$/i, '') || 'Document')
  await onProgress?.({ fraction: 0.25, stage: 'layout' })
  const faces = await loadFaces()
  const runs = toPageRuns(model)
  const specs = runs.map((r) => r.spec)
  const pages: LaidOutPage[] = []
  const sizes: PageSize[] = []
  const sectionOf: number[] = []
  runs.forEach(({ spec, section }) => {
    const laid = layoutDocument(faces, spec)
    pages.push(...laid.pages)
    for (let i = 0; i < laid.pages.length; i += 1) {
      sizes.push(paperOf(spec))
      sectionOf.push(section)
    }
  })
  drawBands(faces, pages, sizes, model.sections, sectionOf)
  await onProgress?.({ fraction: 0.7, stage: 'writing' })
  const first = specs[0]
  if (!first) throw new WorkerTaskError('InvalidInput', 'empty document')
  let pdf: Uint8Array
  try {
    pdf = await writePdf(faces, first, pages, model.images, sizes)
  } catch (error) {
    // pdf-lib refuses a picture whose bytes are damaged past their signature.
    if (error instanceof Error && /SOI|PNG|image/i.test(error.message)) {
      throw new WorkerTaskError('CorruptFile', error.message)
    }
    throw error
  }
  await onProgress?.({ fraction: 1 })
  return {
    pdf,
    pageCount: pages.length,
    missing: missingChars(pages.flatMap((p) => p.items)),
    notes: model.notes,
  }
}
