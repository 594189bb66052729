// JSON to CSV for spreadsheets: each item of a top-level array is a row (a top-level object is one row),
// nested objects become columns named by their path with dots ("address.city"), and an array inside an
// item stays in one cell as compact JSON, since spreading it over numbered columns is rarely what people
// want. Columns appear in the order their keys are first met.
import {
  KIND_ARRAY,
  KIND_FALSE,
  KIND_NULL,
  KIND_OBJECT,
  KIND_STRING,
  KIND_TRUE,
  type JsonTree,
} from './json.options'
import { childrenOf, keyOf, writeJson } from './json-write'

/** Column of an array item that is not an object (a number, a string, a nested array). */
export const VALUE_COLUMN = 'value'

type Cell = { text: string; isString: boolean }

function cellOf(text: string, tree: JsonTree, node: number): Cell {
  const kind = tree.kind[node]
  const raw = text.slice(tree.start[node]!, tree.end[node]!)
  if (kind === KIND_STRING) {
    return { text: raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1), isString: true }
  }
  if (kind === KIND_NULL) return { text: '', isString: false }
  if (kind === KIND_TRUE || kind === KIND_FALSE) return { text: raw, isString: false }
  if (kind === KIND_ARRAY || kind === KIND_OBJECT) {
    const sub: JsonTree = subtree(tree, node)
    return { text: writeJson(text, sub, { indent: null, sortKeys: false }), isString: true }
  }
  return { text: raw, isString: false }
}

/** A view of one node's subtree as its own table (typed-array views, no copying). */
function subtree(tree: JsonTree, node: number): JsonTree {
  const end = node + tree.size[node]!
  return {
    count: end - node,
    kind: tree.kind.subarray(node, end),
    start: tree.start.subarray(node, end),
    end: tree.end.subarray(node, end),
    keyStart: tree.keyStart.subarray(node, end),
    keyEnd: tree.keyEnd.subarray(node, end),
    size: tree.size.subarray(node, end),
    children: tree.children.subarray(node, end),
    parent: tree.parent.subarray(node, end),
    depth: 0,
  }
}

/** Each leaf of an item under its dotted column name, as the node that holds its value. */
function flatten(text: string, tree: JsonTree, node: number, prefix: string, row: Map<string, number>) {
  for (const child of childrenOf(tree, node)) {
    const name = prefix + keyOf(text, tree, child)
    if (tree.kind[child] === KIND_OBJECT && tree.children[child]! > 0) {
      flatten(text, tree, child, `${name}.`, row)
    } else row.set(name, child)
  }
}

function leavesOf(text: string, tree: JsonTree, item: number): Map<string, number> {
  const row = new Map<string, number>()
  if (tree.kind[item] === KIND_OBJECT) flatten(text, tree, item, '', row)
  else row.set(VALUE_COLUMN, item)
  return row
}

/** A cell as RFC 4180 wants it; text a spreadsheet would run as a formula is kept as text with a '. */
export function csvCell(cell: Cell): string {
  let value = cell.text
  if (cell.isString && /^[=+\-@\t\r]/.test(value)) value = `'${value}`
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export type CsvResult = { csv: string; rows: number; columns: number }

/** The CSV of a document, or null when it has nothing tabular (a single number, string, true/false/null). */
export function jsonToCsv(
  text: string,
  tree: JsonTree,
  onStep?: (rowsDone: number) => void,
): CsvResult | null {
  if (tree.count === 0) return null
  const rootKind = tree.kind[0]
  if (rootKind !== KIND_ARRAY && rootKind !== KIND_OBJECT) return null
  const items = rootKind === KIND_ARRAY ? childrenOf(tree, 0) : [0]
  // Two passes over the items, columns first, so no row has to be kept in memory while writing.
  const columns = new Map<string, number>()
  items.forEach((item, k) => {
    for (const name of leavesOf(text, tree, item).keys()) {
      if (!columns.has(name)) columns.set(name, columns.size)
    }
    if (onStep && k % 10_000 === 9_999) onStep(k / 2)
  })
  const names = [...columns.keys()]
  const lines = [names.map((name) => csvCell({ text: name, isString: true })).join(',')]
  items.forEach((item, k) => {
    const row = leavesOf(text, tree, item)
    lines.push(
      names
        .map((name) => {
          const node = row.get(name)
          return node === undefined ? '' : csvCell(cellOf(text, tree, node))
        })
        .join(','),
    )
    if (onStep && k % 10_000 === 9_999) onStep((items.length + k) / 2)
  })
  return { csv: lines.join('\r\n') + '\r\n', rows: items.length, columns: names.length }
}
