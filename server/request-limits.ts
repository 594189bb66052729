// How much work one request may ask of the server. Each limit sits far above what the app sends and far
// below what breaks something: V8's JSON.stringify recurses (a few thousand levels overflow its stack),
// Postgres refuses more than 1,664 select entries and deep expressions (error class 54), and PGlite is one
// connection, so a single oversized statement stalls every other client. Callers turn a LimitError into
// their protocol's own 400: PostgREST's { code, message, details, hint }, GoTrue's { code, msg }, or a
// closed websocket.

export const LIMITS = {
  /** Arrays and objects inside one another. The app's documents nest about 6 deep (push body included). */
  jsonDepth: 64,
  /** Entries of one column list: select, order, columns, on_conflict. Tables have ~30 columns. */
  columnList: 200,
  /** and()/or() inside one another in an or=/and= parameter. The app's sync checkpoint uses 2. */
  filterDepth: 16,
  /**
   * (), [] and {} inside one another in one filter value. Postgres parses regular expressions (match, imatch)
   * and JSON values recursively, and in PGlite's WebAssembly build a few thousand levels overflow the stack
   * and corrupt the database's memory ("bad buffer ID") instead of raising 54001.
   */
  filterValueNesting: 64,
  /**
   * Size of a match/imatch pattern once its bounded repetitions are expanded ((a{150}){150} is 22,500 copies
   * of a; see regexSize). Postgres walks the result recursively, and in PGlite somewhere above 10,000 this
   * overflows the stack with the same memory corruption as deep nesting. Real patterns (^[0-9]{10}$) are tiny.
   */
  regexSize: 1_000,
  /** Leaf conditions of one request, across all filter parameters and logic trees. */
  filterConditions: 200,
  /** Values of one in.(…) list. The URL limit usually bites first: 8 KiB hold ~200 UUIDs. */
  inListItems: 1_000,
  /** Path and query of a REST request. Node itself answers 431 to request heads over 16 KiB. */
  urlBytes: 8 * 1024,
  /** REST bodies; a sync push is sent in parts of at most 2 MiB. Over it: 413 PGRST413. */
  restBodyBytes: 10 * 1024 * 1024,
  /** Auth bodies: an e-mail, a password and a little metadata. */
  authBodyBytes: 1024 * 1024,
  /** One Realtime websocket message; ws closes the connection with 1009 above it. */
  realtimeMessageBytes: 1024 * 1024,
  /**
   * Channels joined on one Realtime connection: Supabase's default max_channels_per_client. The app opens one
   * per synced table.
   */
  realtimeChannels: 100,
  /** postgres_changes bindings of one channel. The app uses 1. */
  realtimeBindings: 100,
} as const

/** A request over one of the limits. `code` is PostgREST's: PGRST100 for the URL, PGRST102 for the body. */
export class LimitError extends Error {
  readonly code: 'PGRST100' | 'PGRST102'
  readonly details: string
  readonly hint: string
  constructor(code: 'PGRST100' | 'PGRST102', message: string, details: string, hint: string) {
    super(message)
    this.name = 'LimitError'
    this.code = code
    this.details = details
    this.hint = hint
  }
}

const n = (x: number) => x.toLocaleString('en-US')

/**
 * Whether JSON text nests arrays/objects deeper than `max`, found by one scan of the text without recursion,
 * so neither this check nor anything after it can run out of stack. Strings are skipped whole (brackets
 * inside them do not count). Text that is not JSON gives some answer; JSON.parse rejects it afterwards.
 */
export function jsonTooDeep(text: string, max: number = LIMITS.jsonDepth): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // Jump to the closing quote: one that is preceded by an even number of backslashes.
      let end = text.indexOf('"', i + 1)
      while (end > 0) {
        let slashes = 0
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++
        if (slashes % 2 === 0) break
        end = text.indexOf('"', end + 1)
      }
      if (end < 0) return false
      i = end
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) {
      depth--
    }
  }
  return false
}

export function checkJsonDepth(text: string, max: number = LIMITS.jsonDepth): void {
  if (jsonTooDeep(text, max)) {
    throw new LimitError(
      'PGRST102',
      'The request body is nested too deeply',
      `JSON nesting deeper than ${max} levels`,
      `Arrays and objects may be nested at most ${max} levels deep.`,
    )
  }
}

/**
 * JSON.parse behind the depth check. Throws LimitError when too deep and JSON.parse's SyntaxError when not
 * JSON, so each caller keeps its own message for broken JSON. Meant for every JSON body the server reads
 * (REST, auth, Realtime; Storage's JSON bodies can adopt it too).
 */
export function parseJsonLimited(text: string, max: number = LIMITS.jsonDepth): unknown {
  checkJsonDepth(text, max)
  return JSON.parse(text)
}

/** `url` is the raw request target (`req.url`): path and query, still percent-encoded. */
export function checkUrlLength(url: string, max: number = LIMITS.urlBytes): void {
  const bytes = Buffer.byteLength(url)
  if (bytes > max) {
    throw new LimitError(
      'PGRST100',
      'The request URL is too long',
      `The path and query are ${n(bytes)} bytes; at most ${n(max)} are accepted`,
      'Use fewer filters or shorter lists, or split the request into several.',
    )
  }
}

