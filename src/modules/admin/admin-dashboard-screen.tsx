import { CalendarClock, MonitorSmartphone, UserPlus, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { daysLeft, localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { Button, buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { Spinner } from '@/ui/spinner'
import { useAdminStrings } from './admin-strings'
import { AdminNav } from './components/admin-nav'
import { displayDate } from '@/utils/display-date'
import { localDateOf } from './components/format'
import { dashboardStats } from './domain/users'
import { useAdminUsers } from './use-admin-users'
import {} from '@/utils/display-date'

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode
  label: string
  value: number
  testId: string
}) {
  const lang = useLanguage()
  return (
    <Card className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <p className="text-sm text-ink-soft">{label}</p>
        <p className="text-2xl font-bold text-ink tabular-nums" data-testid={testId}>
          {value.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}
        </p>
      </div>
    </Card>
  )
}

/** /admin and /admin/dashboard: account figures and the accounts ending soon. */
export function AdminDashboardScreen() {
  const t = useAdminStrings()
  const lang = useLanguage()
  const { users, error, reload } = useAdminUsers()
  const today = localToday()
  const stats = users ? dashboardStats(users, today, localDateOf) : null
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t('dashboardTitle')}</h1>
      <AdminNav />
      {error ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {t('loadFailed', { message: error })}
          <Button variant="secondary" size="sm" className="ml-3" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {!stats && !error ? <Spinner label={t('loading')} /> : null}
      {stats ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat
              icon={<Users aria-hidden="true" className="size-5" />}
              label={t('statUsers')}
              value={stats.users}
              testId="stat-users"
            />
            <Stat
              icon={<MonitorSmartphone aria-hidden="true" className="size-5" />}
              label={t('statDevices')}
              value={stats.activeDevices}
              testId="stat-devices"
            />
            <Stat
              icon={<CalendarClock aria-hidden="true" className="size-5" />}
              label={t('statExpiring')}
              value={stats.expiring.length}
              testId="stat-expiring"
            />
            <Stat
              icon={<UserPlus aria-hidden="true" className="size-5" />}
              label={t('statSignups')}
              value={stats.signupsThisMonth}
              testId="stat-signups"
            />
          </div>
          <Card aria-labelledby="expiring-title">
            <h2 id="expiring-title" className="text-lg font-semibold text-brand-900">
              {t('expiringTitle')}
            </h2>
            {stats.expiring.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('noneExpiring')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-line" data-testid="expiring-list">
                {stats.expiring.map((u) => (
                  <li key={u.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                    <span className="min-w-0 break-all text-ink">{u.email}</span>
                    <span className="text-ink-soft">
                      {displayDate(u.app_valid_till ?? '', lang)} ·{' '}
                      {t('daysLeft', { count: daysLeft(u.app_valid_till, today) ?? 0 })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <div>
            <Link to="/admin/users" className={buttonVariants({ variant: 'secondary' })}>
              <Users aria-hidden="true" />
              {t('manageUsers')}
            </Link>
          </div>
        </>
      ) : null}
    </div>
  )
}
