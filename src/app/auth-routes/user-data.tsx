// The signed-in user's local database around the app and print layouts.
import type { ReactNode } from 'react'
import { useAuth } from '@/auth/auth-context'
import { DataProvider } from '@/data/data-provider'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { useSignedInStrings } from './signed-in-strings'

export function UserData({ children }: { children: ReactNode }) {
  const t = useSignedInStrings()
  const { user } = useAuth()
  if (!user) return <>{children}</>
  return (
    <DataProvider
      key={user.id}
      userId={user.id}
      fallback={<Spinner label={t('loading')} className="min-h-dvh" />}
      failed={(retry) => (
        <div
          role="alert"
          className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
        >
          <p className="text-ink">{t('dataFailed')}</p>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      )}
    >
      {children}
    </DataProvider>
  )
}
