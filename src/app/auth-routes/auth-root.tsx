// The root of every route that needs the auth store: loaded lazily, so supabase-js and the auth code reach
// the browser only when somebody opens a sign-in or signed-in page.
import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { AuthProvider } from '@/auth/auth-provider'
import { Spinner } from '@/ui/spinner'
import { Toaster } from '@/ui/toaster'
import { useSignedInStrings } from './signed-in-strings'

export default function AuthRoot() {
  const t = useSignedInStrings()
  return (
    <AuthProvider>
      <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh]" />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </AuthProvider>
  )
}
