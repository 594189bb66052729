// The text worker's JSON task: its options, result and the node table it returns, in a side-effect-free
// file the JSON formatter's page may import too (the page reads keys and values out of the original text
// with the table, so a 20 MB document is never turned into millions of JavaScript objects).

export type Progress = { fraction: number; stage?: string }
export type OnProgress = (progress: Progress) => void | Promise<void>

export const JSON_ACTIONS = ['format', 'minify', 'validate', 'csv'] as const
export type JsonAction = (typeof JSON_ACTIONS)[number]

export const JSON_INDENTS = ['2', '4', 'tab'] as const
export type JsonIndent = (typeof JSON_INDENTS)[number]

export type JsonOptions = { action: JsonAction; indent: JsonIndent; sortKeys: boolean }

export const DEFAULT_JSON_OPTIONS: JsonOptions = { action: 'format', indent: '2', sortKeys: false }

/** Larger inputs are refused: a phone would run out of memory building the table and the output. */
export const MAX_JSON_CHARS = 64 * 1024 * 1024
/** Deeper nesting is refused so that writing the output can recurse safely. */
export const MAX_JSON_DEPTH = 1000

export const KIND_OBJECT = 0
export const KIND_ARRAY = 1
export const KIND_STRING = 2
export const KIND_NUMBER = 3
export const KIND_TRUE = 4
export const KIND_FALSE = 5
export const KIND_NULL = 6
/** keyStart of a node that has no key (the root and array items). */
export const NO_KEY = 0xffffffff

/**
 * Every value of the document in document order (pre-order). Node i's first child is i + 1 and the next
 * sibling of a node c is c + size[c]; keys and scalar values are read from the text by offsets, so numbers
 * keep every digit (no rounding beyond 2^53) and strings keep their escapes.
 */
export type JsonTree = {
  count: number
  kind: Uint8Array
  /** Offset of the value's first character and one past its last. */
  start: Uint32Array
  end: Uint32Array
  /** Offsets of the key with its quotes, or NO_KEY. */
  keyStart: Uint32Array
  keyEnd: Uint32Array
  /** Nodes in the subtree, the node itself included. */
  size: Uint32Array
  /** Direct children of an object or array. */
  children: Uint32Array
  /** The parent's index; -1 for the root. */
  parent: Int32Array
  depth: number
}

export const JSON_SYNTAX_CODES = [
  'Empty',
  'UnexpectedEnd',
  'UnexpectedChar',
  'TrailingComma',
  'MissingComma',
  'ExpectedColon',
  'UnquotedKey',
  'SingleQuotes',
  'Comment',
  'BadEscape',
  'ControlCharacter',
  'UnterminatedString',
  'BadNumber',
  'BadLiteral',
  'ExtraData',
  'TooDeep',
] as const
export type JsonSyntaxCode = (typeof JSON_SYNTAX_CODES)[number]

/** Where and why the text is not JSON; line and column count from 1, the column in UTF-16 units. */
export type JsonSyntaxError = {
  code: JsonSyntaxCode
  offset: number
  line: number
  column: number
  /** Offset where that line starts, so the page can show the line with the spot marked. */
  lineStart: number
  /** The offending character or word, when there is one. */
  found?: string
}

export type JsonStats = { values: number; depth: number; chars: number }

export type JsonResult =
  | { ok: false; error: JsonSyntaxError }
  | {
      ok: true
      /** The formatted, minified or CSV text; '' for validate. */
      output: string
      tree: JsonTree
      stats: JsonStats
      /** For CSV: rows and columns written. */
      csv?: { rows: number; columns: number }
    }

export type TextWorkerApi = {
  processJson: (input: string, options: JsonOptions, onProgress?: OnProgress) => Promise<JsonResult>
}
