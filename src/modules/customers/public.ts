// What other modules may use of the customers module.
export { PartyPicker, type PartyPickerProps } from './components/party-picker'
export { useParty } from './data/parties'
