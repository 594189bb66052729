import { beforeAll, describe, expect, it } from 'vitest'
import { bundledFontCovers, bundledFontHas } from './coverage.options'
import { loadFace, type LoadedFace } from './fonts'
import { installNodeFonts } from './test-helpers'

beforeAll(installNodeFonts)

describe('bundled font coverage', () => {
  it.each(['regular', 'bold'] as const)('lists exactly the characters the %s face has', async (weight) => {
    const face: LoadedFace = await loadFace(weight)
    const wrong: string[] = []
    for (let cp = 0; cp <= 0x1ffff; cp += 1) {
      if (face.covers(cp) !== bundledFontHas(cp)) wrong.push(cp.toString(16))
    }
    expect(wrong).toEqual([])
  })

  it('tells Hindi and Latin from scripts the font lacks', () => {
    expect(bundledFontCovers('नमस्ते दुनिया\nApproved ₹1,200')).toBe(true)
    expect(bundledFontCovers('வணக்கம்')).toBe(false)
    expect(bundledFontCovers('Done ✅')).toBe(false)
  })
})
