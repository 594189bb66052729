// What open job cards hold back of each part (research/modules.md §3.6): the part lines of cards not yet
// delivered or cancelled and not yet billed — a card's posted workshop invoice has taken its parts out of
// stock already, so counting them again would hold them twice. Its warranty lines are on no invoice: they
// stay in stock, held, until delivery takes them out on a warranty stock journal (the workshop's).
import { useMemo } from 'react'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Part } from '@schemas/parts.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { reservedQty, type ReservingLine } from '../domain/parts-availability'
import type { StockDocInfo } from './parts-stock-store'

export const OPEN_JOB_STATUSES = ['open', 'in_progress', 'awaiting_parts', 'ready'] as const

/** The reserving lines of the open, unbilled job cards. */
export function reservingLines(
  cards: readonly Pick<JobCard, 'id' | 'parts'>[],
  docs: Iterable<StockDocInfo>,
): ReservingLine[] {
  const billed = new Set<string>()
  for (const d of docs) if (d.type === 'winv' && d.job_card_id) billed.add(d.job_card_id)
  const lines: ReservingLine[] = []
  for (const card of cards) {
    const invoiced = billed.has(card.id)
    for (const l of card.parts) {
      if (invoiced && (l as { billable_to?: string }).billable_to !== 'warranty') continue
      // Lines name a part by id once job cards pick parts from the master; older lines by part number.
      const partId = (l as { part_id?: string }).part_id
      lines.push({
        ...(partId ? { part_id: partId } : {}),
        ...(l.part_no ? { part_no: l.part_no } : {}),
        qty: l.qty,
      })
    }
  }
  return lines
}

/** Reserved quantity per part id, live. */
export function useReserved(
  parts: readonly Pick<Part, 'id' | 'part_key'>[],
  docs: ReadonlyMap<string, StockDocInfo>,
  version: number,
): ReadonlyMap<string, number> {
  const { db } = useData()
  const cardsQ = useRxQuery(
    () => db.job_cards.find({ selector: { status: { $in: [...OPEN_JOB_STATUSES] } } }),
    [db],
  )
  return useMemo(() => {
    const byKey = new Map(parts.map((p) => [p.part_key, p.id]))
    const lines = reservingLines((cardsQ.data ?? []) as JobCard[], docs.values())
    return reservedQty(lines, byKey).reserved
    // docs changes in place: version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parts, cardsQ.data, docs, version])
}
