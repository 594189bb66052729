// PDF to text with pdf.js: each page's text items, with /ActualText honoured (actual-text.ts), are rebuilt
// into lines in reading order. pdf.js does not give a marked-content sequence's ActualText, so when a page
// has any, the file is also opened with pdf-lib to read them (marked-content.ts) — once, on the first such
// page; a file pdf-lib cannot read keeps pdf.js's text as drawn. Free-text notes on a page (the PDF editor's,
// or any viewer's) are text a reader sees there: their words follow the page's, as poppler's pdftotext gives
// them.
import type { PDFDocument } from '@cantoo/pdf-lib'
import { withActualText, type ContentItem } from './actual-text'
import type { ExtractTextOptions, ExtractTextResult, PageText } from './extract-text.options'
import { pageMarkedContent, type MarkedContent } from './marked-content'
import { openPdf, readBytes } from './open-pdf'
import { openWithPdfjs } from './pdfjs'
import type { OnProgress } from './progress'
import { piecesToText } from './text-lines'

/** Extracts the text of every page, marking pages that have no text layer. */
export async function extractText(
  input: { file: Blob },
  options: ExtractTextOptions,
  onProgress?: OnProgress,
): Promise<ExtractTextResult> {
  const bytes = await readBytes(input.file)
  const doc = await openWithPdfjs(bytes, options.password)
  let structure: Promise<PDFDocument | null> | null = null
  const marksOf = async (index: number): Promise<MarkedContent[] | null> => {
    structure ??= openPdf(bytes, options.password).catch(() => null)
    const opened = await structure
    try {
      return opened ? pageMarkedContent(opened, index) : null
    } catch {
      return null
    }
  }
  try {
    const pages: PageText[] = []
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent({ includeMarkedContent: true })
      const items = content.items as ContentItem[]
      const marked = items.some((item) => 'type' in item && item.type === 'beginMarkedContentProps')
      const drawn = piecesToText(withActualText(items, marked ? await marksOf(n - 1) : null))
      const notes = freeTextOf(await page.getAnnotations({ intent: 'display' }).catch(() => []))
      const text = notes.length > 0 ? [drawn, ...notes].filter((t) => t.trim() !== '').join('\n') : drawn
      pages.push({ page: n, text, hasText: text.trim() !== '' })
      page.cleanup()
      await onProgress?.({ fraction: n / doc.numPages, stage: 'reading' })
    }
    return { pages, pageCount: doc.numPages }
  } finally {
    await doc.loadingTask.destroy()
  }
}

/** The words of a page's free-text notes, in the order they are drawn (a hidden note is not seen). */
export function freeTextOf(annotations: readonly unknown[]): string[] {
  const out: string[] = []
  for (const a of annotations as { subtype?: string; contentsObj?: { str?: string }; hidden?: boolean }[]) {
    if (a.subtype !== 'FreeText' || a.hidden) continue
    const text = a.contentsObj?.str?.trim()
    if (text) out.push(text.replace(/\r\n?/g, '\n'))
  }
  return out
}
