// What other modules (and the app's module registry) may use of follow-ups.
export { followUpsModule } from './module'
