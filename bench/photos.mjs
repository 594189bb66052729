// Synthetic stand-ins for photographs (bench/image-ssim.mjs, bench/pdf-gs.mjs): no real photo ships with the
// repository, and the benches make their inputs without network. A landscape — sky with clouds, hills, ground
// with fractal texture, buildings with windows (hard edges), sensor noise — whose detail has the 1/f spectrum
// of natural images; the same scene at any resolution. Not a photograph: real ones can be given to
// bench/image-ssim.mjs with BENCH_PHOTOS.

/** Deterministic value noise: a hashed lattice, smoothstep-interpolated. */
function hash(x, y, seed) {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2147483647)
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295
}
function valueNoise(x, y, seed) {
  const xi = Math.floor(x)
  const yi = Math.floor(y)
  const fx = x - xi
  const fy = y - yi
  const sx = fx * fx * (3 - 2 * fx)
  const sy = fy * fy * (3 - 2 * fy)
  const a = hash(xi, yi, seed)
  const b = hash(xi + 1, yi, seed)
  const c = hash(xi, yi + 1, seed)
  const d = hash(xi + 1, yi + 1, seed)
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy
}
/** Fractal noise with 1/f amplitudes (the spectrum of natural images), 0–1. */
function fbm(x, y, octaves, seed) {
  let sum = 0
  let amp = 0.5
  let norm = 0
  for (let o = 0; o < octaves; o += 1) {
    sum += amp * valueNoise(x, y, seed + o)
    norm += amp
    x *= 2.03
    y *= 2.03
    amp *= 0.5
  }
  return sum / norm
}

/** A landscape: sky and clouds, hills, textured ground, buildings with windows, sensor noise. RGBA. */
export function makeScene(width, height, seed) {
  const data = new Uint8ClampedArray(width * height * 4)
  const u = 1 / width // scene units: the same scene at every resolution
  const octaves = Math.ceil(Math.log2(width / 8))
  const buildings = Array.from({ length: 7 }, (_, i) => {
    const x0 = hash(i, 1, seed) * 0.9
    const w = 0.04 + hash(i, 2, seed) * 0.08
    const top = 0.3 + hash(i, 3, seed) * 0.2
    const tint = 0.6 + hash(i, 4, seed) * 0.4
    return { x0, x1: x0 + w, top, tint }
  })
  let rng = seed * 7919 + 1
  const gauss = () => {
    let s = 0
    for (let i = 0; i < 4; i += 1) {
      rng = (Math.imul(rng, 1103515245) + 12345) >>> 0
      s += rng / 4294967296
    }
    return (s - 2) * 1.73 // unit variance
  }
  const aspect = height / width
  for (let py = 0; py < height; py += 1) {
    const y = py * u
    for (let px = 0; px < width; px += 1) {
      const x = px * u
      const horizon = aspect * (0.52 + 0.08 * (fbm(x * 3, 0.5, 5, seed + 10) - 0.5))
      let r
      let g
      let b
      if (y < horizon) {
        const t = y / horizon
        const cloud = Math.max(0, Math.min(1, (fbm(x * 4, y * 8, octaves, seed + 20) - 0.45) * 3))
        r = 70 + 110 * t
        g = 120 + 90 * t
        b = 210 + 30 * t
        const shade = 200 + 55 * fbm(x * 16, y * 16, octaves - 2, seed + 30)
        r += (shade - r) * cloud
        g += (shade - g) * cloud
        b += (shade + 5 - b) * cloud
      } else {
        const depth = (y - horizon) / (aspect - horizon)
        const f = 6 + 40 * depth
        const tex = fbm(x * f, y * f * 1.5, octaves, seed + 40)
        const patch = fbm(x * 2, y * 3, 4, seed + 50)
        const light = 0.55 + 0.6 * tex
        r = (60 + 90 * patch) * light
        g = (90 + 60 * (1 - patch)) * light
        b = (40 + 30 * patch) * light
      }
      for (const house of buildings) {
        if (x >= house.x0 && x < house.x1 && y >= house.top * aspect && y < horizon + 0.02) {
          const wx = ((x - house.x0) / 0.012) % 1
          const wy = ((y - house.top * aspect) / 0.018) % 1
          const window = wx > 0.3 && wx < 0.75 && wy > 0.3 && wy < 0.7
          const wall = 150 * house.tint * (0.85 + 0.3 * fbm(x * 60, y * 60, octaves - 3, seed + 60))
          const side = x - house.x0 < 0.006 ? 0.7 : 1
          r = window ? 40 + 60 * hash(Math.floor(x * 500), Math.floor(y * 500), seed) : wall * side
          g = window ? 50 : wall * 0.92 * side
          b = window ? 70 : wall * 0.8 * side
        }
      }
      const noise = 2.5 * gauss()
      const i = (py * width + px) * 4
      data[i] = r + noise
      data[i + 1] = g + noise
      data[i + 2] = b + noise
      data[i + 3] = 255
    }
  }
  return data
}
