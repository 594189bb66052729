// A JSON reader written for two jobs JSON.parse cannot do: name the exact spot and kind of a syntax error
// (JSON.parse's message differs per browser and is English only), and describe the document as a compact
// node table of offsets instead of objects, which keeps numbers digit for digit and lets a 20 MB file be
// shown as a tree without building millions of objects. One pass, no recursion, strict RFC 8259.
import {
  KIND_ARRAY,
  KIND_FALSE,
  KIND_NULL,
  KIND_NUMBER,
  KIND_OBJECT,
  KIND_STRING,
  KIND_TRUE,
  MAX_JSON_DEPTH,
  NO_KEY,
  type JsonSyntaxCode,
  type JsonSyntaxError,
  type JsonTree,
} from './json.options'

export type ScanResult = { ok: true; tree: JsonTree } | { ok: false; error: JsonSyntaxError }

const SPACE = 0x20
const TAB = 0x09
const LF = 0x0a
const CR = 0x0d
const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const MINUS = 0x2d
const SLASH = 0x2f
const APOSTROPHE = 0x27
const BOM = 0xfeff

const isDigit = (c: number) => c >= 0x30 && c <= 0x39
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
const isWordChar = (c: number) =>
  (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || isDigit(c) || c === 0x5f || c === 0x24

class SyntaxStop {
  readonly code: JsonSyntaxCode
  readonly offset: number
  readonly found: string | undefined

  constructor(code: JsonSyntaxCode, offset: number, found?: string) {
    this.code = code
    this.offset = offset
    this.found = found
  }
}

/** Line (from 1), column (from 1) and line start of an offset. */
export function locate(text: string, offset: number): { line: number; column: number; lineStart: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: offset - lineStart + 1, lineStart }
}

function createTable(capacity: number): JsonTree {
  return {
    count: 0,
    kind: new Uint8Array(capacity),
    start: new Uint32Array(capacity),
    end: new Uint32Array(capacity),
    keyStart: new Uint32Array(capacity),
    keyEnd: new Uint32Array(capacity),
    size: new Uint32Array(capacity),
    children: new Uint32Array(capacity),
    parent: new Int32Array(capacity),
    depth: 0,
  }
}

function grow<T extends Uint8Array | Uint32Array | Int32Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (n: number) => T)(capacity)
  next.set(array)
  return next
}

/** Copies the table into arrays of exactly `count` entries, so no unused memory crosses to the page. */
function trim(table: JsonTree): JsonTree {
  const n = table.count
  return {
    count: n,
    kind: table.kind.slice(0, n),
    start: table.start.slice(0, n),
    end: table.end.slice(0, n),
    keyStart: table.keyStart.slice(0, n),
    keyEnd: table.keyEnd.slice(0, n),
    size: table.size.slice(0, n),
    children: table.children.slice(0, n),
    parent: table.parent.slice(0, n),
    depth: table.depth,
  }
}

/** Reads the whole text as one JSON value; `onStep` is called with the offset now and then. */
export function scanJson(text: string, onStep?: (offset: number) => void): ScanResult {
  try {
    return { ok: true, tree: trim(scan(text, onStep)) }
  } catch (error) {
    if (!(error instanceof SyntaxStop)) throw error
    const where = locate(text, error.offset)
    const result: JsonSyntaxError = { code: error.code, offset: error.offset, ...where }
    if (error.found !== undefined) result.found = error.found
    return { ok: false, error: result }
  }
}

