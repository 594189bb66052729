// What other modules may use of vehicle stock: a unit's key and its derived state.
export { vehicleId } from './domain/vehicle-id'
export {
  vehicleState,
  type AllotmentBooking,
  type StockFacts,
  type StockVoucher,
  type VehicleFlag,
  type VehicleState,
} from './domain/vehicle-state'
export {
  HELD,
  heldValue,
  movesByVehicle,
  stockBook,
  stockSummary,
  stockUnit,
  type AgeBucket,
  type StockSummaryRow,
  type StockUnit,
} from './domain/stock-book'
export { stockModule } from './module'
export { useStockBook } from './data/stock'
