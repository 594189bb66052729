/// <reference types="node" />
// Test-only: the regression corpus of issue 23, made here rather than copied from anywhere. A tiny PDF writer
// lays files out the way other generators do — cairo and LibreOffice write each stream's /Length as an
// indirect object after the stream; LibreOffice and Chromium wrap reordered Devanagari clusters in
// /ActualText marked content — and Debian's own tools (qpdf, poppler's pdftocairo) remake them: real cairo
// output, QDF (uncompressed, indirect lengths), object streams, linearised, encrypted.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { zlibSync } from 'fflate'
import { loadFace, type LoadedFace } from '../typeset/fonts'
import { installNodeFonts } from '../typeset/test-helpers'
import { subsetTrueType } from '../typeset/ttf-subset'

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff)

type Body = { text: string } | { dict: string; data: Uint8Array; indirectLength: boolean; eol: string }

/** A PDF written object by object in the order added, with a classic cross-reference table. */
export class PdfWriter {
  private readonly bodies = new Map<number, Body>()
  private readonly order: number[] = []
  private next = 1

  reserve(): number {
    return this.next++
  }

  add(text: string, num = this.reserve()): number {
    this.bodies.set(num, { text })
    this.order.push(num)
    return num
  }

  /**
   * A stream; `indirectLength` writes its /Length as the next object after it (as cairo does), `eol` is the
   * end-of-line marker between the data and `endstream`.
   */
  addStream(
    dict: string,
    data: Uint8Array,
    { indirectLength = false, eol = '\n' }: { indirectLength?: boolean; eol?: string } = {},
    num = this.reserve(),
  ): number {
    this.bodies.set(num, { dict, data, indirectLength, eol })
    this.order.push(num)
    return num
  }

