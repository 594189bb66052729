// The sync state, everywhere in the signed-in app: a compact badge in the header that opens the details
// (connection, changes waiting, last synced, the latest error with a retry, conflicts to review).
import { AlertTriangle, CheckCircle2, RefreshCw, WifiOff } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { useOptionalData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useSyncStatus } from '@/data/use-sync-status'
import { useLanguage } from '@/lib/i18n'
import { useOnline } from '@/lib/use-online'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { badgeState, problemKey } from './badge-state'
import { formatWhen } from './sync-format'
import { useSyncStrings } from './sync-strings'

function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}

export function useOpenConflictCount(): number {
  const data = useOptionalData()
  const { data: count } = useRxQuery(
    () => (data ? data.db.conflicts.find({ selector: { dismissed: false } }) : null),
    [data?.db],
    (docs) => docs.length,
  )
  return count ?? 0
}

export function SyncIndicator() {
  const t = useSyncStrings()
  const lang = useLanguage()
  const online = useOnline()
  const { sessionProblem, renewSession } = useAuth()
  const s = useSyncStatus()
  const conflicts = useOpenConflictCount()
  const now = useNow(30_000)
  const [open, setOpen] = useState(false)

  const state = badgeState({
    online,
    sessionProblem,
    error: s.error,
    busy: s.busy,
    running: s.running,
    refused: s.refused,
  })
  const problem = problemKey({ online, sessionProblem, error: s.error, refused: s.refused })
  // The sign-in first (if it needs renewing), then the replication with the token it brought.
  const retry = () => void renewSession().finally(() => s.retry())
  const label = t(state)
  const Icon =
    state === 'offline'
      ? WifiOff
      : state === 'error' || state === 'held'
        ? AlertTriangle
        : state === 'synced'
          ? CheckCircle2
          : RefreshCw
  const tone =
    state === 'error'
      ? 'bg-red-50 text-red-800'
      : state === 'offline' || s.pending > 0
        ? 'bg-saffron-100 text-ink'
        : 'bg-brand-50 text-brand-800'

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${tone}`}
        aria-label={t('openDetails', {
          status: s.pending > 0 ? `${label}, ${t('waiting', { count: s.pending })}` : label,
        })}
        data-testid="sync-indicator"
        data-state={state}
        data-pending={s.pending}
      >
        <Icon
          aria-hidden="true"
          className={`size-3.5 ${state === 'syncing' ? 'motion-safe:animate-spin' : ''}`}
        />
        <span className="hidden sm:inline">{label}</span>
        {s.pending > 0 ? <span>· {s.pending}</span> : null}
        {conflicts > 0 ? (
          <span className="rounded-full bg-red-700 px-1.5 text-white">{conflicts}</span>
        ) : null}
      </button>
      <span role="status" className="sr-only">
        {`${t('detailsTitle')}: ${label}${s.pending > 0 ? `, ${t('waiting', { count: s.pending })}` : ''}`}
      </span>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('detailsTitle')} className="w-[28rem]">
        <dl
          className="grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-3"
          data-testid="sync-details"
        >
          <dt className="mt-2 text-ink-soft first:mt-0 sm:mt-0">{t('connection')}</dt>
          <dd>
            {online ? t('online') : t('offline')}
            {!online ? <p className="mt-1 text-ink-soft">{t('offlineExplain')}</p> : null}
          </dd>
          <dt className="mt-2 text-ink-soft first:mt-0 sm:mt-0">{t('pending')}</dt>
          <dd data-testid="sync-pending">{s.pending > 0 ? t('waiting', { count: s.pending }) : t('none')}</dd>
          <dt className="mt-2 text-ink-soft first:mt-0 sm:mt-0">{t('lastSynced')}</dt>
          <dd>{s.lastSyncedAt ? formatWhen(s.lastSyncedAt, now, lang, t('justNow')) : t('never')}</dd>
          {problem ? (
            <>
              <dt className="mt-2 text-ink-soft first:mt-0 sm:mt-0">{t('problem')}</dt>
              <dd role="alert" className="text-red-800" data-testid="sync-problem">
                {t(problem, { count: s.refused?.count ?? 0 })}
              </dd>
            </>
          ) : null}
          <dt className="mt-2 text-ink-soft first:mt-0 sm:mt-0">{t('conflicts')}</dt>
          <dd>
            {conflicts > 0 ? (
              <Link
                to="/sync"
                onClick={() => setOpen(false)}
                className="font-medium text-brand-700 underline"
              >
                {t('viewConflicts', { count: conflicts })}
              </Link>
            ) : (
              t('noConflicts')
            )}
          </dd>
        </dl>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('close')}
          </Button>
          <Button onClick={retry} disabled={!online || (!s.running && !sessionProblem)}>
            <RefreshCw aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
