import { beforeAll, describe, expect, it } from 'vitest'
import { loadFace, type LoadedFace } from './fonts'
import { glyphRunOps, utf16Text } from './glyph-run'
import { PdfFont } from './pdf-font'
import { shapeWord } from './shape'
import { installNodeFonts } from './test-helpers'

let face: LoadedFace

beforeAll(async () => {
  installNodeFonts()
  face = await loadFace('regular')
})

const spans = (ops: string) => [...ops.matchAll(/\/ActualText (<[0-9A-F]+>)/g)].map((m) => m[1])

describe('glyphRunOps', () => {
  const run = (text: string, actualText: boolean) =>
    glyphRunOps(
      { glyphs: shapeWord(face, text), x: 10, y: 20, size: 12, fill: '0 0 0 rg', actualText },
      new PdfFont(face, 'F1'),
    ).text

  it('wraps only the clusters whose glyphs do not spell them in /ActualText', () => {
    // हि: the i-matra is drawn before its consonant; न is the font's own glyph for न; दी is a pair too.
    const ops = run('हिन', true)
    expect(spans(ops)).toEqual([utf16Text('हि')])
    expect(ops).toMatch(/BDC\n\[[^\]]+\] TJ\nEMC\n\[<[0-9a-f]{4}>\] TJ\nET$/)
    expect(spans(run('Kamal', true))).toEqual([])
  })

  it('leaves runs as they were without the option (the documents engine)', () => {
    expect(run('हिन्दी', false)).not.toContain('BDC')
    expect(run('हिन्दी', false)).toMatch(/^BT\n\/F1 12 Tf\n0 0 0 rg\n1 0 0 1 10 20 Tm\n\[[^\]]+\] TJ\nET$/)
  })
})
