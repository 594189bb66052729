// Output file names that say which pages they hold: report_p1-3.pdf, report_p5.pdf, report_p2,4,6.pdf.

/** Describes 0-based page indices as 1-based runs: [0,1,2,4] → "1-3,5"; very long lists are cut short. */
export function describePages(indices: readonly number[]): string {
  const runs: string[] = []
  let i = 0
  while (i < indices.length) {
    let j = i
    while (j + 1 < indices.length && indices[j + 1] === indices[j]! + 1) j += 1
    runs.push(i === j ? `${indices[i]! + 1}` : `${indices[i]! + 1}-${indices[j]! + 1}`)
    i = j + 1
  }
  const text = runs.join(',')
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/** `<base>_p<pages>.<ext>` */
export function pageFileName(base: string, indices: readonly number[], ext: string): string {
  return `${base || 'document'}_p${describePages(indices)}.${ext}`
}
