import { beforeAll, describe, expect, it } from 'vitest'
import { inspect } from './inspect'
import { blobOf, lockedPdf, makePdf, useNode } from './test-helpers'

beforeAll(useNode)

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    return (error as Error).name
  }
}

describe('opening PDFs (inspect)', () => {
  it('counts pages', async () => {
    expect(await inspect({ file: blobOf(await makePdf(7)) }, {})).toEqual({ pageCount: 7, encrypted: false })
  })

  it('names every kind of bad input', async () => {
    const good = await makePdf(3)
    expect(await codeOf(inspect({ file: blobOf(new Uint8Array()) }, {}))).toBe('InvalidInput')
    expect(
      await codeOf(inspect({ file: blobOf(new TextEncoder().encode('hello, I am a text file')) }, {})),
    ).toBe('UnsupportedFormat')
    expect(await codeOf(inspect({ file: blobOf(good.slice(0, 40)) }, {}))).toBe('CorruptFile')
    const garbage = new Uint8Array(5000).map((_, i) => (i * 7919) % 251)
    garbage.set(new TextEncoder().encode('%PDF-1.7\n'))
    expect(await codeOf(inspect({ file: blobOf(garbage) }, {}))).toBe('CorruptFile')
  })

  it('asks for the password of a locked file and tells a wrong one apart', async () => {
    const locked = blobOf(lockedPdf())
    expect(await codeOf(inspect({ file: locked }, {}))).toBe('PasswordRequired')
    expect(await codeOf(inspect({ file: locked }, { password: 'nope' }))).toBe('WrongPassword')
    expect(await inspect({ file: locked }, { password: 'secret' })).toEqual({ pageCount: 3, encrypted: true })
  })
})
