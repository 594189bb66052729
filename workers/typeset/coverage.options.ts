// The characters the bundled Noto Sans Devanagari has a glyph for (both weights: the same set), as hex
// ranges, so the page can tell without loading the font whether a text can be written as real text in it;
// `coverage.test.ts` checks the list against the font files, so an upgrade of the font cannot leave it stale.
export const BUNDLED_FONT_COVERAGE =
  'd 20-7e a0-a3 a5 a7-ab ad-b0 b4 b6-b8 ba-bb bf-107 10a-113 116-11b 11e-123 126-127 12a-12b 12e-131 ' +
  '136-137 139-13e 141-148 150-155 158-15b 15e-161 164-165 16a-16b 16e-17e 218-21b 237 2bc 2c6-2c7 2c9 ' +
  '2d8-2dd 300-304 306-308 30a-30c 326-328 900-97f 1cd0-1cf6 1cf8-1cf9 1e80-1e85 1e9e 1ef2-1ef3 ' +
  '200b-200d 2010 2013-2014 2018-201a 201c-201e 2022 2026 2039-203a 20ac 20b9 20f0 2122 2212 25cc ' +
  'a830-a839 a8e0-a8ff 11b00-11b09'

let ranges: [number, number][] | null = null

/** Whether the bundled font has a glyph for a code point. */
export function bundledFontHas(cp: number): boolean {
  ranges ??= BUNDLED_FONT_COVERAGE.split(' ').map((part) => {
    const [from = '', to = from] = part.split('-')
    return [parseInt(from, 16), parseInt(to, 16)]
  })
  let lo = 0
  let hi = ranges.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const [from, to] = ranges[mid]!
    if (cp < from) hi = mid - 1
    else if (cp > to) lo = mid + 1
    else return true
  }
  return false
}

/** Whether every character of a text (line breaks and tabs aside) is in the bundled font. */
export function bundledFontCovers(text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (cp !== 0x0a && cp !== 0x0d && cp !== 0x09 && !bundledFontHas(cp)) return false
  }
  return true
}
