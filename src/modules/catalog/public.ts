// What other modules may use of the catalogue: a variant's rate and price on a document's date.
export { priceOn, rateOn, rateProblem, type ScheduleProblem } from './domain/schedule'
