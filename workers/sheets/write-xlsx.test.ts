// Reads the produced workbook back (it is a zip of XML) to check what Excel will see: numbers as numbers,
// dates as date serials under a dd-mm-yyyy style, text as shared strings.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { sheetName, writeXlsx } from './write-xlsx'
import { XLSX_DATE_FORMAT, type SheetInput } from './xlsx.options'

const table: SheetInput = {
  header: ['नाम', 'Amount', 'Due', 'Km'],
  rows: [
    [
      { kind: 'text', text: 'रमेश कुमार' },
      { kind: 'money', value: 1500.5 },
      { kind: 'date', year: 2026, month: 11, day: 26 },
      { kind: 'number', value: 12_345 },
    ],
    [
      { kind: 'text', text: '=1+1' },
      { kind: 'money', value: -0.99 },
      { kind: 'date', year: 2026, month: 1, day: 1 },
      null,
    ],
  ],
  sheet: 'Parties: all',
}

async function readBack(t: SheetInput) {
  const files = unzipSync(await writeXlsx(t))
  const text = (name: string) => strFromU8(files[name]!)
  const sheet = text('xl/worksheets/sheet1.xml')
  const cells = new Map<string, { attrs: string; v: string | undefined }>()
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>(?:<v>([^<]*)<\/v>)?[^]*?<\/c>)/g)) {
    cells.set(m[1]!, { attrs: m[2]!, v: m[3] })
  }
  return { files, text, cells }
}

/** The number format code a cell's style points to (styles.xml cellXfs → numFmts). */
function formatOf(styles: string, attrs: string): string | undefined {
  const s = /\bs="(\d+)"/.exec(attrs)?.[1]
  if (s === undefined) return undefined
  const xfs = /<cellXfs[^>]*>([^]*?)<\/cellXfs>/.exec(styles)![1]!.match(/<xf\b[^>]*?(?:\/>|>[^]*?<\/xf>)/g)!
  const numFmtId = /numFmtId="(\d+)"/.exec(xfs[Number(s)]!)?.[1]
  const fmt = new RegExp(`<numFmt numFmtId="${numFmtId}" formatCode="([^"]*)"`).exec(styles)
  return fmt?.[1]
}

describe('register Excel export', () => {
  it('writes money and counts as numeric cells, not text', async () => {
    const { cells, text } = await readBack(table)
    const amount = cells.get('B2')!
    expect(amount.attrs).not.toMatch(/\bt="(s|str|inlineStr)"/)
    expect(Number(amount.v)).toBe(1500.5)
    expect(Number(cells.get('B3')!.v)).toBe(-0.99)
    expect(formatOf(text('xl/styles.xml'), amount.attrs)).toBe('#,##0.00')
    expect(cells.get('D2')!.attrs).not.toMatch(/\bt="/)
    expect(Number(cells.get('D2')!.v)).toBe(12345)
  })

  it('writes dates as Excel date serials shown dd-mm-yyyy', async () => {
    const { cells, text } = await readBack(table)
    const due = cells.get('C2')!
    expect(due.attrs).not.toMatch(/\bt="/)
    // 26 Nov 2026 is day 46352 counted Excel's way (1 Jan 1900 = 1, with its phantom 29 Feb 1900).
    expect(Number(due.v)).toBe(46352)
    expect(formatOf(text('xl/styles.xml'), due.attrs)).toBe(XLSX_DATE_FORMAT)
    expect(Number(cells.get('C3')!.v)).toBe(46023)
  })

  it('keeps text as text, Hindi and would-be formulas included, and leaves blanks empty', async () => {
    const { cells, text } = await readBack(table)
    expect(cells.get('A2')!.attrs).toMatch(/t="s"/)
    const shared = text('xl/sharedStrings.xml')
    expect(shared).toContain('रमेश कुमार')
    expect(shared).toContain('=1+1')
    expect(text('xl/worksheets/sheet1.xml')).not.toContain('<f>')
    expect(cells.has('D3')).toBe(false)
    expect(text('xl/workbook.xml')).toContain('name="Parties  all"')
  })

  it('makes an empty export a sheet with only the header row', async () => {
    const { cells } = await readBack({ header: ['Name'], rows: [], sheet: 'x' })
    expect([...cells.keys()]).toEqual(['A1'])
  })

  it('refuses what is not a table', async () => {
    await expect(writeXlsx({} as SheetInput)).rejects.toMatchObject({ name: 'InvalidInput' })
  })

  it('gives Excel a sheet name it accepts', () => {
    expect(sheetName('Bookings [all] / 2026?')).toBe('Bookings  all    2026')
    expect(sheetName('x'.repeat(40))).toHaveLength(31)
    expect(sheetName(' :: ')).toBe('Sheet1')
  })
})
