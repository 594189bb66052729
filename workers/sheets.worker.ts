// The sheets worker family: spreadsheet files of the registers' exports, written off the page's thread so a
// 50,000-row export neither freezes the screen nor stops Cancel; and sheets a person imports, read here too.
import { expose, transfer } from 'comlink'
import { unpackSheet } from './sheets/packed-sheet.options'
import { readSheetRows } from './sheets/read-sheet'
import { writeXlsx } from './sheets/write-xlsx'
import type { SheetsWorkerApi } from './sheets/xlsx.options'

const api: SheetsWorkerApi = {
  writeXlsx: async (input) => {
    const bytes = await writeXlsx(unpackSheet(input))
    return transfer(bytes, [bytes.buffer])
  },
  readSheet: (input, options, onProgress) => readSheetRows(input, options, onProgress),
}

expose(api)

export type { SheetsWorkerApi }
