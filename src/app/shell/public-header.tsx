import { Link, NavLink } from 'react-router-dom'
import { cn } from '@/ui/cn'
import { useAppStrings } from '../strings'
import { BrandMark } from './brand-mark'
import { LanguageSwitch } from './language-switch'
import { ToolSearch } from './tool-search'

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium hover:bg-muted sm:min-h-9',
    isActive ? 'text-brand-700' : 'text-ink-soft',
  )

export function PublicHeader() {
  const t = useAppStrings()
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <Link to="/" aria-label={t('homeLink')} className="flex items-center gap-2 rounded-md py-1">
          <BrandMark />
          <span className="text-lg font-bold tracking-tight text-brand-800">AutoBahi</span>
        </Link>
        <nav
          aria-label={t('mainNav')}
          className="order-3 flex w-full items-center gap-1 sm:order-none sm:w-auto"
        >
          <NavLink to="/" end className={navLink}>
            {t('navTools')}
          </NavLink>
          <NavLink to="/autobahi-pro" className={navLink}>
            {t('navPro')}
          </NavLink>
          <NavLink to="/about" className={navLink}>
            {t('navAbout')}
          </NavLink>
        </nav>
        <div className="ml-auto flex flex-1 items-center justify-end gap-2 sm:flex-none">
          <ToolSearch />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  )
}
