// The merged file as one ordered list of pages across all files. A page can sit anywhere, between pages of
// another file; file order and per-file ranges are ways of editing this one list. Pure, tested alone.
import type { MergePage } from '@workers/pdf/merge.options'
import { turn, type PlanPage } from '../shared/pdf/page-plan'

/** One page of the result: which file (by id), which page of it, and its extra turn. */
export type SeqPage = PlanPage & { file: string }

/** The pages of one file, in the order they appear in the result. */
export function pagesOfFile(seq: readonly SeqPage[], fileId: string): PlanPage[] {
  return seq.filter((page) => page.file === fileId).map(({ id, index, rotate }) => ({ id, index, rotate }))
}

/**
 * Puts a file's pages into the list in place of the ones it had: where its first page was, or, for a file
 * with none, after the last page of the files listed before it.
 */
export function placeFile(
  seq: readonly SeqPage[],
  fileOrder: readonly string[],
  fileId: string,
  pages: readonly PlanPage[],
): SeqPage[] {
  const firstOwn = seq.findIndex((page) => page.file === fileId)
  let at = firstOwn
  if (at < 0) {
    const before = new Set(fileOrder.slice(0, Math.max(0, fileOrder.indexOf(fileId))))
    at = 0
    seq.forEach((page, i) => {
      if (before.has(page.file)) at = i + 1
    })
  }
  // No page of this file lies before `at`, so `at` is the same position in the list without them.
  const rest = seq.filter((page) => page.file !== fileId)
  const own = pages.map((page) => ({ ...page, file: fileId }))
  return [...rest.slice(0, at), ...own, ...rest.slice(at)]
}

/** Every file's pages together, files in the given order, each file's own page order kept. */
export function inFileOrder(seq: readonly SeqPage[], fileOrder: readonly string[]): SeqPage[] {
  return fileOrder.flatMap((fileId) => seq.filter((page) => page.file === fileId))
}

/** True when the list is not simply the files one after another (pages were moved across files). */
export function arrangedByHand(seq: readonly SeqPage[], fileOrder: readonly string[]): boolean {
  const grouped = inFileOrder(seq, fileOrder)
  return grouped.length !== seq.length || grouped.some((page, i) => page !== seq[i])
}

/** The list after the files were reordered: pages follow the files unless they were arranged by hand. */
export function afterFileMove(
  seq: readonly SeqPage[],
  oldOrder: readonly string[],
  newOrder: readonly string[],
): SeqPage[] {
  return arrangedByHand(seq, oldOrder) ? [...seq] : inFileOrder(seq, newOrder)
}

/** Moves the page at `from` to position `to`; out-of-range moves change nothing. */
export function movePage(seq: readonly SeqPage[], from: number, to: number): SeqPage[] {
  const next = [...seq]
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next
  const [page] = next.splice(from, 1)
  next.splice(to, 0, page!)
  return next
}

export function turnPage(seq: readonly SeqPage[], at: number): SeqPage[] {
  return seq.map((page, i) => (i === at ? { ...page, rotate: turn(page.rotate) } : page))
}

export function removePage(seq: readonly SeqPage[], at: number): SeqPage[] {
  return seq.filter((_, i) => i !== at)
}

/** Files whose pages (which, in what order) differ between two lists: their range text must follow. */
export function changedFiles(before: readonly SeqPage[], after: readonly SeqPage[]): string[] {
  const key = (seq: readonly SeqPage[], fileId: string) =>
    pagesOfFile(seq, fileId)
      .map((page) => page.id)
      .join(',')
  const files = new Set([...before, ...after].map((page) => page.file))
  return [...files].filter((fileId) => key(before, fileId) !== key(after, fileId))
}

/** The worker's page list: files named by their position in `files` (the files sent to the worker). */
export function sequencePlan(seq: readonly SeqPage[], files: readonly string[]): MergePage[] {
  const position = new Map(files.map((fileId, i) => [fileId, i]))
  return seq
    .filter((page) => position.has(page.file))
    .map((page) => ({ file: position.get(page.file)!, index: page.index, rotate: page.rotate }))
}

/** A tile's move control; after a move, focus stays on the same control of the moved page. */
export type MoveControl = 'earlier' | 'later' | 'grip'

/**
 * The control to focus after a page moved to `to` of `total`: an earlier/later button that the move just
 * disabled (first or last place) hands focus to its twin, so the keyboard user is never left on nothing.
 */
export function focusAfterMove(control: MoveControl, to: number, total: number): MoveControl {
  if (control === 'earlier' && to === 0) return 'later'
  if (control === 'later' && to === total - 1) return 'earlier'
  return control
}
