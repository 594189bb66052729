import { Link } from 'react-router-dom'
import { useAppStrings } from '../strings'

export function PublicFooter() {
  const t = useAppStrings()
  const year = new Date().getFullYear()
  return (
    <footer className="mt-12 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-ink-soft sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-md space-y-2">
          <p>{t('footerNote')}</p>
          {/* The year of the build may differ from the visitor's clock; that is not an error. */}
          <p suppressHydrationWarning>{t('footerCopyright', { year: String(year) })}</p>
        </div>
        <nav aria-label={t('footerNav')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-0 sm:gap-y-2">
            <li>
              <Link
                className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline sm:min-h-6"
                to="/about"
              >
                {t('footerAbout')}
              </Link>
            </li>
            <li>
              <Link
                className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline sm:min-h-6"
                to="/contact"
              >
                {t('footerContact')}
              </Link>
            </li>
            <li>
              <Link
                className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline sm:min-h-6"
                to="/feedback"
              >
                {t('footerFeedback')}
              </Link>
            </li>
            <li>
              <Link
                className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline sm:min-h-6"
                to="/privacy-policy"
              >
                {t('footerPrivacy')}
              </Link>
            </li>
            <li>
              <Link
                className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline sm:min-h-6"
                to="/terms-conditions"
              >
                {t('footerTerms')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
