// A TrueType font cut down to the glyphs one PDF uses. Glyph ids stay as they are (the PDF refers to them
// through its CID-to-glyph map), so the cut is simple: every unused outline is emptied, composite glyphs
// keep their parts, and the tables a PDF viewer never reads (shaping tables GSUB/GPOS/GDEF, glyph names)
// are dropped. Noto Sans Devanagari goes from ~220 KB to a few KB for a one-page document.

const KEEP = [
  'OS/2',
  'cmap',
  'cvt ',
  'fpgm',
  'gasp',
  'glyf',
  'head',
  'hhea',
  'hmtx',
  'loca',
  'maxp',
  'name',
  'post',
  'prep',
]

type Tables = Map<string, Uint8Array>

function readTables(font: Uint8Array): Tables {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const count = view.getUint16(4)
  const tables: Tables = new Map()
  for (let i = 0; i < count; i += 1) {
    const rec = 12 + i * 16
    const tag = String.fromCharCode(...font.subarray(rec, rec + 4))
    const offset = view.getUint32(rec + 8)
    const length = view.getUint32(rec + 12)
    tables.set(tag, font.subarray(offset, offset + length))
  }
  return tables
}

const dv = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength)

/** Glyph ids a composite glyph is built from. */
function components(glyph: Uint8Array): number[] {
  if (glyph.length < 10 || dv(glyph).getInt16(0) >= 0) return []
  const view = dv(glyph)
  const out: number[] = []
  let at = 10
  for (;;) {
    const flags = view.getUint16(at)
    out.push(view.getUint16(at + 2))
    at += 4 + (flags & 0x1 ? 4 : 2)
    if (flags & 0x8) at += 2
    else if (flags & 0x40) at += 4
    else if (flags & 0x80) at += 8
    if (!(flags & 0x20) || at >= glyph.length) return out
  }
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3)
  padded.set(data)
  const view = dv(padded)
  let sum = 0
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0
  return sum
}

/** The font with only `used` glyph outlines (plus .notdef and composite parts) and no shaping tables. */
export function subsetTrueType(font: Uint8Array, used: Iterable<number>): Uint8Array {
  const tables = readTables(font)
  const head = tables.get('head')
  const maxp = tables.get('maxp')
  const loca = tables.get('loca')
  const glyf = tables.get('glyf')
  if (!head || !maxp || !loca || !glyf) throw new Error('not a TrueType font')
  const numGlyphs = dv(maxp).getUint16(4)
  const long = dv(head).getInt16(50) === 1
  const offset = (gid: number) => (long ? dv(loca).getUint32(gid * 4) : dv(loca).getUint16(gid * 2) * 2)
  const glyphOf = (gid: number) => glyf.subarray(offset(gid), offset(gid + 1))

  const keep = new Set<number>([0])
  const queue = [...used].filter((g) => g >= 0 && g < numGlyphs)
  while (queue.length) {
    const gid = queue.pop() as number
    if (keep.has(gid) && gid !== 0) continue
    keep.add(gid)
    for (const part of components(glyphOf(gid))) if (!keep.has(part)) queue.push(part)
  }

  const parts: Uint8Array[] = []
  const newLoca = new Uint8Array((numGlyphs + 1) * 4)
  let size = 0
  for (let gid = 0; gid < numGlyphs; gid += 1) {
    dv(newLoca).setUint32(gid * 4, size)
    if (!keep.has(gid)) continue
    const g = glyphOf(gid)
    const padded = new Uint8Array((g.length + 3) & ~3)
    padded.set(g)
    parts.push(padded)
    size += padded.length
  }
  dv(newLoca).setUint32(numGlyphs * 4, size)
  const newGlyf = new Uint8Array(size)
  let at = 0
  for (const p of parts) {
    newGlyf.set(p, at)
    at += p.length
  }
  const newHead = head.slice()
  dv(newHead).setUint32(8, 0) // checkSumAdjustment: not needed by PDF viewers
  dv(newHead).setInt16(50, 1) // long loca offsets
  const post = tables.get('post')
  const newPost = post ? post.slice(0, 32) : undefined
  if (newPost) dv(newPost).setUint32(0, 0x00030000) // version 3: no glyph names

  const out: Tables = new Map()
  for (const tag of KEEP) {
    const data =
      tag === 'glyf'
        ? newGlyf
        : tag === 'loca'
          ? newLoca
          : tag === 'head'
            ? newHead
            : tag === 'post'
              ? newPost
              : tables.get(tag)
    if (data) out.set(tag, data)
  }
  return writeFont(out)
}

function writeFont(tables: Tables): Uint8Array {
  const tags = [...tables.keys()].sort()
  const n = tags.length
  const headerSize = 12 + n * 16
  let total = headerSize
  for (const tag of tags) total += ((tables.get(tag)?.length ?? 0) + 3) & ~3
  const out = new Uint8Array(total)
  const view = dv(out)
  const pow = 2 ** Math.floor(Math.log2(n))
  view.setUint32(0, 0x00010000)
  view.setUint16(4, n)
  view.setUint16(6, pow * 16)
  view.setUint16(8, Math.log2(pow))
  view.setUint16(10, n * 16 - pow * 16)
  let at = headerSize
  tags.forEach((tag, i) => {
    const data = tables.get(tag) as Uint8Array
    const rec = 12 + i * 16
    for (let k = 0; k < 4; k += 1) out[rec + k] = tag.charCodeAt(k)
    view.setUint32(rec + 4, checksum(data))
    view.setUint32(rec + 8, at)
    view.setUint32(rec + 12, data.length)
    out.set(data, at)
    at += (data.length + 3) & ~3
  })
  return out
}
