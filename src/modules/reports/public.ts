// What other modules (and the app's module registry) may use of the reports.
export { reportsModule } from './module'
