// What other modules (and the app's module registry) may use of the books.
export { migrateBookingMoney } from './data/booking-money'
export { cashReceivedOn } from './data/cash-received'
export { useBookingAdvance } from './data/use-booking-advance'
export { dayBookModule, journalModule, partyLedgerModule, receiptsModule } from './module'
export { CancelRefusedError, cancelVoucher, countPrint, postVoucher, SeriesFullError } from './data/vouchers'
export type { Data as BooksData } from './data/vouchers'
export { CancelVoucher } from './components/cancel-voucher'
export { voucherColumns } from './components/voucher-columns'
