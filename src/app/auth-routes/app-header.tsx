import { LogOut, Menu as MenuIcon, Settings, UserRound } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { Menu } from '@/ui/menu'
import { BrandMark } from '../shell/brand-mark'
import { LanguageSwitch } from '../shell/language-switch'
import { useSignedInStrings } from './signed-in-strings'
import { SyncIndicator, useSignOutGuard } from '@/modules/sync/public'

/** Header of the signed-in app: menu button (phones), company, connection, language, account menu. */
export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const t = useSignedInStrings()
  const auth = useAuth()
  const navigate = useNavigate()
  const signOut = useSignOutGuard(() => void auth.signOut())
  const company = auth.settings?.company_name?.trim() || t('defaultCompany')
  const email = auth.user?.email ?? ''
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface/95 px-3 backdrop-blur lg:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={t('openMenu')}
        className="rounded-md p-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
        data-testid="open-menu"
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </button>
      <span className="lg:hidden">
        <BrandMark size={24} />
      </span>
      <p className="min-w-0 flex-1 truncate font-semibold text-ink" data-testid="company-name">
        {company}
      </p>
      <SyncIndicator />
      <LanguageSwitch />
      <Menu
        label={t('userMenu', { email })}
        trigger={
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white uppercase"
          >
            {email.slice(0, 1) || '?'}
          </span>
        }
        items={[
          {
            key: 'profile',
            label: t('navProfile'),
            icon: <UserRound aria-hidden="true" />,
            onSelect: () => void navigate('/profile'),
          },
          {
            key: 'settings',
            label: t('navSettings'),
            icon: <Settings aria-hidden="true" />,
            onSelect: () => void navigate('/settings'),
          },
          {
            key: 'sign-out',
            label: t('signOut'),
            icon: <LogOut aria-hidden="true" />,
            onSelect: signOut.request,
          },
        ]}
      />
      {signOut.dialog}
    </header>
  )
}
