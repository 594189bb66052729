import { describe, expect, it } from 'vitest'
import { grownCount, nextStepSize, STEP_BUDGET_MS } from './tile-batches'

describe('nextStepSize', () => {
  it('halves after a step over budget and doubles after one well under it', () => {
    expect(nextStepSize(24, STEP_BUDGET_MS + 1)).toBe(12)
    expect(nextStepSize(24, STEP_BUDGET_MS / 2 - 1)).toBe(48)
    expect(nextStepSize(24, STEP_BUDGET_MS * 0.75)).toBe(24)
  })

  it('stays between 4 and 96 tiles', () => {
    expect(nextStepSize(5, 500)).toBe(4)
    expect(nextStepSize(4, 500)).toBe(4)
    expect(nextStepSize(80, 1)).toBe(96)
  })

  it('keeps the size when the time is not a number (clock unavailable)', () => {
    expect(nextStepSize(24, Number.NaN)).toBe(24)
    expect(nextStepSize(24, -3)).toBe(24)
  })
})

describe('grownCount', () => {
  it('grows by the step and stops at the page count', () => {
    expect(grownCount(24, 24, 1000)).toBe(48)
    expect(grownCount(990, 24, 1000)).toBe(1000)
    expect(grownCount(1000, 24, 1000)).toBe(1000)
  })

  it('always grows by at least one tile', () => {
    expect(grownCount(3, 0, 10)).toBe(4)
    expect(grownCount(-2, 5, 10)).toBe(5)
  })
})
