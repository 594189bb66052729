// Inspect: checks that a file is a PDF we can open (asking for a password when it is locked) and counts
// its pages, before the user plans a merge or split. Asked to (`keep`: the merge and split tools), it keeps
// the opened document (doc-cache.ts) for the merge or split that follows, which then does not parse the file
// again; the other tools' tasks open the file their own way and would only hold it twice.
import type { InspectOptions, InspectResult } from './api.options'
import { keepDocument } from './doc-cache'
import { openPdf, readBytes } from './open-pdf'

/** Opens the PDF and reports its page count; fails with a named error for bad or locked files. */
export async function inspect(input: { file: Blob }, options: InspectOptions): Promise<InspectResult> {
  const bytes = await readBytes(input.file)
  const doc = await openPdf(bytes, options.password)
  if (options.keep) keepDocument(bytes, options.password, doc)
  return { pageCount: doc.getPageCount(), encrypted: Boolean(options.password) || doc.isEncrypted }
}
