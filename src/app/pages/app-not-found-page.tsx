import { Link } from 'react-router-dom'
import { useSignedInStrings } from '../auth-routes/signed-in-strings'

/** A path no module serves, for a signed-in user: inside the app layout, with a way back to the dashboard. */
export default function AppNotFoundPage() {
  const t = useSignedInStrings()
  return (
    <div className="mx-auto max-w-2xl py-10 text-center" data-testid="not-found">
      <h1 className="text-2xl font-bold text-ink">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-ink-soft">{t('notFoundText')}</p>
      <p className="mt-6">
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4"
        >
          {t('notFoundBack')}
        </Link>
      </p>
    </div>
  )
}
