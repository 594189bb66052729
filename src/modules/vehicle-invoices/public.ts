// What other modules (and the app's module registry) may use of vehicle invoices.
export { vehicleInvoicesModule } from './module'
