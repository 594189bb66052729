// The split plan: which output files, each a list of 0-based pages, for each way of splitting. Pure.
import { everyNPages, oddOrEvenPages, parsePageRanges, type RangeError } from '../shared/pdf/page-ranges'

export const SPLIT_MODES = ['ranges', 'every', 'oddEven', 'pick', 'single'] as const
export type SplitMode = (typeof SPLIT_MODES)[number]

export type SplitSettings = {
  mode: SplitMode
  ranges: string
  /** Ranges: all in one file instead of one file per range. */
  joinRanges: boolean
  every: string
  parity: 'odd' | 'even'
  picked: ReadonlySet<number>
}

export type PlanError =
  RangeError | { reason: 'badEvery' } | { reason: 'nothingPicked' } | { reason: 'noEvenPages' }
export type SplitPlan = { ok: true; groups: number[][] } | ({ ok: false } & PlanError)

/** Output groups for the settings, or why they cannot be made. */
export function splitPlan(settings: SplitSettings, pageCount: number): SplitPlan {
  switch (settings.mode) {
    case 'ranges': {
      const parsed = parsePageRanges(settings.ranges, pageCount)
      if (!parsed.ok) return parsed
      const groups = parsed.ranges.map((range) => range.pages)
      return { ok: true, groups: settings.joinRanges ? [groups.flat()] : groups }
    }
    case 'every': {
      const n = Number(settings.every.trim())
      if (!Number.isInteger(n) || n < 1 || n > pageCount) return { ok: false, reason: 'badEvery' }
      return { ok: true, groups: everyNPages(pageCount, n) }
    }
    case 'oddEven': {
      const pages = oddOrEvenPages(pageCount, settings.parity)
      return pages.length ? { ok: true, groups: [pages] } : { ok: false, reason: 'noEvenPages' }
    }
    case 'pick': {
      const pages = [...settings.picked].filter((p) => p < pageCount).sort((a, b) => a - b)
      return pages.length ? { ok: true, groups: [pages] } : { ok: false, reason: 'nothingPicked' }
    }
    case 'single':
      return { ok: true, groups: everyNPages(pageCount, 1) }
  }
}
