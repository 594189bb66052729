import { describe, expect, it } from 'vitest'
import { imageOfDataUrl } from './data-url'

describe('imageOfDataUrl', () => {
  it('decodes JPEG and PNG data URLs and refuses anything else', () => {
    expect(imageOfDataUrl('data:image/jpeg;base64,/9j/')).toEqual({
      bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      type: 'jpeg',
    })
    expect(imageOfDataUrl('data:image/png;base64,iVBO')?.type).toBe('png')
    expect(imageOfDataUrl('data:image/webp;base64,UklG')).toBeNull()
    expect(imageOfDataUrl('javascript:alert(1)')).toBeNull()
    expect(imageOfDataUrl('')).toBeNull()
  })
})
