// The sync state and conflicts, for the app shell; the /sync page's registration.
export { SyncIndicator } from './sync-indicator'
export { useSignOutGuard } from './sign-out-guard'
export { syncModule } from './module'