  finish(root: number, extraTrailer = ''): Uint8Array {
    const chunks: Uint8Array[] = [latin1('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')]
    let size = chunks[0]!.length
    const offsets = new Map<number, number>()
    const push = (bytes: Uint8Array) => {
      chunks.push(bytes)
      size += bytes.length
    }
    for (const num of this.order) {
      const body = this.bodies.get(num)!
      offsets.set(num, size)
      if ('text' in body) {
        push(latin1(`${num} 0 obj\n${body.text}\nendobj\n`))
        continue
      }
      const lengthNum = body.indirectLength ? this.reserve() : 0
      const length = body.indirectLength ? `${lengthNum} 0 R` : String(body.data.length)
      push(latin1(`${num} 0 obj\n<< /Length ${length} ${body.dict} >>\nstream\n`))
      push(body.data)
      push(latin1(`${body.eol}endstream\nendobj\n`))
      if (body.indirectLength) {
        offsets.set(lengthNum, size)
        push(latin1(`${lengthNum} 0 obj\n   ${body.data.length}\nendobj\n`))
      }
    }
    const count = this.next
    const rows = ['0000000000 65535 f \n']
    for (let num = 1; num < count; num += 1) {
      const at = offsets.get(num)
      rows.push(at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`)
    }
    push(
      latin1(
        `xref\n0 ${count}\n${rows.join('')}trailer\n<< /Size ${count} /Root ${root} 0 R ${extraTrailer}>>\n` +
          `startxref\n${size}\n%%EOF\n`,
      ),
    )
    const out = new Uint8Array(size)
    let at = 0
    for (const chunk of chunks) {
      out.set(chunk, at)
      at += chunk.length
    }
    return out
  }
}

/** Writes the catalog and page tree over pages made by `addPage`; returns the file. */
function withPages(writer: PdfWriter, pages: readonly number[], pagesNum: number): Uint8Array {
  writer.add(
    `<< /Type /Pages /Kids [${pages.map((p) => `${p} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    pagesNum,
  )
  const catalog = writer.add(`<< /Type /Catalog /Pages ${pagesNum} 0 R >>`)
  return writer.finish(catalog)
}

/** An 8-bit RGB picture, Flate-compressed: something for Compress PDF to work on. */
function gradient(width: number, height: number): Uint8Array {
  const raw = new Uint8Array(width * height * 3)
  for (let y = 0, i = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1, i += 3) {
      raw[i] = (x * 255) / width
      raw[i + 1] = (y * 255) / height
      raw[i + 2] = ((x ^ y) * 7) & 0xff
    }
  }
  return zlibSync(raw)
}

/**
 * A PDF laid out as cairo writes one: every /Length an indirect object after its stream. Page 1's content
 * ends in a carriage return with a lone LF before `endstream` (issue 23's page 67: 169 bytes read as 168);
 * page 2's uncompressed content holds the word "Mainstream" (pdf-lib's fallback took it for a nested
 * stream); page 3 is Flate-compressed and shows a picture; page 4 has two content streams.
 */
export function cairoStyle(): Uint8Array {
  const w = new PdfWriter()
  const pagesNum = w.reserve()
  const font = w.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  const resources = `/Resources << /Font << /F1 ${font} 0 R >> >>`
  const page = (contents: string, extra = resources) =>
    w.add(`<< /Type /Page /Parent ${pagesNum} 0 R /MediaBox [0 0 300 300] /Contents ${contents} ${extra} >>`)
  const stream = (text: string, options: { eol?: string } = {}) =>
    w.addStream('', latin1(text), { indirectLength: true, ...options })
  const pages: number[] = []
  pages.push(
    page(`${stream('BT /F1 14 Tf 20 250 Td (Page one, CR at the end) Tj ET\n0 0 m 100 100 l S\r')} 0 R`),
  )
  pages.push(page(`${stream('BT /F1 14 Tf 20 250 Td (Mainstream media, page two) Tj ET\n')} 0 R`))
  const image = w.addStream(
    '/Type /XObject /Subtype /Image /Width 96 /Height 64 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode',
    gradient(96, 64),
    { indirectLength: true },
  )
  const drawn = w.addStream(
    '/Filter /FlateDecode',
    zlibSync(latin1('q 192 0 0 128 50 50 cm /Im1 Do Q BT /F1 14 Tf 20 250 Td (Page three) Tj ET\n')),
    { indirectLength: true },
  )
  pages.push(
    page(`${drawn} 0 R`, `/Resources << /Font << /F1 ${font} 0 R >> /XObject << /Im1 ${image} 0 R >> >>`),
  )
  const first = stream('BT /F1 14 Tf 20 250 Td (Page four) Tj ET\r\n', { eol: '\r\n' })
  const second = stream('0 0 m 50 50 l S\n\r')
  pages.push(page(`[${first} 0 R ${second} 0 R]`))
  return withPages(w, pages, pagesNum)
}

/** One Devanagari word or Latin run shaped: glyphs with their advances and HarfBuzz's clusters. */
type Shaped = { gids: number[]; advances: number[]; clusters: { start: number; end: number; text: string }[] }

function shapeText(face: LoadedFace, text: string, deva: boolean): Shaped {
  const { hb } = face
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.setDirection(hb.Direction.LTR)
  buffer.setScript(deva ? 'Deva' : 'Latn')
  buffer.setLanguage(deva ? 'hi' : 'en')
  hb.shape(face.font, buffer)
  const infos = buffer.getGlyphInfos()
  const positions = buffer.getGlyphPositions()
  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b)
  const clusters: Shaped['clusters'] = []
  for (let i = 0; i < infos.length;) {
    const cluster = infos[i]!.cluster
    let j = i
    while (j < infos.length && infos[j]!.cluster === cluster) j += 1
    const next = starts.find((s) => s > cluster) ?? text.length
    clusters.push({ start: i, end: j, text: text.slice(cluster, next) })
    i = j
  }
  return {
    gids: infos.map((g) => g.codepoint),
    advances: positions.map((p) => p.xAdvance),
    clusters,
  }
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase()
const utf16 = (text: string) => Array.from(text, (c) => hex4(c.charCodeAt(0))).join('')

/**
 * A PDF laid out as LibreOffice writes Hindi: glyphs in visual order (the i-matra before its consonant),
 * each glyph's ToUnicode entry the one character the font maps to it (or none for a conjunct), and every
 * cluster whose glyphs do not read as its text wrapped in `/Span <</ActualText <FEFF…>>> BDC … EMC`. Read
 * glyph by glyph, the words come out garbled; read with /ActualText they come out as typed. Streams are
 * Flate-compressed with indirect lengths, as LibreOffice writes them.
 */
export async function libreOfficeStyle(lines: readonly string[]): Promise<Uint8Array> {
  installNodeFonts()
  const face = await loadFace('regular')
  const scale = 1000 / face.upem
  // The character each glyph stands for on its own: what a glyph-by-glyph ToUnicode map can say.
  const nominal = new Map<number, string>()
  const dottedCircle = shapeText(face, '\u25cc', false).gids[0]
  const used = new Set<number>([0])
  const content: string[] = []
  let y = 760
  for (const line of lines) {
    content.push(`BT /F1 16 Tf 1 0 0 1 40 ${y} Tm`)
    for (const run of line.match(/[\u0900-\u097f\u200c\u200d]+|[^\u0900-\u097f\u200c\u200d]+/gu) ?? []) {
      const deva = /[\u0900-\u097f]/u.test(run)
      const shaped = shapeText(face, run, deva)
      for (const cp of Array.from(run)) {
        // A mark shaped alone comes with HarfBuzz's dotted circle for a base; the mark's glyph is the other.
        const alone = shapeText(face, cp, deva).gids.filter((gid) => gid !== dottedCircle)
        if (alone.length === 1 && !nominal.has(alone[0]!)) nominal.set(alone[0]!, cp)
      }
      for (const cluster of shaped.clusters) {
        const gids = shaped.gids.slice(cluster.start, cluster.end)
        gids.forEach((gid) => used.add(gid))
        const parts: string[] = []
        for (let k = cluster.start; k < cluster.end; k += 1) {
          const gid = shaped.gids[k]!
          // The pen moves by the font's advance; TJ corrects it to HarfBuzz's (a mark takes no room).
          const correction = Math.round((face.advanceOf(gid) - shaped.advances[k]!) * scale)
          parts.push(`<${hex4(gid)}>${correction ? ` ${correction}` : ''}`)
        }
        const show = `[${parts.join(' ')}] TJ`
        const reads = gids.map((gid) => nominal.get(gid) ?? '').join('')
        content.push(
          reads === cluster.text
            ? show
            : `/Span <</ActualText <FEFF${utf16(cluster.text)}>>> BDC ${show} EMC`,
        )
      }
    }
    content.push('ET')
    y -= 28
  }
  const w = new PdfWriter()
  const pagesNum = w.reserve()
  const flate = (bytes: Uint8Array, extra = '') =>
    w.addStream(`/Filter /FlateDecode ${extra}`, zlibSync(bytes), { indirectLength: true })
  const fontFile = flate(subsetTrueType(face.bytes, used))
  const cmapEntries = [...nominal].filter(([gid]) => used.has(gid))
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    `${cmapEntries.length} beginbfchar`,
    ...cmapEntries.map(([gid, text]) => `<${hex4(gid)}> <${utf16(text)}>`),
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n')
  const toUnicode = flate(latin1(cmap))
  const widths = [...used]
    .sort((a, b) => a - b)
    .map((gid) => `${gid} [${Math.round(face.advanceOf(gid) * scale)}]`)
  const descriptor = w.add(
    `<< /Type /FontDescriptor /FontName /AAAAAA+NotoSansDevanagari /Flags 4 /FontBBox [-600 -400 1600 1100] ` +
      `/ItalicAngle 0 /Ascent 1069 /Descent -293 /CapHeight 714 /StemV 80 /FontFile2 ${fontFile} 0 R >>`,
  )
  const cidFont = w.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /AAAAAA+NotoSansDevanagari /CIDSystemInfo ` +
      `<< /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R ` +
      `/CIDToGIDMap /Identity /DW 0 /W [${widths.join(' ')}] >>`,
  )
  const font = w.add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /AAAAAA+NotoSansDevanagari /Encoding /Identity-H ` +
      `/DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  )
  const contents = flate(latin1(content.join('\n')))
  const page = w.add(
    `<< /Type /Page /Parent ${pagesNum} 0 R /MediaBox [0 0 595 842] /Contents ${contents} 0 R ` +
      `/Resources << /Font << /F1 ${font} 0 R >> >> >>`,
  )
  return withPages(w, [page], pagesNum)
}

/** Runs a Debian tool on `input` (written to a scratch folder) and returns the file it wrote. */
function throughTool(input: Uint8Array, command: string, args: (input: string, output: string) => string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-corpus-'))
  try {
    const from = join(dir, 'in.pdf')
    const to = join(dir, 'out.pdf')
    writeFileSync(from, input)
    execFileSync(command, args(from, to), { stdio: 'pipe' })
    return new Uint8Array(readFileSync(to))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The file as cairo writes it: poppler's pdftocairo draws every page again into a cairo PDF surface. */
export const viaCairo = (input: Uint8Array) => throughTool(input, 'pdftocairo', (i, o) => ['-pdf', i, o])

/** The file rewritten by qpdf with the given options. */
export const viaQpdf = (input: Uint8Array, ...options: string[]) =>
  throughTool(input, 'qpdf', (i, o) => [...options, i, o])

/** Fails clearly when a Debian tool the corpus needs is missing (CI installs qpdf and poppler-utils). */
function need(tool: string): void {
  try {
    execFileSync('which', [tool], { stdio: 'pipe' })
  } catch {
    throw new Error(`${tool} is not installed (apt-get install qpdf poppler-utils)`)
  }
}

function withFile<T>(bytes: Uint8Array, work: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-check-'))
  try {
    const path = join(dir, 'file.pdf')
    writeFileSync(path, bytes)
    return work(path)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** What `qpdf --check` finds wrong, warnings included; '' for a clean file. */
export function qpdfProblems(bytes: Uint8Array, password?: string): string {
  need('qpdf')
  return withFile(bytes, (path) => {
    try {
      execFileSync('qpdf', ['--check', ...(password ? [`--password=${password}`] : []), path], {
        stdio: 'pipe',
      })
      return ''
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
      return `${stderr?.toString() ?? ''}${stdout?.toString() ?? ''}`.trim() || String(error)
    }
  })
}

type QpdfJson = {
  pages: { contents: string[] }[]
  qpdf: [unknown, Record<string, { stream?: { data?: string } }>]
}

/**
 * Each page's content streams as stored (still compressed, decrypted), read by qpdf rather than by the
 * parser under test: base64 of each stream's bytes, page by page.
 */
export function pageContents(bytes: Uint8Array, password?: string): string[][] {
  need('qpdf')
  const json = withFile(bytes, (path) =>
    execFileSync(
      'qpdf',
      [
        '--json=2',
        '--json-key=pages',
        '--json-key=qpdf',
        '--json-stream-data=inline',
        '--decode-level=none',
        ...(password ? [`--password=${password}`] : []),
        path,
      ],
      { stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 },
    ).toString(),
  )
  const parsed = JSON.parse(json) as QpdfJson
  const objects = parsed.qpdf[1]
  return parsed.pages.map((page) => page.contents.map((ref) => objects[`obj:${ref}`]?.stream?.data ?? ''))
}

/** poppler's text of the whole file (pdftotext, reading order, UTF-8). */
export function pdftotext(bytes: Uint8Array): string {
  need('pdftotext')
  return withFile(bytes, (path) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { stdio: 'pipe' }).toString(),
  )
}
