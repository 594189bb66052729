import { createCanvas, loadImage } from '@napi-rs/canvas'
import { beforeAll, describe, expect, it } from 'vitest'
import { WorkerTaskError } from '../shared/errors'
import { cropImage } from './crop'
import { cropPixels, NO_TRANSFORM, rotatedBounds, type CropOptions } from './crop.options'
import { blobOf, useNode } from './test-helpers'

beforeAll(useNode)

/** 200 × 100 PNG: left half red, right half blue. */
async function redBlue(): Promise<Blob> {
  const canvas = createCanvas(200, 100)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ff0000'
  ctx.fillRect(0, 0, 100, 100)
  ctx.fillStyle = '#0000ff'
  ctx.fillRect(100, 0, 100, 100)
  return blobOf(new Uint8Array(await canvas.encode('png')), 'image/png')
}

async function pixel(blob: Blob, x: number, y: number): Promise<number[]> {
  const image = await loadImage(Buffer.from(await blob.arrayBuffer()))
  const ctx = createCanvas(image.width, image.height).getContext('2d')
  ctx.drawImage(image, 0, 0)
  return [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3)
}

const base: CropOptions = {
  transform: NO_TRANSFORM,
  crop: { x: 0, y: 0, width: 1, height: 1 },
  format: 'png',
  quality: 90,
  background: '#ffffff',
  outputName: 'out.png',
}

describe('crop geometry', () => {
  it('bounds of quarter turns swap sides exactly; 45° grows the box', () => {
    expect(rotatedBounds(200, 100, Math.PI / 2)).toEqual({ width: 100, height: 200 })
    expect(rotatedBounds(100, 100, Math.PI / 4).width).toBeCloseTo(141.42, 1)
  })

  it('keeps a pixel crop inside the picture', () => {
    expect(cropPixels({ x: 0.5, y: 0.5, width: 1, height: 1 }, { width: 200, height: 100 })).toEqual({
      x: 100,
      y: 50,
      width: 100,
      height: 50,
    })
    expect(cropPixels({ x: 1, y: 1, width: 0, height: 0 }, { width: 200, height: 100 })).toEqual({
      x: 199,
      y: 99,
      width: 1,
      height: 1,
    })
  })
})

describe('cropImage', () => {
  it('crops the right half', async () => {
    const result = await cropImage(
      { file: await redBlue() },
      { ...base, crop: { x: 0.5, y: 0, width: 0.5, height: 1 } },
    )
    expect([result.width, result.height]).toEqual([100, 100])
    expect(await pixel(result.blob, 50, 50)).toEqual([0, 0, 255])
  })

  it('turns a quarter clockwise: red on top', async () => {
    const result = await cropImage(
      { file: await redBlue() },
      { ...base, transform: { ...NO_TRANSFORM, turns: 1 } },
    )
    expect([result.width, result.height]).toEqual([100, 200])
    expect(await pixel(result.blob, 50, 20)).toEqual([255, 0, 0])
    expect(await pixel(result.blob, 50, 180)).toEqual([0, 0, 255])
  })

  it('flips horizontally and encodes JPEG', async () => {
    const result = await cropImage(
      { file: await redBlue() },
      { ...base, format: 'jpeg', transform: { ...NO_TRANSFORM, flipX: true }, outputName: 'x.jpg' },
    )
    const [r, , b] = await pixel(result.blob, 20, 50)
    expect(b! > 200 && r! < 60).toBe(true)
    expect(result.blob.type).toBe('image/jpeg')
  })

  it('straightening fills uncovered corners with the background', async () => {
    const result = await cropImage(
      { file: await redBlue() },
      { ...base, transform: { ...NO_TRANSFORM, angle: 10 } },
    )
    expect(result.width).toBeGreaterThan(200)
    expect(await pixel(result.blob, 0, 0)).toEqual([255, 255, 255])
  })

  it('refuses a non-image with a named error', async () => {
    await expect(
      cropImage({ file: blobOf(new TextEncoder().encode('hello'), 'text/plain') }, base),
    ).rejects.toBeInstanceOf(WorkerTaskError)
  })
})
