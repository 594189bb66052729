// What the accounts reports take from the other modules' public.ts, straight from their pure domain files: the
// bench measures the rules, not the React screens a public.ts also exports (which would not load in Node here).
export { CONTROL_ACCOUNTS, groupOf, isSystemAccount, SYSTEM_ACCOUNTS } from '@/modules/books/domain/chart'
export { openItems, partyLedger, payableItems, type OpenItem } from '@/modules/books/domain/ledger'
export { cashBreaches, type CashBreach } from '@/modules/books/domain/cash-breaches'
export { CASH_PAYMENT_LIMIT, cashPayments, type CashPaid } from '@/modules/books/domain/cash-payments'
export { ledgerOf, partsStock, type PartsStockState } from '@/modules/inventory/domain/parts-stock'
export { stockAsOf } from '@/modules/inventory/domain/stock-journal'
export { heldValue, stockBook } from '@/modules/stock/domain/stock-book'
export type { StockVoucher } from '@/modules/stock/domain/vehicle-state'
