// What other modules (and the app's module registry) may use of workshop returns.
export { wsReturnModule } from './module'
