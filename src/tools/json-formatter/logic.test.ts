import { describe, expect, it } from 'vitest'
import {
  KIND_ARRAY,
  KIND_FALSE,
  KIND_NULL,
  KIND_NUMBER,
  KIND_OBJECT,
  KIND_STRING,
  KIND_TRUE,
  NO_KEY,
  type JsonTree,
} from '../../../workers/text/json.options'
import {
  allContainers,
  errorExcerpt,
  indexTree,
  jsonPath,
  keyLabel,
  outputFileName,
  previewOf,
  valuePreview,
  visibleRows,
} from './logic'

/**
 * An independent table builder for these tests: writes a value as minified JSON and records each node's
 * offsets as it goes (the worker's scanner is tested on its own in workers/text).
 */
function build(value: unknown): { text: string; tree: JsonTree } {
  const rows: { kind: number; start: number; end: number; ks: number; ke: number; parent: number }[] = []
  let text = ''
  let depth = 0
  const visit = (v: unknown, parent: number, key: string | null, level: number) => {
    depth = Math.max(depth, level)
    let ks = NO_KEY
    let ke = NO_KEY
    if (key !== null) {
      ks = text.length
      text += JSON.stringify(key)
      ke = text.length
      text += ':'
    }
    const node = rows.length
    const kind = Array.isArray(v)
      ? KIND_ARRAY
      : v === null
        ? KIND_NULL
        : typeof v === 'object'
          ? KIND_OBJECT
          : typeof v === 'string'
            ? KIND_STRING
            : typeof v === 'number'
              ? KIND_NUMBER
              : v
                ? KIND_TRUE
                : KIND_FALSE
    rows.push({ kind, start: text.length, end: 0, ks, ke, parent })
    if (Array.isArray(v)) {
      text += '['
      v.forEach((item, i) => {
        if (i) text += ','
        visit(item, node, null, level + 1)
      })
      text += ']'
    } else if (v !== null && typeof v === 'object') {
      text += '{'
      Object.entries(v).forEach(([k, item], i) => {
        if (i) text += ','
        visit(item, node, k, level + 1)
      })
      text += '}'
    } else text += JSON.stringify(v)
    rows[node]!.end = text.length
  }
  visit(value, -1, null, 1)
  const n = rows.length
  const tree: JsonTree = {
    count: n,
    kind: Uint8Array.from(rows, (r) => r.kind),
    start: Uint32Array.from(rows, (r) => r.start),
    end: Uint32Array.from(rows, (r) => r.end),
    keyStart: Uint32Array.from(rows, (r) => r.ks),
    keyEnd: Uint32Array.from(rows, (r) => r.ke),
    size: new Uint32Array(n).fill(1),
    children: new Uint32Array(n),
    parent: Int32Array.from(rows, (r) => r.parent),
    depth,
  }
  for (let i = n - 1; i > 0; i--) {
    const p = tree.parent[i]!
    tree.size[p]! += tree.size[i]!
    tree.children[p]! += 1
  }
  return { text, tree }
}

const doc = build({ items: [{ name: 'a' }, { name: 'b', 'full name': "it's" }], ok: true, n: null })

describe('tree rows', () => {
  it('shows the root and only the children of expanded containers', () => {
    const { tree } = doc
    expect(Array.from(visibleRows(tree, new Set()))).toEqual([0])
    expect(Array.from(visibleRows(tree, new Set([0])))).toEqual([0, 1, 7, 8])
    expect(Array.from(visibleRows(tree, new Set([0, 1, 4])))).toEqual([0, 1, 2, 4, 5, 6, 7, 8])
    // A collapsed parent hides an expanded child.
    expect(Array.from(visibleRows(tree, new Set([0, 4])))).toEqual([0, 1, 7, 8])
  })

  it('indexes levels and positions among siblings', () => {
    const index = indexTree(doc.tree)
    expect(Array.from(index.level)).toEqual([0, 1, 2, 3, 2, 3, 3, 1, 1])
    expect(Array.from(index.position)).toEqual([0, 0, 0, 0, 1, 0, 1, 1, 2])
  })

  it('expands all only up to a limit', () => {
    expect(allContainers(doc.tree, 100)).toEqual(new Set([0, 1, 2, 4]))
    expect(allContainers(doc.tree, 5)).toBeNull()
  })

  it('skips a million collapsed items in one step each', () => {
    const big = build({ list: Array.from({ length: 200_000 }, (_, i) => ({ i })) })
    const rows = visibleRows(big.tree, new Set([0]))
    expect(Array.from(rows)).toEqual([0, 1])
    expect(visibleRows(big.tree, new Set([0, 1]))).toHaveLength(200_002)
  })
})

describe('labels, previews and paths', () => {
  it('decodes keys and previews values', () => {
    const { text, tree } = doc
    expect(keyLabel(text, tree, 0)).toBeNull()
    expect(keyLabel(text, tree, 1)).toBe('items')
    expect(valuePreview(text, tree, 1)).toEqual({ kind: 'array', text: '[…]', count: 2 })
    expect(valuePreview(text, tree, 0)).toEqual({ kind: 'object', text: '{…}', count: 3 })
    expect(valuePreview(text, tree, 3)).toEqual({ kind: 'string', text: 'a' })
    expect(valuePreview(text, tree, 7)).toEqual({ kind: 'other', text: 'true' })
    expect(valuePreview(text, tree, 8)).toEqual({ kind: 'other', text: 'null' })
  })

  it('cuts long strings without breaking an escape', () => {
    const text = `["${'\\u00e9'.repeat(30)}"]`
    const { tree } = build(['x'])
    tree.end[0] = text.length
    tree.end[1] = text.length - 1
    const preview = valuePreview(text, tree, 1, 20)
    expect(preview.text).toBe(`${'é'.repeat(19)}…`)
  })

  it('writes JSONPath with dots, brackets for odd keys and indexes', () => {
    const index = indexTree(doc.tree)
    expect(jsonPath(doc.text, doc.tree, index, 0)).toBe('$')
    expect(jsonPath(doc.text, doc.tree, index, 5)).toBe('$.items[1].name')
    expect(jsonPath(doc.text, doc.tree, index, 6)).toBe("$.items[1]['full name']")
  })
})

describe('errorExcerpt', () => {
  it('marks the spot on its line', () => {
    const text = '{\n  "a": 1,\n  "b": tru\n}'
    expect(errorExcerpt(text, { offset: 19, lineStart: 12 })).toEqual({
      before: '  "b": ',
      at: 't',
      after: 'ru',
      cutStart: false,
      cutEnd: false,
    })
  })

  it('cuts a long line around the spot and shows a blank at the end of the text', () => {
    const text = `[${'1,'.repeat(200)}`
    const excerpt = errorExcerpt(text, { offset: text.length, lineStart: 0 }, 40)
    expect(excerpt.at).toBe(' ')
    expect(excerpt.cutStart).toBe(true)
    expect(excerpt.before.length).toBe(24)
  })
})

describe('output helpers', () => {
  it('cuts a long preview at a line end', () => {
    const output = 'line\n'.repeat(100)
    expect(previewOf(output, 1000)).toEqual({ text: output, cut: false })
    const cut = previewOf(output, 52)
    expect(cut.cut).toBe(true)
    expect(cut.text).toBe('line\n'.repeat(10).slice(0, -1))
  })

  it('names downloads after the opened file', () => {
    expect(outputFileName('orders.json', 'formatted.json')).toBe('orders-formatted.json')
    expect(outputFileName(null, 'data.csv')).toBe('data-data.csv')
  })
})
