// Many units of opening stock at once: the dealer pastes chassis and engine numbers, one vehicle a line (from
// a spreadsheet, separated by a tab, comma, semicolon or spaces), and gives the variant, colour, cost and
// as-of date they share. Each line is checked as one unit of checkOpening, against what the company knows and
// against the lines above it, so a chassis pasted twice is refused too. Nothing is added unless every line is
// good: a half-added paste would leave the dealer guessing which lines went in.
import {
  checkOpening,
  type OpeningCode,
  type OpeningContext,
  type OpeningDraft,
  type OpeningField,
  type OpeningFields,
} from './opening-draft'

export type LineError = { line: number; text: string; field: 'chassis_no' | 'engine_no'; code: OpeningCode }

export type OpeningLinesResult =
  | { ok: true; values: OpeningFields[] }
  | {
      ok: false
      /** Errors of the shared fields (variant, colour, cost, as-of date), once. */
      shared: Partial<Record<OpeningField, OpeningCode>>
      lines: LineError[]
      /** No line with a chassis was pasted. */
      empty: boolean
    }

/** At most this many lines in one paste: a yard's stock, not a data dump. */
export const MAX_LINES = 500

export function splitLine(line: string): { chassis: string; engine: string } {
  const parts = line
    .trim()
    .split(/[\t,;|]+|\s{2,}|\s+(?=\S+$)/)
    .map((p) => p.trim())
    .filter(Boolean)
  return { chassis: parts[0] ?? '', engine: parts[1] ?? '' }
}

export function checkOpeningLines(
  text: string,
  shared: OpeningDraft,
  ctx: OpeningContext,
): OpeningLinesResult {
  const knownChassis = new Set(ctx.knownChassis)
  const knownEngines = new Set(ctx.knownEngines)
  const sharedErrors: Partial<Record<OpeningField, OpeningCode>> = {}
  const lines: LineError[] = []
  const values: OpeningFields[] = []
  const rows = text.split(/\r?\n/).map((t, i) => ({ t: t.trim(), line: i + 1 }))
  const filled = rows.filter((r) => r.t)
  for (const { t, line } of filled.slice(0, MAX_LINES)) {
    const { chassis, engine } = splitLine(t)
    const r = checkOpening(
      { ...shared, chassis_no: chassis, engine_no: engine },
      { ...ctx, knownChassis, knownEngines },
    )
    if (r.ok) {
      values.push(r.value)
      knownChassis.add(r.value.chassis_no)
      if (r.value.engine_no) knownEngines.add(r.value.engine_no)
      continue
    }
    for (const [f, e] of Object.entries(r.errors) as [OpeningField, { code: OpeningCode }][]) {
      if (f === 'chassis_no' || f === 'engine_no') lines.push({ line, text: t, field: f, code: e.code })
      else sharedErrors[f] ??= e.code
    }
  }
  if (filled.length > MAX_LINES) {
    lines.push({
      line: filled[MAX_LINES]!.line,
      text: filled[MAX_LINES]!.t,
      field: 'chassis_no',
      code: 'too_long',
    })
  }
  const empty = filled.length === 0
  if (empty || lines.length > 0 || Object.keys(sharedErrors).length > 0) {
    return { ok: false, shared: sharedErrors, lines, empty }
  }
  return { ok: true, values }
}
