// What kind of Word file the bytes are, and the @page rule that prints each rendered page on paper of
// the document's own size. Pure.

export type WordKind = 'docx' | 'doc' | 'other'

/** .docx is a ZIP ("PK\x03\x04"); the old binary .doc is an OLE file (D0 CF 11 E0). */
export function sniffWord(head: Uint8Array): WordKind {
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'docx'
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return 'doc'
  return 'other'
}

/** A CSS length as Word's renderer writes it ("21cm", "793.7pt", "8.5in"), or null. */
function cssLength(value: string): string | null {
  const match = /^\s*(\d+(?:\.\d+)?)(pt|cm|mm|in|px)\s*$/.exec(value)
  return match ? `${match[1]}${match[2]}` : null
}

/** The print rule for a page of `width` × `height` (CSS lengths); A4 when unreadable. */
export function pageRule(width: string, height: string): string {
  const w = cssLength(width)
  const h = cssLength(height)
  return `@page { size: ${w && h ? `${w} ${h}` : 'A4'}; margin: 0; }`
}
