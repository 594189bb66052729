// Pure pixel work the page may import too (an .options file: no worker side effects).
// Pixel work on RGBA arrays, shared by the passport page's live preview and the worker's full-size photo:
// brightness/contrast, and background replacement by a colour-distance flood from the picture's edges
// (no segmentation model ships with the app, so a plain wall behind the person is what this handles).

export type Rgba = { data: Uint8ClampedArray; width: number; height: number }

/** Brightness and contrast, −100 to 100 each, in place. */
export function adjustPixels(pixels: Rgba, brightness: number, contrast: number): void {
  if (brightness === 0 && contrast === 0) return
  const c = (contrast / 100) * 255
  // The usual contrast curve: 1 at 0, steeper towards 100, flat towards −100.
  const factor = (259 * (c + 255)) / (255 * (259 - c))
  const shift = (brightness / 100) * 255
  const table = new Uint8ClampedArray(256)
  for (let v = 0; v < 256; v += 1) table[v] = factor * (v - 128) + 128 + shift
  const { data } = pixels
  for (let i = 0; i < data.length; i += 4) {
    data[i] = table[data[i]!]!
    data[i + 1] = table[data[i + 1]!]!
    data[i + 2] = table[data[i + 2]!]!
  }
}

/** "#rrggbb" to numbers; anything else is white. */
export function parseHex(colour: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(colour.trim())
  if (!match) return [255, 255, 255]
  const n = Number.parseInt(match[1]!, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function distance(data: Uint8ClampedArray, i: number, r: number, g: number, b: number): number {
  const dr = data[i]! - r
  const dg = data[i + 1]! - g
  const db = data[i + 2]! - b
  return Math.sqrt(dr * dr + dg * dg + db * db)
}

/**
 * Marks the background: pixels connected to the edges whose colour is within `tolerance` (0–100, as a
 * share of the RGB cube's diagonal) of the edge pixel the flood started from. Returns 1 per background pixel.
 */
export function backgroundMask(pixels: Rgba, tolerance: number): Uint8Array {
  const { data, width, height } = pixels
  const limit = (Math.max(0, Math.min(100, tolerance)) / 100) * 441.7
  const mask = new Uint8Array(width * height)
  // Each flooded pixel remembers the colour of its seed, so a gradual shadow does not lead the flood
  // step by step into the face.
  const seedOf = new Int32Array(width * height).fill(-1)
  const queue = new Int32Array(width * height)
  let head = 0
  let tail = 0
  const seed = (p: number) => {
    if (mask[p]) return
    mask[p] = 1
    seedOf[p] = p
    queue[tail++] = p
  }
  for (let x = 0; x < width; x += 1) {
    seed(x)
    seed((height - 1) * width + x)
  }
  for (let y = 0; y < height; y += 1) {
    seed(y * width)
    seed(y * width + width - 1)
  }
  while (head < tail) {
    const p = queue[head++]!
    const s = seedOf[p]! * 4
    const r = data[s]!
    const g = data[s + 1]!
    const b = data[s + 2]!
    const x = p % width
    const y = (p - x) / width
    const visit = (q: number) => {
      if (mask[q] || distance(data, q * 4, r, g, b) > limit) return
      mask[q] = 1
      seedOf[q] = seedOf[p]!
      queue[tail++] = q
    }
    if (x > 0) visit(p - 1)
    if (x < width - 1) visit(p + 1)
    if (y > 0) visit(p - width)
    if (y < height - 1) visit(p + width)
  }
  // Edge seeds that are far from the edge's common colour (the person's shoulders touching the border)
  // are not background: drop floods that started there.
  const [mr, mg, mb] = edgeMedian(pixels)
  const keep = new Uint8Array(width * height)
  for (let p = 0; p < mask.length; p += 1) {
    if (mask[p] && keep[seedOf[p]!] === 0) {
      keep[seedOf[p]!] = distance(data, seedOf[p]! * 4, mr, mg, mb) <= limit * 1.5 ? 1 : 2
    }
  }
  for (let p = 0; p < mask.length; p += 1) if (mask[p] && keep[seedOf[p]!] !== 1) mask[p] = 0
  return mask
}

/** The per-channel median of the border pixels: the wall's colour in a usual portrait. */
export function edgeMedian(pixels: Rgba): [number, number, number] {
  const { data, width, height } = pixels
  const channels: number[][] = [[], [], []]
  const add = (p: number) => {
    for (let c = 0; c < 3; c += 1) channels[c]!.push(data[p * 4 + c]!)
  }
  for (let x = 0; x < width; x += 1) {
    add(x)
    add((height - 1) * width + x)
  }
  for (let y = 1; y < height - 1; y += 1) {
    add(y * width)
    add(y * width + width - 1)
  }
  return channels.map((values) => {
    values.sort((a, b) => a - b)
    return values[values.length >> 1] ?? 255
  }) as [number, number, number]
}

/** Paints the background `colour`, with a half-blend on the subject's outline to soften the cut. */
export function replaceBackground(pixels: Rgba, colour: string, tolerance: number): number {
  const mask = backgroundMask(pixels, tolerance)
  const [r, g, b] = parseHex(colour)
  const { data, width, height } = pixels
  let painted = 0
  for (let p = 0; p < mask.length; p += 1) {
    const i = p * 4
    if (mask[p]) {
      data[i] = r
      data[i + 1] = g
      data[i + 2] = b
      data[i + 3] = 255
      painted += 1
      continue
    }
    const x = p % width
    const y = (p - x) / width
    const edge =
      (x > 0 && mask[p - 1]) ||
      (x < width - 1 && mask[p + 1]) ||
      (y > 0 && mask[p - width]) ||
      (y < height - 1 && mask[p + width])
    if (edge) {
      data[i] = (data[i]! + r) / 2
      data[i + 1] = (data[i + 1]! + g) / 2
      data[i + 2] = (data[i + 2]! + b) / 2
    }
  }
  return painted / mask.length
}
