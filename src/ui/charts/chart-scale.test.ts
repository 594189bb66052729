import { describe, expect, it } from 'vitest'
import { axisTicks, donutDashes, niceCeiling, percentShares, stackBars } from './chart-scale'

describe('donutDashes', () => {
  it('splits the circumference by share and chains offsets', () => {
    expect(donutDashes([1, 3], 100)).toEqual([
      { length: 25, offset: -0 },
      { length: 75, offset: -25 },
    ])
  })
  it('draws nothing for an empty or invalid total', () => {
    expect(donutDashes([0, Number.NaN, -4], 100).map((d) => d.length)).toEqual([0, 0, 0])
  })
})

describe('percentShares', () => {
  it('adds up to exactly 100', () => {
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33])
    expect(percentShares([1000000, 867823])).toEqual([54, 46])
  })
  it('is all zero when nothing is positive', () => {
    expect(percentShares([0, 0])).toEqual([0, 0])
  })
})

describe('niceCeiling and axisTicks', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(87)).toBe(100)
    expect(niceCeiling(120)).toBe(200)
    expect(niceCeiling(2100)).toBe(2500)
    expect(niceCeiling(4999)).toBe(5000)
    expect(niceCeiling(5000)).toBe(5000)
    expect(niceCeiling(0)).toBe(1)
  })
  it('gives evenly spaced ticks from zero', () => {
    expect(axisTicks(87, 4)).toEqual([0, 25, 50, 75, 100])
  })
})

describe('stackBars', () => {
  it('stacks segments from the bottom and scales the maximum to the height', () => {
    expect(
      stackBars(
        [
          [30, 20],
          [100, 0],
        ],
        100,
        200,
      ),
    ).toEqual([
      [
        { y: 140, height: 60 },
        { y: 100, height: 40 },
      ],
      [
        { y: 0, height: 200 },
        { y: 0, height: 0 },
      ],
    ])
  })
  it('treats negative parts and a zero maximum as empty', () => {
    expect(stackBars([[-5, 10]], 0, 50)).toEqual([
      [
        { y: 50, height: 0 },
        { y: 50, height: 0 },
      ],
    ])
  })
})
