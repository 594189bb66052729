// What other modules (and the app's module registry) may use of follow-ups.
export { followUpsModule } from './module'
export { useJobCardStart, type JobCardStart } from './data/job-card-start'
