// PDF to text with pdf.js: each page's text items are rebuilt into lines in reading order.
import type { ExtractTextOptions, ExtractTextResult, PageText } from './extract-text.options'
import { readBytes } from './open-pdf'
import { openWithPdfjs } from './pdfjs'
import type { OnProgress } from './progress'
import { piecesToText, type TextPiece } from './text-lines'

/** Extracts the text of every page, marking pages that have no text layer. */
export async function extractText(
  input: { file: Blob },
  options: ExtractTextOptions,
  onProgress?: OnProgress,
): Promise<ExtractTextResult> {
  const doc = await openWithPdfjs(await readBytes(input.file), options.password)
  try {
    const pages: PageText[] = []
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      const pieces = content.items.filter((item): item is TextPiece & typeof item => 'str' in item)
      const text = piecesToText(pieces)
      pages.push({ page: n, text, hasText: text.trim() !== '' })
      page.cleanup()
      await onProgress?.({ fraction: n / doc.numPages, stage: 'reading' })
    }
    return { pages, pageCount: doc.numPages }
  } finally {
    await doc.loadingTask.destroy()
  }
}
