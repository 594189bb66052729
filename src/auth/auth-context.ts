import { createContext, useContext } from 'react'
import type { ActionResult, AuthState, AuthUser } from './auth-state'
import type { CompanySettings } from './local-cache'
import type { Action, Profile } from '@schemas/access'

export type AuthContextValue = {
  status: AuthState['status']
  /** True while the session or the user's data is loading. */
  loading: boolean
  user: AuthUser | null
  profile: Profile | null
  settings: CompanySettings | null
  isAdmin: boolean
  /** After app_valid_till: data stays visible, write actions are disabled. */
  readOnly: boolean
  /** Signed in from the cached copy because the token could not be refreshed (offline). */
  offline: boolean
  /** Arrived from a password-recovery link. */
  recovery: boolean
  /** Online, and renewing the session keeps failing (it is retried by itself): changes are not being sent. */
  sessionProblem: boolean
  /** Renews the session now if it needs it, whatever failed before ("Try again now"). */
  renewSession: () => Promise<void>
  /** can(profile, feature, action) for the signed-in user; no feature → login is enough. */
  can: (feature?: string | null, action?: Action) => boolean
  signIn: (email: string, password: string, options?: { admin?: boolean }) => Promise<ActionResult>
  /** `invite`: an owner's invite code, to join that company as staff. */
  signUp: (
    name: string,
    email: string,
    password: string,
    invite?: string,
  ) => Promise<ActionResult & { confirm?: boolean }>
  signOut: () => Promise<ActionResult>
  requestPasswordReset: (email: string) => Promise<ActionResult>
  updatePassword: (password: string) => Promise<ActionResult>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

/** The signed-in user and the auth actions; only inside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
