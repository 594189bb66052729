// What the app may use of the settings module.
export { settingsModule } from './module'
