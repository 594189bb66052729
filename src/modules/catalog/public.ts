// What other modules may use of the catalogue: a variant's rate and price on a document's date, the variants
// themselves, and the module for the registry.
export { useCatalogItem, useCatalogItems } from './data/catalog'
export { priceOn, rateOn, rateProblem, type ScheduleProblem } from './domain/schedule'
export { catalogueModule } from './module'
