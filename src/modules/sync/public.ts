// The sync state and conflicts, for the app shell.
export { SyncIndicator } from './sync-indicator'
export { useSignOutGuard } from './sign-out-guard'
