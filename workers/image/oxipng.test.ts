import { createCanvas, loadImage } from '@napi-rs/canvas'
import { beforeAll, describe, expect, it } from 'vitest'
import { WorkerTaskError } from '../shared/errors'
import { DEFAULT_PROCESS, type ProcessOptions } from './api.options'
import { probeImage } from './probe'
import { makeScreenshotPng } from './png-fixture'
import { processImages } from './process'
import { blobOf, useNode } from './test-helpers'

beforeAll(useNode)

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())
const compressor = (extra: Partial<ProcessOptions> = {}): ProcessOptions => ({
  ...DEFAULT_PROCESS,
  pngLevel: 2,
  keepIfSmaller: true,
  nameSuffix: '-compressed',
  ...extra,
})

/** RGBA of a PNG as a canvas decodes it; fully transparent pixels count only by their alpha. */
async function pixelsOf(png: Uint8Array): Promise<Uint8Array> {
  const image = await loadImage(Buffer.from(png))
  const context = createCanvas(image.width, image.height).getContext('2d')
  context.drawImage(image, 0, 0)
  const data = new Uint8Array(context.getImageData(0, 0, image.width, image.height).data)
  for (let i = 0; i < data.length; i += 4) if (data[i + 3] === 0) data.fill(0, i, i + 3)
  return data
}

describe('PNG through OxiPNG', () => {
  it('writes a valid, smaller PNG of exactly the same pixels', async () => {
    const input = await makeScreenshotPng(320, 240)
    const { items } = await processImages(
      { files: [blobOf(input, 'image/png')], names: ['screen.png'] },
      compressor(),
    )
    const output = items[0]!.output!
    expect(output).toMatchObject({ name: 'screen-compressed.png', format: 'png', keptOriginal: false })
    const bytes = await bytesOf(output.blob)
    expect(bytes.length).toBeLessThan(input.length * 0.8)
    expect(probeImage(bytes)).toMatchObject({ kind: 'png', width: 320, height: 240 })
    expect(Buffer.from(await pixelsOf(bytes)).equals(Buffer.from(await pixelsOf(input)))).toBe(true)
  })

  it('gives back a PNG it cannot shrink unchanged, byte for byte', async () => {
    const input = await makeScreenshotPng(200, 150)
    const first = await processImages({ files: [blobOf(input, 'image/png')] }, compressor())
    const optimised = await bytesOf(first.items[0]!.output!.blob)
    const { items } = await processImages(
      { files: [blobOf(optimised, 'image/png')], names: ['already.png'] },
      compressor(),
    )
    const output = items[0]!.output!
    expect(output.keptOriginal).toBe(true)
    expect(Buffer.from(await bytesOf(output.blob)).equals(Buffer.from(optimised))).toBe(true)
  })

  it('is never bigger at a higher level', async () => {
    const input = await makeScreenshotPng(240, 180)
    const sizes: number[] = []
    for (const pngLevel of [1, 4]) {
      const { items } = await processImages({ files: [blobOf(input, 'image/png')] }, compressor({ pngLevel }))
      sizes.push(items[0]!.output!.blob.size)
    }
    expect(sizes[1]).toBeLessThanOrEqual(sizes[0]!)
  })

  it('checks a target size honestly: lossless cannot be squeezed to any size', async () => {
    const input = await makeScreenshotPng(200, 150)
    const fits = await processImages(
      { files: [blobOf(input, 'image/png')] },
      compressor({ targetBytes: 50 * 1024 }),
    )
    expect(fits.items[0]!.output).toMatchObject({ format: 'png', targetMet: true })
    const tooSmall = await processImages(
      { files: [blobOf(input, 'image/png')] },
      compressor({ targetBytes: 200 }),
    )
    expect(tooSmall.items[0]!.output).toMatchObject({ format: 'png', targetMet: false })
    expect(tooSmall.items[0]!.output!.blob.size).toBeLessThan(input.length)
  })

  it('stops a batch when cancelled between files, without encoding the rest', async () => {
    const input = await makeScreenshotPng(160, 120)
    const stages: (string | undefined)[] = []
    const run = processImages(
      { files: [blobOf(input, 'image/png'), blobOf(input, 'image/png')], names: ['a.png', 'b.png'] },
      compressor(),
      ({ stage }) => {
        stages.push(stage)
        if (stage === 'b.png') throw new WorkerTaskError('Cancelled')
      },
    )
    await expect(run).rejects.toMatchObject({ code: 'Cancelled' })
    expect(stages).toEqual(['a.png', 'b.png'])
  })
})
