// What the JSON formatter's page computes from the worker's node table: the rows of the tree view (only
// the expanded parts, so a million-item array costs nothing until opened), labels, short previews, the
// JSONPath of a node and the excerpt of the line where a syntax error is.
import {
  KIND_ARRAY,
  KIND_OBJECT,
  KIND_STRING,
  NO_KEY,
  type JsonSyntaxError,
  type JsonTree,
} from '../../../workers/text/json.options'

/** Level (root 0) and position among its siblings of every node, computed once per document. */
export type TreeIndex = { level: Uint16Array; position: Uint32Array }

export function indexTree(tree: JsonTree): TreeIndex {
  const level = new Uint16Array(tree.count)
  const position = new Uint32Array(tree.count)
  const nextPosition = new Uint32Array(tree.count)
  for (let i = 1; i < tree.count; i++) {
    const parent = tree.parent[i]!
    level[i] = level[parent]! + 1
    position[i] = nextPosition[parent]!++
  }
  return { level, position }
}

export const isContainer = (tree: JsonTree, node: number) =>
  tree.kind[node] === KIND_OBJECT || tree.kind[node] === KIND_ARRAY

/** The nodes shown, in order: every node whose ancestors are all expanded. */
export function visibleRows(tree: JsonTree, expanded: ReadonlySet<number>): Uint32Array {
  const rows: number[] = []
  let i = 0
  while (i < tree.count) {
    rows.push(i)
    i += isContainer(tree, i) && expanded.has(i) ? 1 : tree.size[i]!
  }
  return Uint32Array.from(rows)
}

/** Every container, for "expand all"; null when there are more than `limit` nodes to show. */
export function allContainers(tree: JsonTree, limit: number): Set<number> | null {
  if (tree.count > limit) return null
  const set = new Set<number>()
  for (let i = 0; i < tree.count; i++) if (isContainer(tree, i)) set.add(i)
  return set
}

function decodeString(raw: string): string {
  return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1)
}

/** The key of an object member, or null for the root and array items. */
export function keyLabel(text: string, tree: JsonTree, node: number): string | null {
  const start = tree.keyStart[node]!
  return start === NO_KEY ? null : decodeString(text.slice(start, tree.keyEnd[node]))
}

/** A one-line preview of a value: scalars as written (strings decoded), containers by size. */
export function valuePreview(
  text: string,
  tree: JsonTree,
  node: number,
  max = 120,
): { kind: 'object' | 'array' | 'string' | 'other'; text: string; count?: number } {
  const kind = tree.kind[node]
  if (kind === KIND_OBJECT) return { kind: 'object', text: '{…}', count: tree.children[node]! }
  if (kind === KIND_ARRAY) return { kind: 'array', text: '[…]', count: tree.children[node]! }
  const start = tree.start[node]!
  // Only the start of a long string is decoded: a 5 MB string must not be copied for one row.
  const end = Math.min(tree.end[node]!, start + max * 6)
  if (kind === KIND_STRING) {
    const cut = end < tree.end[node]!
    let raw = text.slice(start, end)
    if (cut) raw = `${raw.replace(/\\u?[0-9a-fA-F]{0,3}$|\\$/, '')}"`
    const value = decodeString(raw)
    return { kind: 'string', text: value.length > max || cut ? `${value.slice(0, max)}…` : value }
  }
  const raw = text.slice(start, end)
  return { kind: 'other', text: raw.length > max ? `${raw.slice(0, max)}…` : raw }
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** The JSONPath of a node, e.g. $.items[3].name or $['full name']. */
export function jsonPath(text: string, tree: JsonTree, index: TreeIndex, node: number): string {
  const steps: string[] = []
  for (let at = node; at > 0; at = tree.parent[at]!) {
    const key = keyLabel(text, tree, at)
    if (key === null) steps.push(`[${index.position[at]}]`)
    else if (IDENTIFIER.test(key)) steps.push(`.${key}`)
    else steps.push(`['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`)
  }
  return `$${steps.reverse().join('')}`
}

/** The line of a syntax error cut to about `width` characters around the spot, with the spot apart. */
export function errorExcerpt(
  text: string,
  error: Pick<JsonSyntaxError, 'offset' | 'lineStart'>,
  width = 60,
): { before: string; at: string; after: string; cutStart: boolean; cutEnd: boolean } {
  let lineEnd = text.indexOf('\n', error.lineStart)
  if (lineEnd === -1) lineEnd = text.length
  const from = Math.max(error.lineStart, error.offset - Math.floor(width * 0.6))
  const to = Math.min(lineEnd, Math.max(error.offset + 1, from + width))
  const atEnd = error.offset >= text.length || error.offset >= lineEnd
  const expand = (s: string) => s.replace(/\t/g, ' ').replace(/\r/g, '')
  return {
    before: expand(text.slice(from, error.offset)),
    at: atEnd ? ' ' : expand(text.slice(error.offset, error.offset + 1)),
    after: atEnd ? '' : expand(text.slice(error.offset + 1, to)),
    cutStart: from > error.lineStart,
    cutEnd: to < lineEnd,
  }
}

/** Output longer than this is shown cut, with copy and download for the whole. */
export const PREVIEW_CHARS = 200_000
/** Input longer than this is kept out of the text box (a browser text box slows down on it). */
export const EDITABLE_CHARS = 2_000_000
/** "Expand all" is offered up to this many values. */
export const EXPAND_ALL_LIMIT = 50_000

export function previewOf(output: string, limit = PREVIEW_CHARS): { text: string; cut: boolean } {
  if (output.length <= limit) return { text: output, cut: false }
  const lineEnd = output.lastIndexOf('\n', limit)
  return { text: output.slice(0, lineEnd > limit / 2 ? lineEnd : limit), cut: true }
}

/** A download name from the opened file's name: "data.json" → "data-formatted.json". */
export function outputFileName(source: string | null, suffix: string): string {
  const base = (source ?? 'data').replace(/\.(json|geojson|txt)$/i, '')
  return `${base || 'data'}-${suffix}`
}
