// What the app (and other modules) may use of the workshop module.
export { jobCardsModule, workshopInvoicesModule } from './module'
