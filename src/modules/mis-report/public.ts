// What other modules (and the app's module registry) may use of the MIS report.
export { misReportModule } from './module'
