import { NavLink } from 'react-router-dom'
import { cn } from '@/ui/cn'
import { useAdminStrings } from '../admin-strings'

/** Tabs between the admin pages. */
export function AdminNav() {
  const t = useAdminStrings()
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
      isActive ? 'bg-brand-700 text-white' : 'text-ink-soft hover:bg-muted',
    )
  return (
    <nav aria-label={t('nav')} className="flex flex-wrap gap-2">
      <NavLink to="/admin/dashboard" className={link}>
        {t('dashboardTitle')}
      </NavLink>
      <NavLink to="/admin/users" className={link}>
        {t('usersTitle')}
      </NavLink>
    </nav>
  )
}
