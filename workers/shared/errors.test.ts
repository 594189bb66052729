import { describe, expect, it } from 'vitest'
import { toWorkerError, WorkerTaskError } from './errors'

describe('worker errors', () => {
  it('keeps the code of a task error and carries it in the name', () => {
    const error = toWorkerError(new WorkerTaskError('WrongPassword', 'bad key'))
    expect(error.code).toBe('WrongPassword')
    expect(error.name).toBe('WrongPassword')
  })

  it('rebuilds a known code from a plain error that crossed the boundary', () => {
    const crossed = Object.assign(new Error('truncated xref'), { name: 'CorruptFile' })
    expect(toWorkerError(crossed).code).toBe('CorruptFile')
  })

  it('maps allocation failures to OutOfMemory and anything else to Unknown', () => {
    expect(toWorkerError(new RangeError('Array buffer allocation failed')).code).toBe('OutOfMemory')
    expect(toWorkerError(new TypeError('x is undefined')).code).toBe('Unknown')
    expect(toWorkerError('weird').code).toBe('Unknown')
  })
})
