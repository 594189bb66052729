// What other modules (and the app's module registry) may use of the books.
export { migrateBookingMoney } from './data/booking-money'
export { partyLedgerModule, receiptsModule } from './module'
