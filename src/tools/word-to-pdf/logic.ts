// What kind of Word file the bytes are, the PDF's file name and how many pages the preview draws. Pure.

export type WordKind = 'docx' | 'doc' | 'other'

/** .docx is a ZIP ("PK\x03\x04"); the old binary .doc is an OLE file (D0 CF 11 E0). */
export function sniffWord(head: Uint8Array): WordKind {
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'docx'
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return 'doc'
  return 'other'
}

/** "Report v2.docx" → "Report v2.pdf"; a name without a Word extension gets ".pdf" added. */
export function pdfName(name: string): string {
  const base = name.replace(/\.(docx|docm|dotx|doc)$/i, '').trim()
  return `${base || 'document'}.pdf`
}

/**
 * Pages drawn for the preview: all of a short document, the first `max` of a long one (each preview page is
 * a picture in memory; a phone should not hold hundreds). The PDF itself always has every page.
 */
export function previewPages(pageCount: number, max = 12): number[] {
  return Array.from({ length: Math.max(0, Math.min(pageCount, max)) }, (_, i) => i)
}
