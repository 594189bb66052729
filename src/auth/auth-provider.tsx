import { useEffect, useMemo, type ReactNode } from 'react'
import { useStoreValue } from '@/lib/store'
import { requestPasswordReset, signIn, signUp, updatePassword } from './auth-actions'
import { AuthContext, type AuthContextValue } from './auth-context'
import { authStateAtom } from './auth-state'
import { can, isReadOnly, localToday } from './permissions'
import { startAuth } from './session'
import { renewSession } from './session-renewal'
import { signOut } from './sign-out'

/** Starts the auth store (loading supabase-js) and gives its state to useAuth(). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useStoreValue(authStateAtom)
  useEffect(() => {
    void startAuth().catch(() => undefined)
  }, [])
  const value = useMemo<AuthContextValue>(() => {
    const { profile } = state
    return {
      status: state.status,
      loading: state.status === 'loading',
      user: state.user,
      profile,
      settings: state.settings,
      isAdmin: profile?.role === 'admin',
      readOnly: isReadOnly(profile, localToday()),
      offline: state.offline,
      recovery: state.recovery,
      sessionProblem: state.sessionProblem,
      renewSession,
      can: (feature, action) => (!feature && state.status === 'signed-in') || can(profile, feature, action),
      signIn,
      signUp,
      signOut: () => signOut(),
      requestPasswordReset,
      updatePassword,
    }
  }, [state])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
