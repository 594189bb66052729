// Writes a scanned document back out, formatted or minified, optionally with every object's keys sorted.
// Scalars are copied from the source text as they are, so numbers keep every digit and strings keep their
// escapes: formatting never changes a value.
import { KIND_ARRAY, KIND_OBJECT, type JsonIndent, type JsonTree } from './json.options'

export type WriteOptions = {
  /** null writes everything on one line with no spaces (minify). */
  indent: JsonIndent | null
  sortKeys: boolean
}

const INDENT_UNIT: Record<JsonIndent, string> = { '2': '  ', '4': '    ', tab: '\t' }

/** The children of a container node, in document order. */
export function childrenOf(tree: JsonTree, node: number): number[] {
  const list: number[] = []
  let child = node + 1
  for (let k = 0; k < tree.children[node]!; k++) {
    list.push(child)
    child += tree.size[child]!
  }
  return list
}

/** A key as its decoded string (escapes resolved). */
export function keyOf(text: string, tree: JsonTree, node: number): string {
  const raw = text.slice(tree.keyStart[node]!, tree.keyEnd[node]!)
  return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1)
}

/** Children ordered by key, by UTF-16 code units as most tools do (stable for equal keys). */
function sortedChildren(text: string, tree: JsonTree, node: number): number[] {
  const keyed = childrenOf(tree, node).map((child) => ({ child, key: keyOf(text, tree, child) }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return keyed.map((entry) => entry.child)
}

export function writeJson(
  text: string,
  tree: JsonTree,
  options: WriteOptions,
  onStep?: (nodesDone: number) => void,
): string {
  const unit = options.indent === null ? null : INDENT_UNIT[options.indent]
  const parts: string[] = []
  const indents = ['\n']
  let written = 0
  let nextReport = 1 << 16
  const newline = (depth: number) => {
    while (indents.length <= depth) indents.push(indents[indents.length - 1]! + unit)
    return indents[depth]!
  }

  const write = (node: number, depth: number) => {
    written++
    if (onStep && written >= nextReport) {
      onStep(written)
      nextReport = written + (1 << 16)
    }
    const kind = tree.kind[node]
    if (kind !== KIND_OBJECT && kind !== KIND_ARRAY) {
      parts.push(text.slice(tree.start[node]!, tree.end[node]!))
      return
    }
    const isObject = kind === KIND_OBJECT
    if (tree.children[node] === 0) {
      parts.push(isObject ? '{}' : '[]')
      return
    }
    const list = isObject && options.sortKeys ? sortedChildren(text, tree, node) : childrenOf(tree, node)
    parts.push(isObject ? '{' : '[')
    list.forEach((child, k) => {
      if (k > 0) parts.push(',')
      if (unit !== null) parts.push(newline(depth + 1))
      if (isObject) {
        parts.push(text.slice(tree.keyStart[child]!, tree.keyEnd[child]!), unit === null ? ':' : ': ')
      }
      write(child, depth + 1)
    })
    if (unit !== null) parts.push(newline(depth))
    parts.push(isObject ? '}' : ']')
  }

  if (tree.count > 0) write(0, 0)
  return parts.join('')
}
