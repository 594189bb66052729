import { describe, expect, it } from 'vitest'
import { WorkerTaskError } from '@/lib/worker-bridge'
import { pdfFailureKey } from './pdf-failure'

describe('pdfFailureKey', () => {
  it('names a damaged picture and a document too large; anything else is worth another try', () => {
    expect(pdfFailureKey(new WorkerTaskError('UnsupportedFormat', 'SOI not found'))).toBe('badPicture')
    expect(pdfFailureKey(new WorkerTaskError('CorruptFile'))).toBe('badPicture')
    expect(pdfFailureKey(new WorkerTaskError('OutOfMemory'))).toBe('tooLarge')
    expect(pdfFailureKey(new WorkerTaskError('TooLarge'))).toBe('tooLarge')
    expect(pdfFailureKey(new WorkerTaskError('Unknown'))).toBe('tryAgain')
    // A plain Error named like a code is not trusted: only the bridge's rebuilt errors carry codes.
    expect(pdfFailureKey(Object.assign(new Error('x'), { name: 'UnsupportedFormat' }))).toBe('tryAgain')
    expect(pdfFailureKey(undefined)).toBe('tryAgain')
  })
})
