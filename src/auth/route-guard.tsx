import { useEffect, useRef, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { Spinner } from '@/ui/spinner'
import { useAuth } from './auth-context'
import { authText, useAuthStrings } from './auth-strings'
import type { Action } from '@schemas/access'

type GuardProps = {
  children: ReactNode
  /** The module the page belongs to; none = login is enough. */
  feature?: string
  action?: Action
  adminOnly?: boolean
  /** Only the owner of a company: not its staff, not the platform admin (the staff page). */
  ownerOnly?: boolean
}

function Denied() {
  const navigate = useNavigate()
  const shown = useRef(false)
  useEffect(() => {
    // StrictMode runs effects twice; the ref keeps it to one toast.
    if (shown.current) return
    shown.current = true
    toast({ title: authText('deniedTitle'), description: authText('deniedText'), variant: 'destructive' })
    void navigate('/dashboard', { replace: true })
  }, [navigate])
  return null
}

/** Route guard (spec §4): spinner while loading, /login when signed out, Access Denied when not allowed. */
export function RouteGuard({
  children,
  feature,
  action = 'read',
  adminOnly = false,
  ownerOnly = false,
}: GuardProps) {
  const t = useAuthStrings()
  const auth = useAuth()
  const location = useLocation()
  if (auth.loading) return <Spinner label={t('loading')} className="min-h-[50vh]" />
  if (auth.status !== 'signed-in') {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    )
  }
  const allowed = adminOnly
    ? auth.isAdmin
    : ownerOnly
      ? !auth.isAdmin && auth.profile?.company_role === 'owner' && auth.profile.active
      : auth.can(feature, action)
  if (!allowed) return <Denied />
  return children
}

export default RouteGuard
