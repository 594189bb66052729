/// <reference types="node" />
// Test-only (worker tests and e2e): a screenshot-like PNG as a canvas encoder writes it, where OxiPNG has real
// savings to find without changing a pixel.
import { createCanvas } from '@napi-rs/canvas'

/** A gradient band, flat panels, green bars and a transparent corner, encoded by @napi-rs/canvas. */
export async function makeScreenshotPng(width: number, height: number): Promise<Uint8Array> {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  const gradient = context.createLinearGradient(0, 0, width, 0)
  gradient.addColorStop(0, '#1d4ed8')
  gradient.addColorStop(1, '#f59e0b')
  context.fillStyle = gradient
  context.fillRect(0, 0, width, height / 3)
  context.fillStyle = '#f4f4f5'
  context.fillRect(0, height / 3, width, height)
  context.fillStyle = '#15803d'
  for (let y = height / 2; y < height - 20; y += 24) context.fillRect(20, y, width / 2, 12)
  context.clearRect(width - 40, height - 40, 40, 40)
  return new Uint8Array(await canvas.encode('png'))
}
