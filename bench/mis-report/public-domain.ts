// What the MIS rules take from the other modules' public.ts, straight from their pure domain files: the bench
// measures the rules, not the React screens a public.ts also exports (which would not load in Node here).
export { AGE_BUCKETS, ageing, openItems, type AgeBucket } from '@/modules/books/domain/ledger'
export { partsStock } from '@/modules/inventory/domain/parts-stock'
export { stockAsOf } from '@/modules/inventory/domain/stock-journal'
export { gstr3b } from '@/modules/reports/domain/gstr3b'
export {
  customPeriod,
  fyPeriod,
  fyStartOf,
  monthPeriod,
  periodLabel,
  shiftPeriod,
  yearEarlier,
  type ReportPeriod,
} from '@/modules/reports/domain/period'
export { heldValue, stockBook } from '@/modules/stock/domain/stock-book'
