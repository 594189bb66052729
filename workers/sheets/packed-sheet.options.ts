// A sheet's cells packed by column for the trip to the sheets worker: a kind and a number per cell in typed
// arrays (transferred, not copied) and the text of the columns that have any. 190,000 cell objects took the
// page's thread over 100 ms to clone for the worker (issue 22: a 10,000-row export without a frame gap over
// 100 ms); the packed form moves in a few. Pure, side-effect free: the page packs, the worker unpacks.
import type { SheetCell, SheetInput } from './xlsx.options'

const KIND = { null: 0, text: 1, money: 2, number: 3, date: 4 } as const

export type PackedSheet = {
  header: string[]
  sheet: string
  rowCount: number
  /** Per column, per row: 0 empty, 1 text, 2 money, 3 number, 4 date. */
  kinds: Uint8Array[]
  /** Per column, per row: the money (rupees) or number, or a date's UTC midnight in epoch ms. */
  numbers: Float64Array[]
  /** Per column, per row: the text of a text cell; null for a column without text. */
  texts: (string[] | null)[]
}

export class SheetPacker {
  private readonly sheetData: PackedSheet
  constructor(header: string[], sheet: string, rowCount: number) {
    this.sheetData = {
      header,
      sheet,
      rowCount,
      kinds: header.map(() => new Uint8Array(rowCount)),
      numbers: header.map(() => new Float64Array(rowCount)),
      texts: header.map(() => null),
    }
  }

  put(row: number, column: number, cell: SheetCell): void {
    const p = this.sheetData
    if (cell === null || column >= p.header.length) return
    p.kinds[column]![row] = KIND[cell.kind]
    switch (cell.kind) {
      case 'text': {
        const texts = (p.texts[column] ??= new Array<string>(p.rowCount).fill(''))
        texts[row] = cell.text
        return
      }
      case 'money':
      case 'number':
        p.numbers[column]![row] = cell.value
        return
      case 'date':
        p.numbers[column]![row] = Date.UTC(cell.year, cell.month - 1, cell.day)
    }
  }

  done(): PackedSheet {
    return this.sheetData
  }

  /** What to transfer rather than copy. */
  static transferables(p: PackedSheet): ArrayBuffer[] {
    return [...p.kinds, ...p.numbers].map((a) => a.buffer as ArrayBuffer)
  }
}

export function packSheet(input: SheetInput): PackedSheet {
  const packer = new SheetPacker(input.header, input.sheet, input.rows.length)
  input.rows.forEach((cells, r) => cells.forEach((cell, c) => packer.put(r, c, cell)))
  return packer.done()
}

function cellAt(p: PackedSheet, row: number, column: number): SheetCell {
  const n = p.numbers[column]![row]!
  switch (p.kinds[column]![row]) {
    case KIND.text:
      return { kind: 'text', text: p.texts[column]?.[row] ?? '' }
    case KIND.money:
      return { kind: 'money', value: n }
    case KIND.number:
      return { kind: 'number', value: n }
    case KIND.date: {
      const d = new Date(n)
      return { kind: 'date', year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
    }
    default:
      return null
  }
}

export function unpackSheet(p: PackedSheet): SheetInput {
  const rows: SheetCell[][] = []
  for (let r = 0; r < p.rowCount; r++) rows.push(p.header.map((_, c) => cellAt(p, r, c)))
  return { header: p.header, rows, sheet: p.sheet }
}
