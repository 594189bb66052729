// The merge plan: which pages of which files, in what order and turned how. Pure, so it is tested alone.
import type { MergePage, Rotation } from '@workers/pdf/merge.options'
import { parsePageRanges, type RangeError } from './page-ranges'

/** What the PDF drop zones accept. */
export const PDF_ACCEPT = ['application/pdf', '.pdf'] as const

export type PlanPage = { id: string; index: number; rotate: Rotation }
export type PlanFile = { id: string; pageCount: number; pages: readonly PlanPage[] }

/** Pages of a file for a range text; empty text means every page. */
export function pagesForRange(
  fileId: string,
  text: string,
  pageCount: number,
): { ok: true; pages: PlanPage[] } | ({ ok: false } & RangeError) {
  if (text.trim() === '') return { ok: true, pages: allPages(fileId, pageCount) }
  const parsed = parsePageRanges(text, pageCount)
  if (!parsed.ok) return parsed
  const indices = parsed.ranges.flatMap((range) => range.pages)
  return { ok: true, pages: indices.map((index, n) => ({ id: `${fileId}:${index}:${n}`, index, rotate: 0 })) }
}

/** Every page of a file, unturned. */
export function allPages(fileId: string, pageCount: number): PlanPage[] {
  return Array.from({ length: pageCount }, (_, index) => ({ id: `${fileId}:${index}`, index, rotate: 0 }))
}

/** A quarter turn clockwise more. */
export function turn(rotation: Rotation): Rotation {
  return ((rotation + 90) % 360) as Rotation
}

/** The worker's page list for the files in their current order. */
export function mergePlan(files: readonly PlanFile[]): MergePage[] {
  return files.flatMap((file, fileIndex) =>
    file.pages.map((page) => ({ file: fileIndex, index: page.index, rotate: page.rotate })),
  )
}

/** 1-based runs of page indices as a range text: [0,1,2,5] → "1-3, 6". */
export function rangeText(pages: readonly { index: number }[]): string {
  const runs: string[] = []
  let i = 0
  while (i < pages.length) {
    let j = i
    while (j + 1 < pages.length && pages[j + 1]!.index === pages[j]!.index + 1) j += 1
    const a = pages[i]!.index + 1
    const b = pages[j]!.index + 1
    runs.push(a === b ? `${a}` : `${a}-${b}`)
    i = j + 1
  }
  return runs.join(', ')
}

/** "report.pdf" → "report"; used to name outputs after their input. */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  const base = dot > 0 ? fileName.slice(0, dot) : fileName
  return (
    base
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
      .trim()
      .slice(0, 80) || 'document'
  )
}
