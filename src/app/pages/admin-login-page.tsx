import { Link } from 'react-router-dom'
import { useAuthPageStrings } from '../auth-routes/auth-page-strings'
import { AuthCard } from '../auth-routes/auth-card'
import { SignInForm } from '../auth-routes/sign-in-form'
import { usePrivateHead } from '../auth-routes/use-private-head'

/** /admin-login: the same form, refusing accounts that are not admins. */
export default function AdminLoginPage() {
  const t = useAuthPageStrings()
  usePrivateHead(t('adminTitle'), t('adminIntro'), '/admin-login')
  return (
    <AuthCard title={t('adminTitle')} intro={t('adminIntro')}>
      <SignInForm admin />
      <p className="mt-4 border-t border-line pt-4 text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4">
          {t('regularLogin')}
        </Link>
      </p>
    </AuthCard>
  )
}
