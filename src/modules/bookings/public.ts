// What other modules (and the app's module list) may use of the bookings module.
export { bookingsModule } from './module'
export { customFieldsFromSettings, type CustomFieldDef } from './domain/custom-fields'
