// What other modules (and the app's module registry) may use of vehicle purchases.
export { purchaseReturnsModule, purchasesModule } from './module'
