// SSIM for the benches that compare encoders at equal quality (bench/image-ssim.mjs, bench/pdf-gs.mjs): mean
// SSIM over 8×8 windows every 4 pixels (Wang et al. 2004 constants, no Gaussian weighting). Windows that
// overlap the JPEG block grid matter: bench/image.mjs's windows sit exactly on the 8×8 blocks, so they never
// see a block edge and cannot tell blocking from detail. Luma by default (BT.601, what JPEG codes finest); `chroma` gives the mean of the Cb
// and Cr SSIMs, printed beside it so that an encoder cannot look better by spending fewer bytes on colour,
// which luma alone would not see.

const STRIDE = 4

/** One plane of RGBA (or RGB with `step` 3) pixels: 'y', 'cb' or 'cr'. */
export function plane(data, which, step = 4) {
  const out = new Float64Array(data.length / step)
  const [r, g, b] =
    which === 'y'
      ? [0.299, 0.587, 0.114]
      : which === 'cb'
        ? [-0.168736, -0.331264, 0.5]
        : [0.5, -0.418688, -0.081312]
  for (let i = 0; i < out.length; i += 1) {
    const k = i * step
    out[i] = r * data[k] + g * data[k + 1] + b * data[k + 2]
  }
  return out
}

/** Mean SSIM of two planes of `width` × `height`. */
export function ssimPlane(la, lb, width, height) {
  const c1 = (0.01 * 255) ** 2
  const c2 = (0.03 * 255) ** 2
  let total = 0
  let windows = 0
  for (let y = 0; y + 8 <= height; y += STRIDE) {
    for (let x = 0; x + 8 <= width; x += STRIDE) {
      let sa = 0
      let sb = 0
      let saa = 0
      let sbb = 0
      let sab = 0
      for (let j = 0; j < 8; j += 1) {
        let k = (y + j) * width + x
        for (let i = 0; i < 8; i += 1, k += 1) {
          const a = la[k]
          const b = lb[k]
          sa += a
          sb += b
          saa += a * a
          sbb += b * b
          sab += a * b
        }
      }
      const ma = sa / 64
      const mb = sb / 64
      const va = (saa - 64 * ma * ma) / 63
      const vb = (sbb - 64 * mb * mb) / 63
      const cov = (sab - 64 * ma * mb) / 63
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
      windows += 1
    }
  }
  return total / windows
}

/** Luma SSIM of two pixel arrays (RGBA, or RGB with `step` 3). */
export function ssim(a, b, width, height, step = 4) {
  return ssimPlane(plane(a, 'y', step), plane(b, 'y', step), width, height)
}

/** Mean of the Cb and Cr SSIMs (chroma planes offset by 128 so the constants mean what they do for luma). */
export function ssimChroma(a, b, width, height, step = 4) {
  const shifted = (data, which) => plane(data, which, step).map((v) => v + 128)
  return (
    (ssimPlane(shifted(a, 'cb'), shifted(b, 'cb'), width, height) +
      ssimPlane(shifted(a, 'cr'), shifted(b, 'cr'), width, height)) /
    2
  )
}
