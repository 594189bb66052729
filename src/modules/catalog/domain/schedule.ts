// What a variant carries on a date (research/modules.md §2.1): the rate and cess of its tax schedule in force
// then, and its ex-showroom price then. The document's own date decides (time of supply, s.14), never today,
// so a purchase dated 18 Sep 2025 and an invoice dated 15 Nov 2025 of one variant take different rates.
// A schedule entry is refused when its rate is not in the slab set of its own date, or carries cess on or
// after 22 Sep 2025, so no document can take a rate the law did not have.
import type { CatalogItem, PriceEntry, TaxScheduleEntry } from '@schemas/catalog.schema'
import { gstSlabsOn } from '@/utils/gst'
import { parsePlainDate } from '@/utils/plain-date'

/** The last entry from on or before `date` of a list kept in any order; null before the first. */
function inForce<T extends { from: string }>(entries: readonly T[], date: string): T | null {
  let best: T | null = null
  for (const e of entries) if (e.from <= date && (best === null || e.from > best.from)) best = e
  return best
}

/** The rate and cess in force on `date`; null when the schedule starts later (or is empty). */
export function rateOn(item: Pick<CatalogItem, 'tax_schedule'>, date: string): TaxScheduleEntry | null {
  return inForce(item.tax_schedule, date)
}

/** The ex-showroom price (paise) in force on `date`; null when none is. */
export function priceOn(item: Pick<CatalogItem, 'prices'>, date: string): number | null {
  return inForce<PriceEntry>(item.prices, date)?.ex_showroom ?? null
}

export type ScheduleProblem = 'invalid-date' | 'before-gst' | 'rate-not-in-slabs' | 'cess-after-gst2'

/** Why a rate and cess cannot be in force on a date, or null when the law had them then. */
export function rateProblem(
  entry: Pick<TaxScheduleEntry, 'gst_bp' | 'cess_bp'>,
  date: string,
): ScheduleProblem | null {
  const plain = parsePlainDate(date)
  if (!plain.ok) return 'invalid-date'
  const slabs = gstSlabsOn(plain.value)
  if (!slabs.ok) return slabs.reason
  if (!slabs.value.ratesBp.includes(entry.gst_bp)) return 'rate-not-in-slabs'
  if (entry.cess_bp > 0 && !slabs.value.compensationCess) return 'cess-after-gst2'
  return null
}
