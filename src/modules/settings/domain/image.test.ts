import { describe, expect, it } from 'vitest'
import { extensionFor, fitWithin, IMAGE_MAX_BYTES, imageProblem } from './image'

describe('imageProblem', () => {
  it('accepts png, jpeg and webp up to 2 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull()
    expect(imageProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES + 1 })).toBe('size')
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('type')
    expect(imageProblem({ type: '', size: 10 })).toBe('type')
  })
})

describe('fitWithin', () => {
  it('scales the longer side down and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768, scaled: true })
    expect(fitWithin(300, 2048, 1024)).toEqual({ width: 150, height: 1024, scaled: true })
    expect(fitWithin(500, 400, 1024)).toEqual({ width: 500, height: 400, scaled: false })
    expect(fitWithin(0, 400)).toEqual({ width: 0, height: 0, scaled: false })
  })
  it('names extensions', () => {
    expect(extensionFor('image/jpeg')).toBe('jpg')
    expect(extensionFor('image/webp')).toBe('webp')
    expect(extensionFor('image/png')).toBe('png')
  })
})
