// The JSON formatter's one task: read the text (naming the first syntax error exactly), then format,
// minify or convert it to CSV. The node table goes back to the page by transfer, not by copy.
import { transfer } from 'comlink'
import { WorkerTaskError } from '../shared/errors'
import { MAX_JSON_CHARS, type JsonOptions, type JsonResult, type OnProgress } from './json.options'
import { jsonToCsv } from './json-csv'
import { scanJson } from './json-scan'
import { writeJson } from './json-write'

export async function processJson(
  input: string,
  options: JsonOptions,
  onProgress?: OnProgress,
): Promise<JsonResult> {
  if (typeof input !== 'string') throw new WorkerTaskError('InvalidInput', 'JSON text expected')
  if (input.length > MAX_JSON_CHARS) throw new WorkerTaskError('TooLarge', `${input.length} characters`)
  const report = (fraction: number, stage: string) => void onProgress?.({ fraction, stage })
  const scanned = scanJson(input, (offset) => report((offset / input.length) * 0.5, 'read'))
  if (!scanned.ok) return scanned
  const { tree } = scanned
  const stats = { values: tree.count, depth: tree.depth, chars: input.length }
  let output = ''
  let csv: { rows: number; columns: number } | undefined
  const written = (done: number) => report(0.5 + (done / tree.count) * 0.5, 'write')
  if (options.action === 'format' || options.action === 'minify') {
    output = writeJson(
      input,
      tree,
      { indent: options.action === 'minify' ? null : options.indent, sortKeys: options.sortKeys },
      written,
    )
  } else if (options.action === 'csv') {
    const result = jsonToCsv(input, tree, written)
    if (!result) throw new WorkerTaskError('UnsupportedFormat', 'Not an array or object')
    output = result.csv
    csv = { rows: result.rows, columns: result.columns }
  }
  const result: JsonResult = csv ? { ok: true, output, tree, stats, csv } : { ok: true, output, tree, stats }
  const buffers = [
    tree.kind,
    tree.start,
    tree.end,
    tree.keyStart,
    tree.keyEnd,
    tree.size,
    tree.children,
    tree.parent,
  ].map((array) => array.buffer as ArrayBuffer)
  return transfer(result, buffers)
}
