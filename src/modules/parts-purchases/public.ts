// What other modules (and the app's module registry) may use of workshop purchases.
export { partsPurchasesModule, partsReturnsModule } from './module'
