import { LayoutDashboard, ShieldCheck, UserRound, UsersRound, Wrench, type LucideIcon } from 'lucide-react'
import { NavLink } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { useLanguage } from '@/lib/i18n'
import { cn } from '@/ui/cn'
import { canManageStaff } from '@/modules/staff/domain/staff'
import { MODULES } from '../modules'
import { APP_PAGES } from '../signed-in/pages'
import { useSignedInStrings } from './signed-in-strings'

const staff = APP_PAGES.find((p) => p.path === '/staff')!

type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; module?: boolean; text?: string }

/** The dashboard, the registered modules this user may read, then the profile and admin pages (spec §2, §6). */
export function useNavItems(): NavItem[] {
  const t = useSignedInStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const modules = MODULES.filter((m) => m.nav !== false && auth.can(m.feature, 'read')).map((m) => ({
    to: m.path,
    label: m.name[lang],
    icon: m.icon,
    module: true,
    text: m.description[lang],
  }))
  return [
    { to: '/dashboard', label: t('navDashboard'), icon: LayoutDashboard },
    ...modules,
    ...(canManageStaff(auth.profile) ? [{ to: '/staff', label: staff.title[lang], icon: UsersRound }] : []),
    { to: '/profile', label: t('navProfile'), icon: UserRound },
    ...(auth.isAdmin ? [{ to: '/admin/dashboard', label: t('navAdmin'), icon: ShieldCheck }] : []),
  ]
}

/** The sidebar's links; `onNavigate` closes the mobile drawer. */
export function AppNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useSignedInStrings()
  const items = useNavItems()
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium lg:min-h-10 focus-visible:outline-2 focus-visible:outline-brand-600',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-soft hover:bg-muted hover:text-ink',
    )
  return (
    <nav aria-label={t('appNav')} className="flex flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={link} onClick={onNavigate}>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <hr className="my-2 border-line" />
      <NavLink to="/tools" end className={link} onClick={onNavigate}>
        <Wrench aria-hidden="true" className="size-4 shrink-0" />
        {t('navTools')}
      </NavLink>
    </nav>
  )
}
