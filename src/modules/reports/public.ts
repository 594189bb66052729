// What other modules (and the app's module registry) may use of the reports.
export { reportsModule } from './module'
export {
  fyPeriod,
  fyStartOf,
  monthPeriod,
  periodLabel,
  shiftPeriod,
  yearEarlier,
  customPeriod,
  type ReportPeriod,
} from './domain/period'
export { gstr3b } from './domain/gstr3b'
export { PeriodPicker } from './components/period-picker'
export { useReportPeriod } from './data/use-report-period'
