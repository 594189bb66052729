// What other modules (and the app's module registry) may use of sales returns.
export { salesReturnsModule } from './module'
