import { Pencil, Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { Feature } from '@schemas/access'
import { daysLeft, localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { Spinner } from '@/ui/spinner'
import { useAdminStrings } from './admin-strings'
import { AdminNav } from './components/admin-nav'
import { displayDate } from '@/utils/display-date'
import { UserEditDialog } from './components/user-edit-dialog'
import { accessSummary, groupByCompany, searchUsers, type AdminUser } from './domain/users'
import { useAdminUsers } from './use-admin-users'
import {} from '@/utils/display-date'

/** Owner or staff of the company, their name, and whether the owner deactivated them. */
function Member({ user }: { user: AdminUser }) {
  const t = useAdminStrings()
  return (
    <span className="block text-xs text-ink-soft">
      {[
        user.name,
        t(user.company_role === 'staff' ? 'member_staff' : 'member_owner'),
        user.active ? null : t('deactivated'),
      ]
        .filter(Boolean)
        .join(' · ')}
    </span>
  )
}

function Validity({ user, today }: { user: AdminUser; today: string }) {
  const t = useAdminStrings()
  const lang = useLanguage()
  if (!user.app_valid_till) return <span className="text-ink-soft">{t('noEnd')}</span>
  const left = daysLeft(user.app_valid_till, today) ?? 0
  return (
    <span className={left < 0 ? 'text-red-700' : left <= 30 ? 'text-ink' : 'text-ink-soft'}>
      {displayDate(user.app_valid_till, lang)}
      <span className="block text-xs">{left < 0 ? t('ended') : t('daysLeft', { count: left })}</span>
    </span>
  )
}

/**
 * /admin/users: search, every account with role, validity and devices, and an edit dialog. `features`: the
 * access-map features whose module is built (the app's module registry); the others are not shown.
 */
export function AdminUsersScreen({ features }: { features: readonly Feature[] }) {
  const t = useAdminStrings()
  const { users, error, reload } = useAdminUsers()
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const today = localToday()
  const found = useMemo(() => (users ? searchUsers(users, query) : []), [users, query])
  const groups = useMemo(() => groupByCompany(found), [found])
  const summary = (u: AdminUser) =>
    u.role === 'admin' ? t('role_admin') : t('accessSummary', accessSummary(u.access, features))
  const editButton = (u: AdminUser) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${t('edit')} ${u.email}`}
      onClick={() => setEditing(u)}
    >
      <Pencil aria-hidden="true" />
      {t('edit')}
    </Button>
  )
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t('usersTitle')}</h1>
      <AdminNav />
      <Field label={t('search')} htmlFor="admin-search" hint={t('searchHint')} className="max-w-md">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-ink-soft"
          />
          <Input
            id="admin-search"
            type="search"
            className="pl-9"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby="admin-search-hint admin-results"
          />
        </div>
      </Field>
      {error ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {t('loadFailed', { message: error })}
          <Button variant="secondary" size="sm" className="ml-3" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {!users && !error ? <Spinner label={t('loading')} /> : null}
      {users ? (
        <>
          <p id="admin-results" role="status" className="text-sm text-ink-soft">
            {found.length === 0 ? t('noResults') : t('results', { count: found.length })}
          </p>
          <table className="hidden w-full text-sm md:table" data-testid="users-table">
            <thead>
              <tr className="border-b border-line text-left text-ink-soft">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('email')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('role')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('validTill')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('devices')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('access')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            {groups.map((g) => (
              <tbody key={g.id} aria-label={g.name}>
                <tr className="bg-muted">
                  <th scope="colgroup" colSpan={6} className="px-2 py-1.5 text-left font-semibold text-ink">
                    {t('companyGroup', { name: g.name, count: g.members.length })}
                  </th>
                </tr>
                {g.members.map((u) => (
                  <tr key={u.id} className="border-b border-line align-top">
                    <th scope="row" className="py-2 pr-3 text-left font-normal break-all text-ink">
                      {u.email}
                      <Member user={u} />
                    </th>
                    <td className="py-2 pr-3">{t(u.role === 'admin' ? 'role_admin' : 'role_user')}</td>
                    <td className="py-2 pr-3">
                      <Validity user={u} today={today} />
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {t('devicesOf', { count: u.device_count, max: u.max_devices })}
                    </td>
                    <td className="py-2 pr-3 text-xs text-ink-soft">{summary(u)}</td>
                    <td className="py-2 text-right">{editButton(u)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
          <div className="flex flex-col gap-4 md:hidden" data-testid="users-cards">
            {groups.map((g) => (
              <section key={g.id} aria-label={g.name}>
                <h2 className="mb-2 text-sm font-semibold text-ink">
                  {t('companyGroup', { name: g.name, count: g.members.length })}
                </h2>
                <ul className="flex flex-col gap-3">
                  {g.members.map((u) => (
                    <li key={u.id} className="rounded-xl border border-line bg-surface p-3 shadow-sm">
                      <p className="font-medium break-all text-ink">{u.email}</p>
                      <Member user={u} />
                      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                        <dt className="text-ink-soft">{t('role')}</dt>
                        <dd>{t(u.role === 'admin' ? 'role_admin' : 'role_user')}</dd>
                        <dt className="text-ink-soft">{t('validTill')}</dt>
                        <dd>
                          <Validity user={u} today={today} />
                        </dd>
                        <dt className="text-ink-soft">{t('devices')}</dt>
                        <dd>{t('devicesOf', { count: u.device_count, max: u.max_devices })}</dd>
                        <dt className="text-ink-soft">{t('access')}</dt>
                        <dd className="text-xs">{summary(u)}</dd>
                      </dl>
                      <div className="mt-2">{editButton(u)}</div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : null}
      {editing ? (
        <UserEditDialog
          key={editing.id}
          user={editing}
          features={features}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </div>
  )
}
