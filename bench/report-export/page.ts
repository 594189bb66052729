// The browser half of bench/report-export.mjs: on a page of its own, the sales register's Excel export as the
// register's button makes it — the export table and the sheet's cells on the page's thread, the bytes written by
// the real sheets worker (sheetsWorker, the app's client) — and, as the named baseline, the CSV of the same table
// on the page's thread (what the CSV button does). A tick every 16 ms (a frame) records the longest gap between
// two ticks while the export runs: the frame gap. (Headless Chromium reports no 'longtask' entries, so the ticks
// are the measure.)
import { sheetsWorker } from '@/lib/workers/sheets-client'
import { packSheet, SheetPacker } from '../../workers/sheets/packed-sheet.options'
import { tableToCsv } from '@/ui/register/register-export'
import { sheetInput, xlsxBytes } from '@/ui/register/register-xlsx'
import { rowsOf, tableOf, vouchers } from './main'

type Figures = { ms: number; gap: number; bytes: number }

async function measure(work: () => Promise<number>): Promise<Figures> {
  let last = performance.now()
  let gap = 0
  const tick = setInterval(() => {
    const now = performance.now()
    gap = Math.max(gap, now - last)
    last = now
  }, 16)
  const t0 = performance.now()
  const bytes = await work()
  const ms = performance.now() - t0
  // A few frames after the end, so a tick held back by the last task is counted.
  await new Promise((r) => setTimeout(r, 50))
  clearInterval(tick)
  return { ms, gap, bytes }
}

const count = Number(new URLSearchParams(location.search).get('rows') ?? 10_000)
const rows = rowsOf(vouchers(count))

Object.assign(window, {
  excel: () =>
    measure(async () => {
      const table = tableOf(rows)
      return (await xlsxBytes(table, 'Sales register')).length
    }),
  csv: () =>
    measure(async () => {
      const table = tableOf(rows)
      return tableToCsv(table).length
    }),
  // Where the page's thread spends the Excel export's one task: the table, the cells, their copy to the worker.
  split: () => {
    let t0 = performance.now()
    const table = tableOf(rows)
    const tableMs = performance.now() - t0
    t0 = performance.now()
    const input = packSheet(sheetInput(table, 'Sales register'))
    const cellsMs = performance.now() - t0
    t0 = performance.now()
    structuredClone(input, { transfer: SheetPacker.transferables(input) })
    return { tableMs, cellsMs, copyMs: performance.now() - t0 }
  },
  warm: async () => {
    await sheetsWorker.run('writeXlsx', [
      packSheet({ header: ['a'], rows: [[{ kind: 'number', value: 1 }]], sheet: 'a' }),
      {},
    ])
  },
})
document.getElementById('state')!.textContent = `ready ${rows.length}`
