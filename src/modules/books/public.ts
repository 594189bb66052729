// What other modules (and the app's module registry) may use of the books.
export { migrateBookingMoney } from './data/booking-money'
export { cashReceivedOn } from './data/cash-received'
export { useBookingAdvance } from './data/use-booking-advance'
export { dayBookModule, journalModule, partyLedgerModule, receiptsModule } from './module'
export { CancelRefusedError, cancelVoucher, countPrint, postVoucher, SeriesFullError } from './data/vouchers'
export type { Data as BooksData } from './data/vouchers'
export { CancelVoucher } from './components/cancel-voucher'
export { PayBillLink } from './components/pay-bill-link'
export { voucherColumns } from './components/voucher-columns'
export { voucherMatches } from './domain/voucher-search'
export { useBillBalance } from './data/use-bill-balance'
export { AGE_BUCKETS, ageing, billBalance, openItems, type AgeBucket } from './domain/ledger'
// The accounts reports of /reports read the books the same way the books' own screens do.
export {
  accountBookView,
  BANK_ACCOUNT,
  CASH_ACCOUNT,
  dayBookView,
  type BookKind,
  type BookLine,
  type BookView,
} from './domain/book-view'
export { useBookColumns } from './components/day-book-entries'
export { useBookVouchers, useCashBreaches } from './data/day-book'
export { useMoneyAccounts } from './data/use-receipt-context'
export { CONTROL_ACCOUNTS, groupOf, isSystemAccount, SYSTEM_ACCOUNTS } from './domain/chart'
export { partyLedger, payableItems, type OpenItem } from './domain/ledger'
export { cashBreaches, type CashBreach } from './domain/cash-breaches'
export { CASH_PAYMENT_LIMIT, cashPayments, type CashPaid } from './domain/cash-payments'
export { CASH_LIMIT } from './domain/cash-guard'
export { voucherHref } from './voucher-links'
export { useJournalStrings } from './journal-strings'
export { useLedgerStrings } from './ledger-strings'
export { useDayBookStrings } from './day-book-strings'
// The cash limit broken jointly, for the dashboard's compliance inbox.
export { useAllCashBreaches } from './data/day-book'
// A debit note to a supplier (vpret, ppret): dispatched once, cancelled only before.
export { DebitNoteDispatch } from './components/debit-note-dispatch'
export { debitNoteState, dispatchDate } from './domain/debit-note'
