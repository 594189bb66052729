// What other modules (and the app's module registry) may use of vehicle invoices.
export { vehicleInvoicesModule } from './module'
export { sellerOf } from './data/seller'
// The e-invoice clock, for the dashboard's compliance inbox.
export { einvoicesDue, type EinvoiceDue } from './domain/einvoice'
// The e-invoice rules, for the reports' list of invoices still to report to the IRP.
export { einvoiceDaysLeft, einvoiceProblems, type EinvoiceProblem, type Seller } from './domain/einvoice'
