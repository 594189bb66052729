// What other modules (workshop purchases and returns, job-card billing, reports) and the app's registry may use
// of the parts inventory: the parts master, the one shared parts-stock state, the part picker, and the rules
// callers need to value, limit and reserve parts.
export { inventoryModule } from './module'
export {
  addParts,
  knownPartKeys,
  PartNumberTakenError,
  partsQuery,
  savePart,
  usePart,
  useParts,
} from './data/parts'
export { partsStockOf, usePartsStock } from './data/parts-stock'
export type { PartsStockSnapshot, StockDocInfo } from './data/parts-stock-store'
export { postStockJournal, StockJournalRefusedError, type JournalOrigin } from './data/stock-journal'
export { PartForm, type PartFormProps } from './components/part-form'
export { PartPicker, type PartPickerProps } from './components/part-picker'
export {
  documentOrder,
  ledgerOf,
  moveRate,
  partStock,
  partsStock,
  returnableQty,
  stockSummary,
  type PartLedgerRow,
  type PartStock,
  type PartsDocument,
  type PartsStockState,
} from './domain/parts-stock'
export { availableQty, reorderList, reservedQty, type ReservingLine } from './domain/parts-availability'
export {
  checkPart,
  draftOfPart,
  emptyPart,
  gstRateOn,
  PART_FIELDS,
  type PartContext,
  type PartDraft,
  type PartField,
  type PartFields,
} from './domain/part-draft'
export { partId } from './domain/part-id'
export { filterParts } from './domain/part-search'
export { stockAsOf, type StjPart, type StockJournalDraft } from './domain/stock-journal'
export { stockSettings, type StockSettings } from './domain/stock-settings'
