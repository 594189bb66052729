// The signed-in user's local database around the app and print layouts.
import { useEffect, type ReactNode } from 'react'
import { useAuth } from '@/auth/auth-context'
import { applyDatabaseAccount } from '@/auth/profile-data'
import { onSessionRenewed } from '@/auth/session-renewal'
import { watchAccount } from '@/data/account/watch-account'
import { useData } from '@/data/data-context'
import { DataProvider } from '@/data/data-provider'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { useSignedInStrings } from './signed-in-strings'

/** From the moment the database is open, the settings and profile everyone reads come from it, live. */
function AccountFromDatabase() {
  const { db, userId, companyId } = useData()
  useEffect(
    () => watchAccount(db, userId, (docs) => applyDatabaseAccount(userId, docs), companyId),
    [db, userId, companyId],
  )
  return null
}

/** A renewed session (back online, or "Try again now"): replication tries again at once with the new token. */
function SyncOnRenewal() {
  const { engine } = useData()
  useEffect(() => (engine ? onSessionRenewed(() => engine.retry()) : undefined), [engine])
  return null
}

export function UserData({ children }: { children: ReactNode }) {
  const t = useSignedInStrings()
  const { user, profile } = useAuth()
  if (!user) return <>{children}</>
  const companyId = profile?.company_id ?? user.id
  return (
    <DataProvider
      key={`${user.id}:${companyId}`}
      userId={user.id}
      companyId={companyId}
      isOwner={profile ? profile.company_role !== 'staff' : undefined}
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
      <AccountFromDatabase />
      <SyncOnRenewal />
      {children}
    </DataProvider>
  )
}
