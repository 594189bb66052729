import { Building2, CalendarClock, MonitorSmartphone, ShieldCheck, UserRound } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { useDevices } from '@/auth/devices/use-devices'
import { daysLeft, localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { useNavItems } from '../auth-routes/app-nav'
import { MODULES } from '../modules'
import { useSignedInStrings } from '../auth-routes/signed-in-strings'
import { loadDayBoard } from '@/modules/day-board/public'
import { displayDate } from '@/utils/display-date'

function Subscription() {
  const t = useSignedInStrings()
  const lang = useLanguage()
  const { profile, isAdmin, readOnly } = useAuth()
  const till = profile?.app_valid_till ?? null
  const left = daysLeft(till, localToday())
  // The sign-up's 14 days, not a validity the platform admin set (the demo dealer's plan, an extension).
  const trial = !isAdmin && profile?.trial === true
  return (
    <Card aria-labelledby="dash-subscription">
      <h2 id="dash-subscription" className="flex items-center gap-2 text-base font-semibold">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        {t('subscriptionHeading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {isAdmin ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t('administrator')}
          </span>
        ) : null}
        {trial && !readOnly ? (
          <span className="rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-ink">
            {t('trial')}
          </span>
        ) : null}
      </div>
      {till ? (
        <>
          <p className="mt-2 text-sm text-ink-soft">
            {t('validTill', { date: displayDate(till.slice(0, 10), lang, { month: 'long' }) })}
          </p>
          <p
            className={
              readOnly ? 'mt-1 text-lg font-semibold text-red-700' : 'mt-1 text-lg font-semibold text-ink'
            }
            data-testid="days-left"
          >
            {readOnly ? t('expired') : left === 0 ? t('lastDay') : t('daysLeft', { count: left ?? 0 })}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{t('noEnd')}</p>
      )}
    </Card>
  )
}

function Devices() {
  const t = useSignedInStrings()
  const { profile } = useAuth()
  const { devices, inUse, failed } = useDevices()
  return (
    <Card aria-labelledby="dash-devices">
      <h2 id="dash-devices" className="flex items-center gap-2 text-base font-semibold">
        <MonitorSmartphone aria-hidden="true" className="size-5 text-brand-700" />
        {t('devicesHeading')}
      </h2>
      <p className="mt-3 text-sm text-ink" data-testid="devices-summary" aria-live="polite">
        {failed
          ? t('devicesUnavailable')
          : devices
            ? t('devicesSummary', { count: inUse, limit: profile?.max_devices ?? 1 })
            : t('loading')}
      </p>
      <Link
        to="/profile#devices"
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
      >
        {t('manageDevices')}
      </Link>
    </Card>
  )
}

/** Each registered module's dashboard cards, made lazy once so a render never remounts them. */
const WIDGETS = MODULES.flatMap((m) =>
  (m.widgets ?? []).map((load, i) => ({ key: `${m.path}#${i}`, feature: m.feature, Widget: lazy(load) })),
)

/** The figures of the day and the compliance inbox; each tile shows itself only to a user who may open it. */
const DayBoard = lazy(loadDayBoard)

/** /dashboard: company at a glance, subscription validity, quick actions and devices (login only). */
export default function DashboardPage() {
  const t = useSignedInStrings()
  const { settings, isAdmin, can } = useAuth()
  // The registered modules this user may read (settings among them): nothing that is not built.
  const modules = useNavItems().filter((item) => item.module)
  const widgets = WIDGETS.filter((w) => can(w.feature, 'read'))
  const company = settings?.company_name?.trim()
  const gstin = settings?.gst_no?.trim()
  const quick = [
    ...modules.map((item) => ({ to: item.to, label: item.label, text: item.text ?? '', icon: item.icon })),
    { to: '/profile', label: t('quickProfile'), text: t('quickProfileText'), icon: UserRound },
    ...(isAdmin
      ? [{ to: '/admin/users', label: t('quickAdmin'), text: t('quickAdminText'), icon: ShieldCheck }]
      : []),
  ]
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{t('dashboardTitle')}</h1>
      <div className="grid gap-4 md:grid-cols-3">
        <Card aria-labelledby="dash-company">
          <h2 id="dash-company" className="flex items-center gap-2 text-base font-semibold">
            <Building2 aria-hidden="true" className="size-5 text-brand-700" />
            {t('companyHeading')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-ink-soft">{t('companyName')}</dt>
              <dd className="font-medium text-ink">{company || t('notSet')}</dd>
            </div>
            <div>
              <dt className="text-ink-soft">{t('gstin')}</dt>
              <dd className="font-mono font-medium text-ink">{gstin || t('notSet')}</dd>
            </div>
          </dl>
          {!company || !gstin ? (
            <Link
              to="/settings"
              className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              {t('completeSettings')}
            </Link>
          ) : null}
        </Card>
        <Subscription />
        <Devices />
        {widgets.map(({ key, Widget }) => (
          <Suspense key={key} fallback={null}>
            <Widget />
          </Suspense>
        ))}
      </div>
      <Suspense fallback={null}>
        <DayBoard />
      </Suspense>
      <section aria-labelledby="dash-quick">
        <h2 id="dash-quick" className="text-lg font-semibold text-ink">
          {t('quickActions')}
        </h2>
        {/* On a phone two a row with the names only (the descriptions stay for screen readers): two dozen
            cards with their descriptions were three screens of scrolling below the day board. */}
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
          {quick.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-2 rounded-xl border border-line bg-surface p-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 sm:gap-3 sm:p-4"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{label}</span>
                  {text ? (
                    <span className="sr-only sm:not-sr-only sm:mt-1 sm:block sm:text-sm sm:text-ink-soft">
                      {text}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
