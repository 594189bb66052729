// What other modules may use of the catalogue: a variant's rate and price on a document's date, the variants
// themselves and a picker over them, and the module for the registry.
export { useCatalogItem, useCatalogItems } from './data/catalog'
export { VariantPicker, type VariantPickerProps } from './components/variant-picker'
export { priceOn, rateOn, rateProblem, type ScheduleProblem } from './domain/schedule'
export { catalogueModule } from './module'
