// Inspect: checks that a file is a PDF we can open (asking for a password when it is locked) and counts
// its pages, before the user plans a merge or split.
import type { InspectResult } from './api.options'
import { openPdf, readBytes } from './open-pdf'

/** Opens the PDF and reports its page count; fails with a named error for bad or locked files. */
export async function inspect(input: { file: Blob }, options: { password?: string }): Promise<InspectResult> {
  const bytes = await readBytes(input.file)
  const doc = await openPdf(bytes, options.password)
  return { pageCount: doc.getPageCount(), encrypted: Boolean(options.password) || doc.isEncrypted }
}
