// What other modules (and the app's module registry) may use of the customers module.
export { PartyPicker, type PartyPickerProps } from './components/party-picker'
export { useParty, usePartyMatches } from './data/parties'
export { customersModule } from './module'
