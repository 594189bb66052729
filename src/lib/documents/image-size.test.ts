import { PDFDocument } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import { imageSize } from './image-size'

// A 3 × 2 PNG and a 5 × 4 JPEG, as bytes.
const PNG_3x2 =
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DwH4oZYCwAWfQK9lo+cN8AAAAASUVORK5CYII='
const JPEG_5x4 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAAEAAUBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AVN//2Q=='
const bytes = (b64: string) => Uint8Array.from(Buffer.from(b64, 'base64'))

describe('imageSize', () => {
  it('reads PNG and JPEG headers', async () => {
    expect(imageSize({ type: 'png', bytes: bytes(PNG_3x2) })).toEqual({ width: 3, height: 2 })
    expect(imageSize({ type: 'jpeg', bytes: bytes(JPEG_5x4) })).toEqual({ width: 5, height: 4 })
    // pdf-lib agrees (it reads the same headers to embed them).
    const doc = await PDFDocument.create()
    const png = await doc.embedPng(bytes(PNG_3x2))
    expect([png.width, png.height]).toEqual([3, 2])
  })

  it('gives null for bytes that are not the picture they claim to be', () => {
    expect(imageSize({ type: 'png', bytes: new Uint8Array([1, 2, 3]) })).toBeNull()
    expect(imageSize({ type: 'jpeg', bytes: bytes(PNG_3x2) })).toBeNull()
  })
})
