// List labels from numbering.xml: each w:num points at an abstract definition whose levels give a start value,
// a number format and a label pattern ("%1.", "%1.%2)"); counters run per list and a level resets the levels
// below it, as in Word.
import { kid, kids, val, type XmlElement } from './xml'

type Level = { start: number; format: string; text: string; indentLeft?: number; hanging?: number }

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
]

export function roman(n: number): string {
  let out = ''
  let rest = n
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters
      rest -= value
    }
  }
  return out
}

/** a, b, … z, aa, bb, … as Word counts letters. */
export function letters(n: number): string {
  if (n < 1) return ''
  const letter = String.fromCharCode(97 + ((n - 1) % 26))
  return letter.repeat(Math.floor((n - 1) / 26) + 1)
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९'

/** One counter value in a w:numFmt. */
export function formatNumber(n: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return letters(n)
    case 'upperLetter':
      return letters(n).toUpperCase()
    case 'lowerRoman':
      return roman(n)
    case 'upperRoman':
      return roman(n).toUpperCase()
    case 'decimalZero':
      return n < 10 ? `0${n}` : String(n)
    case 'hindiNumbers':
      return String(n).replace(/\d/g, (d) => DEVANAGARI_DIGITS[Number(d)] ?? d)
    case 'none':
      return ''
    default:
      return String(n)
  }
}

/**
 * Bullet characters come from symbol fonts at private-use code points (Symbol's U+F0B7, Wingdings' U+F0A7…);
 * the embedded font has no such glyphs, so they print as the ordinary bullet.
 */
function bulletText(text: string): string {
  if (!text || /[\ue000-\uf8ff]/.test(text)) return '•'
  return text
}

function readLevel(lvl: XmlElement): Level {
  const ind = kid(kid(lvl, 'w:pPr'), 'w:ind')
  const tw = (v: string | undefined) => (v ? Number(v) / 20 : undefined)
  return {
    start: Number(val(lvl, 'w:start') ?? 1) || 0,
    format: val(lvl, 'w:numFmt') ?? 'decimal',
    text: val(lvl, 'w:lvlText') ?? '',
    indentLeft: tw(ind?.attrs['w:left'] ?? ind?.attrs['w:start']),
    hanging: tw(ind?.attrs['w:hanging']),
  }
}

export type ListItem = { label: string; bullet: boolean; indentLeft?: number; hanging?: number }

export type Numbering = {
  /** The label of the next item of list `numId` at `ilvl`, counting it; null when the list is unknown. */
  next(numId: string, ilvl: number): ListItem | null
}

export function readNumbering(root: XmlElement | undefined): Numbering {
  const abstract = new Map<string, Level[]>()
  for (const a of kids(root, 'w:abstractNum')) {
    const levels: Level[] = []
    for (const lvl of kids(a, 'w:lvl')) levels[Number(lvl.attrs['w:ilvl'] ?? 0)] = readLevel(lvl)
    abstract.set(a.attrs['w:abstractNumId'] ?? '', levels)
  }
  const lists = new Map<string, Level[]>()
  for (const n of kids(root, 'w:num')) {
    const base = abstract.get(val(n, 'w:abstractNumId') ?? '') ?? []
    const levels = [...base]
    for (const o of kids(n, 'w:lvlOverride')) {
      const i = Number(o.attrs['w:ilvl'] ?? 0)
      const own = kid(o, 'w:lvl')
      const start = val(o, 'w:startOverride')
      const level = own ? readLevel(own) : levels[i]
      if (level) levels[i] = start !== undefined ? { ...level, start: Number(start) } : level
    }
    lists.set(n.attrs['w:numId'] ?? '', levels)
  }
  const counters = new Map<string, (number | undefined)[]>()
  return {
    next(numId, ilvl) {
      const levels = lists.get(numId)
      const level = levels?.[ilvl]
      if (!levels || !level) return null
      const counts = counters.get(numId) ?? []
      counters.set(numId, counts)
      counts[ilvl] = counts[ilvl] === undefined ? level.start : (counts[ilvl] as number) + 1
      for (let deeper = ilvl + 1; deeper < counts.length; deeper += 1) counts[deeper] = undefined
      const bullet = level.format === 'bullet'
      const label = bullet
        ? bulletText(level.text)
        : level.text.replace(/%([1-9])/g, (_, d: string) => {
            const at = Number(d) - 1
            const l = levels[at]
            return formatNumber(counts[at] ?? l?.start ?? 1, l?.format ?? 'decimal')
          })
      return { label, bullet, indentLeft: level.indentLeft, hanging: level.hanging }
    },
  }
}
