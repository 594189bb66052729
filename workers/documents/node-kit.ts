// Test-only: the documents engine and pdf.js text extraction set up for Node, in one module that a tool's
// test under src/ loads by path at run time (the app project type-checks only the workers' *.options.ts, so
// it cannot import worker code statically; it types this kit by `NodeDocumentsKit`).
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib'
import { extractText } from '../pdf/extract-text'
import { blobOf, useNode as installNodePdf } from '../pdf/test-helpers'
import { buildPdf } from './build-pdf'
import type { NodeDocumentsKit } from './node-kit.options'
import { installNodeFonts } from '../typeset/test-helpers'

/** Each page's text as pdf.js reads it back. */
async function pagesText(pdf: Uint8Array): Promise<string[]> {
  const result = await extractText({ file: blobOf(pdf) }, {})
  return result.pages.map((p) => p.text)
}

/** Names of the fonts whose program is embedded (FontFile2) and of those that are not. */
async function fonts(pdf: Uint8Array): Promise<{ embedded: string[]; notEmbedded: string[] }> {
  const doc = await PDFDocument.load(pdf)
  const out = { embedded: [] as string[], notEmbedded: [] as string[] }
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue
    const name = String(obj.get(PDFName.of('FontName')))
    ;(obj.get(PDFName.of('FontFile2')) ? out.embedded : out.notEmbedded).push(name)
  }
  return out
}

export function nodeDocumentsKit(): NodeDocumentsKit {
  installNodePdf()
  installNodeFonts()
  return { buildPdf: (input) => buildPdf(input), pagesText, fonts }
}
