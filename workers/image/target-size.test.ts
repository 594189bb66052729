import { describe, expect, it } from 'vitest'
import { MIN_QUALITY, searchQuality } from './target-size'

// A monotonic stand-in encoder: 1 000 bytes per quality point.
const fake = async (quality: number) => new Uint8Array(quality * 1000)

describe('searchQuality', () => {
  it('finds the highest quality that fits in a few encodes', async () => {
    const found = await searchQuality(fake, 42_500)
    expect(found).toMatchObject({ quality: 42, met: true })
    expect(found.attempts).toBeLessThanOrEqual(9)
  })

  it('takes the top quality when it already fits', async () => {
    expect(await searchQuality(fake, 10_000_000, 80)).toMatchObject({ quality: 80, met: true, attempts: 1 })
  })

  it('says honestly when even the lowest quality is too big', async () => {
    const found = await searchQuality(fake, 1000)
    expect(found).toMatchObject({ quality: MIN_QUALITY, met: false })
    expect(found.bytes.length).toBe(MIN_QUALITY * 1000)
  })
})
