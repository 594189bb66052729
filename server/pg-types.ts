// Text-format type parsing for node-postgres that gives the values PGlite gives, so the server (and a test
// reading through `RunningServer.db`) sees the same JS values on both backends. REST and RPC answers are built
// as JSON text inside Postgres and never pass through these; auth, storage and realtime read a few columns.
// PGlite 0.5's parsers: int2/int4/oid/float4/float8 → number; int8 → number when safe, else bigint; bool;
// json/jsonb → parsed; date/timestamp/timestamptz → Date (±infinity → ±Infinity); bytea → Uint8Array; every
// array type → an array of its element's values; everything else (numeric, uuid, interval, time…) → the text.

export type TextParser = (text: string) => unknown

export const OID = {
  bool: 16,
  bytea: 17,
  int8: 20,
  int2: 21,
  int4: 23,
  oid: 26,
  json: 114,
  float4: 700,
  float8: 701,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  jsonb: 3802,
} as const

const toNumber: TextParser = (t) => +t
const toBigint: TextParser = (t) => {
  const n = BigInt(t)
  return n < Number.MIN_SAFE_INTEGER || n > Number.MAX_SAFE_INTEGER ? n : Number(n)
}
const toDate: TextParser = (t) => (t === 'infinity' ? Infinity : t === '-infinity' ? -Infinity : new Date(t))
const toBytes: TextParser = (t) => {
  const hex = t.slice(2)
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.substring(i * 2, i * 2 + 2), 16))
}

const SCALAR = new Map<number, TextParser>([
  [OID.bool, (t) => t === 't'],
  [OID.bytea, toBytes],
  [OID.int8, toBigint],
  [OID.int2, toNumber],
  [OID.int4, toNumber],
  [OID.oid, toNumber],
  [OID.json, (t) => JSON.parse(t) as unknown],
  [OID.jsonb, (t) => JSON.parse(t) as unknown],
  [OID.float4, toNumber],
  [OID.float8, toNumber],
  [OID.date, toDate],
  [OID.timestamp, toDate],
  [OID.timestamptz, toDate],
])

const identity: TextParser = (t) => t

/** The parser of a scalar type (the text itself for types PGlite leaves as text). */
export function scalarParser(oid: number): TextParser {
  return SCALAR.get(oid) ?? identity
}

/**
 * Parses a Postgres array literal (`{a,"b c",NULL,{1,2}}`, optionally with `[1:2]=` bounds) into nested
 * arrays, each element through `element`; NULL (unquoted) becomes null.
 */
export function parseArray(text: string, element: TextParser): unknown {
  let i = 0
  if (text[0] === '[') {
    const eq = text.indexOf('=')
    if (eq > 0) i = eq + 1
  }
  const parseLevel = (): unknown[] => {
    if (text[i] !== '{') throw new Error(`malformed array literal: ${text}`)
    i += 1
    const out: unknown[] = []
    if (text[i] === '}') {
      i += 1
      return out
    }
    for (;;) {
      if (text[i] === '{') out.push(parseLevel())
      else if (text[i] === '"') {
        i += 1
        let s = ''
        while (i < text.length && text[i] !== '"') {
          if (text[i] === '\\') i += 1
          s += text[i]
          i += 1
        }
        i += 1
        out.push(element(s))
      } else {
        const start = i
        while (i < text.length && text[i] !== ',' && text[i] !== '}') i += 1
        const raw = text.slice(start, i).trim()
        out.push(raw.toUpperCase() === 'NULL' ? null : element(raw))
      }
      if (text[i] === ',') i += 1
      else if (text[i] === '}') {
        i += 1
        return out
      } else throw new Error(`malformed array literal: ${text}`)
    }
  }
  return parseLevel()
}

/**
 * A node-postgres `types` object: scalars as above, and every array type listed in `arrays` (array oid →
 * element oid, read from pg_type at start, as PGlite does) as an array of its element's values.
 */
export function pgliteTypes(arrays: Map<number, number>): {
  getTypeParser: (oid: number, format?: string) => TextParser
} {
  return {
    getTypeParser(oid: number, format?: string) {
      if (format === 'binary') return identity
      const elem = arrays.get(oid)
      if (elem !== undefined) {
        const element = scalarParser(elem)
        return (t) => parseArray(t, element)
      }
      return scalarParser(oid)
    },
  }
}

/** The array types of the built-in catalog, for the connection that reads pg_type itself. */
export const ARRAY_TYPES_SQL = `select typarray::int as array_oid, oid::int as elem_oid from pg_type where typarray <> 0`
