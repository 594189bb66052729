import { useEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPersistedSession } from '@/lib/supabase-session'

/** Spec §2: a signed-in user opening / goes to /dashboard. Only the persisted session key is checked, so
 * visitors who never signed in do not load supabase-js; the dashboard's guard verifies the session. */
export function HomeGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  useEffect(() => {
    if (hasPersistedSession()) void navigate('/dashboard', { replace: true })
  }, [navigate])
  return children
}
