import { useState } from 'react'
import { Link } from 'react-router-dom'
import { DeviceLimitPanel } from '@/auth/devices/device-limit-panel'
import { Button } from '@/ui/button'
import { useAuthPageStrings } from '../auth-routes/auth-page-strings'
import { AuthCard } from '../auth-routes/auth-card'
import { ForgotPassword } from '../auth-routes/forgot-password'
import { SignInForm } from '../auth-routes/sign-in-form'
import { usePrivateHead } from '../auth-routes/use-private-head'

/** /login: e-mail and password, a password-recovery request, and the way to sign up. */
export default function LoginPage() {
  const t = useAuthPageStrings()
  const [forgot, setForgot] = useState(false)
  usePrivateHead(t('loginMetaTitle'), t('loginMetaDescription'), '/login')
  return (
    <AuthCard title={t('loginTitle')} intro={t('loginIntro')}>
      {forgot ? (
        <ForgotPassword onBack={() => setForgot(false)} initialEmail="" />
      ) : (
        <>
          <SignInForm />
          <DeviceLimitPanel />
          <Button variant="link" className="mt-3 px-0" onClick={() => setForgot(true)}>
            {t('forgot')}
          </Button>
          <p className="mt-4 border-t border-line pt-4 text-sm text-ink-soft">
            {t('noAccount')}{' '}
            <Link to="/signup" className="font-medium text-brand-700 underline underline-offset-4">
              {t('createAccount')}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  )
}