function scan(text: string, onStep?: (offset: number) => void): JsonTree {
  const n = text.length
  let t = createTable(Math.max(16, Math.min(1 << 20, Math.ceil(n / 8))))
  let i = 0
  let nextReport = 1 << 20
  const stack: number[] = []

  const stop = (code: JsonSyntaxCode, offset: number, found?: string): never => {
    throw new SyntaxStop(code, offset, found)
  }
  const skipSpace = () => {
    for (; i < n; i++) {
      const c = text.charCodeAt(i)
      if (c !== SPACE && c !== LF && c !== CR && c !== TAB && !(c === BOM && i === 0)) break
    }
    if (onStep && i >= nextReport) {
      onStep(i)
      nextReport = i + (1 << 20)
    }
  }
  const wordAt = (at: number) => {
    let j = at
    while (j < n && j - at < 20 && isWordChar(text.charCodeAt(j))) j++
    return text.slice(at, Math.max(j, at + 1))
  }
  /** The error for a character that cannot start what was expected. */
  const unexpected = (at: number, expectingKey: boolean): never => {
    if (at >= n) return stop('UnexpectedEnd', n)
    const c = text.charCodeAt(at)
    if (c === APOSTROPHE) return stop('SingleQuotes', at)
    if (c === SLASH) return stop('Comment', at)
    if (isWordChar(c) && !isDigit(c) && c !== 0x24 && c !== 0x5f && !expectingKey) {
      return stop('BadLiteral', at, wordAt(at))
    }
    if (expectingKey && isWordChar(c)) return stop('UnquotedKey', at, wordAt(at))
    return stop('UnexpectedChar', at, String.fromCodePoint(text.codePointAt(at) ?? c))
  }
  const addNode = (kind: number, start: number, keyStart: number, keyEnd: number): number => {
    if (t.count === t.kind.length) {
      const capacity = t.count * 2
      t = {
        ...t,
        kind: grow(t.kind, capacity),
        start: grow(t.start, capacity),
        end: grow(t.end, capacity),
        keyStart: grow(t.keyStart, capacity),
        keyEnd: grow(t.keyEnd, capacity),
        size: grow(t.size, capacity),
        children: grow(t.children, capacity),
        parent: grow(t.parent, capacity),
      }
    }
    const node = t.count++
    const parent = stack.length ? stack[stack.length - 1]! : -1
    t.kind[node] = kind
    t.start[node] = start
    t.keyStart[node] = keyStart
    t.keyEnd[node] = keyEnd
    t.parent[node] = parent
    t.size[node] = 1
    t.children[node] = 0
    if (parent >= 0) t.children[parent]! += 1
    return node
  }
  const scanString = (): number => {
    const open = i
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i)
      if (c === QUOTE) return ++i
      if (c === BACKSLASH) {
        const e = text.charCodeAt(i + 1)
        if (e === 0x75) {
          for (let k = 2; k < 6; k++) {
            if (!isHex(text.charCodeAt(i + k))) stop('BadEscape', i, text.slice(i, i + 6))
          }
          i += 5
        } else if (
          e === QUOTE ||
          e === BACKSLASH ||
          e === SLASH ||
          e === 0x62 ||
          e === 0x66 ||
          e === 0x6e ||
          e === 0x72 ||
          e === 0x74
        ) {
          i++
        } else if (i + 1 >= n) {
          stop('UnterminatedString', open)
        } else stop('BadEscape', i, text.slice(i, i + 2))
      } else if (c < 0x20) stop('ControlCharacter', i)
    }
    return stop('UnterminatedString', open)
  }
  const scanNumber = () => {
    const digits = () => {
      const from = i
      while (i < n && isDigit(text.charCodeAt(i))) i++
      return i - from
    }
    if (text.charCodeAt(i) === MINUS) i++
    if (text.charCodeAt(i) === 0x30) {
      i++
      if (isDigit(text.charCodeAt(i))) stop('BadNumber', i - 1, wordAt(i - 1))
    } else if (digits() === 0) stop('BadNumber', i, wordAt(i))
    if (text.charCodeAt(i) === 0x2e) {
      i++
      if (digits() === 0) stop('BadNumber', i)
    }
    const e = text.charCodeAt(i)
    if (e === 0x65 || e === 0x45) {
      i++
      const sign = text.charCodeAt(i)
      if (sign === 0x2b || sign === MINUS) i++
      if (digits() === 0) stop('BadNumber', i)
    }
  }
  const close = (node: number) => {
    t.end[node] = i
    stack.pop()
    if (stack.length) t.size[stack[stack.length - 1]!]! += t.size[node]!
  }
  /** Reads a value at i (space skipped); returns true when it opened a container. */
  const value = (keyStart: number, keyEnd: number): boolean => {
    const c = text.charCodeAt(i)
    const start = i
    let kind: number
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const node = addNode(c === OPEN_BRACE ? KIND_OBJECT : KIND_ARRAY, start, keyStart, keyEnd)
      stack.push(node)
      if (stack.length > MAX_JSON_DEPTH) stop('TooDeep', start)
      if (stack.length > t.depth) t.depth = stack.length
      i++
      return true
    }
    if (c === QUOTE) {
      scanString()
      kind = KIND_STRING
    } else if (c === MINUS || isDigit(c)) {
      scanNumber()
      kind = KIND_NUMBER
    } else if (c === 0x2b || c === 0x2e) {
      return stop('BadNumber', i, text.slice(i, i + 2))
    } else {
      const word = isWordChar(c) ? wordAt(i) : ''
      if (word === 'true') kind = KIND_TRUE
      else if (word === 'false') kind = KIND_FALSE
      else if (word === 'null') kind = KIND_NULL
      else return unexpected(i, false)
      i += word.length
    }
    const node = addNode(kind, start, keyStart, keyEnd)
    t.end[node] = i
    if (stack.length) t.size[stack[stack.length - 1]!]! += 1
    return false
  }
  /** After '{' or ',' inside an object: a key, a colon and the start of its value. */
  const member = (): boolean => {
    skipSpace()
    if (text.charCodeAt(i) !== QUOTE) return unexpected(i, true)
    const keyStart = i
    const keyEnd = scanString()
    skipSpace()
    if (text.charCodeAt(i) !== COLON) {
      if (i >= n) stop('UnexpectedEnd', n)
      stop('ExpectedColon', i, String.fromCodePoint(text.codePointAt(i) ?? 0))
    }
    i++
    skipSpace()
    return value(keyStart, keyEnd)
  }

  skipSpace()
  if (i >= n) stop('Empty', 0)
  let opened = value(NO_KEY, NO_KEY)
  for (;;) {
    if (opened) {
      // Just inside a new container: it may close at once.
      skipSpace()
      const top = stack[stack.length - 1]!
      const c = text.charCodeAt(i)
      if (c === (t.kind[top] === KIND_OBJECT ? CLOSE_BRACE : CLOSE_BRACKET)) {
        i++
        close(top)
        opened = false
        continue
      }
      if (t.kind[top] === KIND_OBJECT) opened = member()
      else if (i >= n) stop('UnexpectedEnd', n)
      else opened = value(NO_KEY, NO_KEY)
      continue
    }
    skipSpace()
    if (stack.length === 0) {
      if (i < n) {
        const c = text.charCodeAt(i)
        stop(c === SLASH ? 'Comment' : 'ExtraData', i)
      }
      return t
    }
    const top = stack[stack.length - 1]!
    const isObject = t.kind[top] === KIND_OBJECT
    const c = text.charCodeAt(i)
    if (i >= n) stop('UnexpectedEnd', n)
    if (c === COMMA) {
      const comma = i
      i++
      skipSpace()
      const next = text.charCodeAt(i)
      if (next === CLOSE_BRACE || next === CLOSE_BRACKET) stop('TrailingComma', comma)
      if (i >= n) stop('UnexpectedEnd', n)
      opened = isObject ? member() : value(NO_KEY, NO_KEY)
    } else if (c === (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
      i++
      close(top)
    } else if (c === SLASH) {
      stop('Comment', i)
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      stop('UnexpectedChar', i, text[i])
    } else stop('MissingComma', i)
  }
}