export function checkColumnList(param: string, count: number, max: number = LIMITS.columnList): void {
  if (count > max) {
    throw new LimitError(
      'PGRST100',
      `Too many entries in "${param}"`,
      `"${param}" lists ${n(count)} entries; at most ${n(max)} are accepted`,
      param === 'select' ? 'Select fewer columns, or * for all of them.' : 'Name fewer columns.',
    )
  }
}

/** `depth` of an and()/or() list: 1 for the list of an or=/and= parameter itself. */
export function checkFilterDepth(depth: number, max: number = LIMITS.filterDepth): void {
  if (depth > max) {
    throw new LimitError(
      'PGRST100',
      'The logic tree of the filter is nested too deeply',
      `and()/or() nesting deeper than ${max} levels`,
      'Flatten the filter: a nested and() inside and() (or or() inside or()) can be merged into its parent.',
    )
  }
}

/**
 * Deepest nesting of (, [ and { in a filter value. Escapes and quotes are not understood, and a closer
 * without an opener is ignored, so this never counts less than the regex or JSON parser will recurse.
 */
export function valueNesting(value: string): number {
  let depth = 0
  let deepest = 0
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c === 0x28 || c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth
    } else if ((c === 0x29 || c === 0x5d || c === 0x7d) && depth > 0) {
      depth--
    }
  }
  return deepest
}

export function checkFilterValue(value: string, max: number = LIMITS.filterValueNesting): void {
  if (valueNesting(value) > max) {
    throw new LimitError(
      'PGRST100',
      'A filter value is nested too deeply',
      `(), [] or {} nested deeper than ${max} levels in a filter value`,
      `Regular expressions and JSON values in filters may nest at most ${max} levels deep.`,
    )
  }
}

/** What a group costs on top of its contents: repeated groups recurse deeper than repeated atoms in PGlite. */
const REGEX_GROUP_SIZE = 5

/**
 * An upper estimate of how large a Postgres regular expression becomes: atoms count 1, a group 5 plus the sum
 * of its branches, and {m}, {m,} and {m,n} multiply what they follow by n (or m + 1). Measured in PGlite:
 * (a{100}){100} (10,500 here) still works, (a{120}){120} (15,000) and 16 nested groups repeated {255}
 * (21,930) crash. One pass with an explicit stack; the pattern need not be valid (Postgres judges that).
 */
export function regexSize(pattern: string): number {
  const frames: { sum: number; last: number }[] = [{ sum: 0, last: 0 }]
  let top = frames[0]!
  const atom = (w: number) => {
    top.sum += w
    top.last = w
  }
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') {
      i++
      atom(1)
    } else if (c === '[') {
      // A bracket expression is one atom: skip to its end ("]" first is a literal; [:alpha:] and kin nest).
      let j = i + 1
      if (pattern[j] === '^') j++
      if (pattern[j] === ']') j++
      while (j < pattern.length && pattern[j] !== ']') {
        if (pattern[j] === '[' && ':.='.includes(pattern[j + 1] ?? '')) {
          const close = pattern.indexOf(`${pattern[j + 1]}]`, j + 2)
          j = close < 0 ? pattern.length : close + 2
        } else {
          j++
        }
      }
      i = j
      atom(1)
    } else if (c === '(') {
      top = { sum: 0, last: 0 }
      frames.push(top)
      // (?: (?= (?! (?<= (?<! mark the group's kind; they are no atoms.
      if (pattern[i + 1] === '?') {
        i++
        while (i + 1 < pattern.length && ':=!<'.includes(pattern[i + 1]!)) i++
      }
    } else if (c === ')' && frames.length > 1) {
      const w = REGEX_GROUP_SIZE + frames.pop()!.sum
      top = frames[frames.length - 1]!
      atom(w)
    } else if (c === '{') {
      const m = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(pattern.slice(i, i + 22))
      if (!m) {
        atom(1)
        continue
      }
      const times = m[3] ? Number(m[3]) : m[2] ? Number(m[1]) + 1 : Number(m[1])
      const k = Math.max(1, times)
      top.sum += top.last * (k - 1)
      top.last *= k
      i += m[0].length - 1
    } else if (c !== '|' && c !== '*' && c !== '+' && c !== '?') {
      atom(1)
    }
  }
  // Groups left open still count.
  return frames.reduce((total, f) => total + f.sum, 0) + (frames.length - 1) * REGEX_GROUP_SIZE
}

export function checkRegex(pattern: string, max: number = LIMITS.regexSize): void {
  const size = regexSize(pattern)
  if (size > max) {
    throw new LimitError(
      'PGRST100',
      'The regular expression is too large',
      `The pattern expands to about ${n(size)} atoms; at most ${n(max)} are accepted`,
      'Use smaller repetition counts such as {n,m}, or a simpler pattern.',
    )
  }
}

export function checkFilterConditions(count: number, max: number = LIMITS.filterConditions): void {
  if (count > max) {
    throw new LimitError(
      'PGRST100',
      'Too many filter conditions',
      `The request has ${n(count)} filter conditions; at most ${n(max)} are accepted`,
      'Use in.(…) for many values of one column, or split the request.',
    )
  }
}

export function checkInList(count: number, max: number = LIMITS.inListItems): void {
  if (count > max) {
    throw new LimitError(
      'PGRST100',
      'Too many values in an in.(…) list',
      `The list has ${n(count)} values; at most ${n(max)} are accepted`,
      'Split the request into several with shorter lists.',
    )
  }
}
