import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { finishRecoverySignIn } from '@/auth/auth-actions'
import { Spinner } from '@/ui/spinner'
import { useAuthPageStrings } from '../auth-routes/auth-page-strings'
import { AuthCard } from '../auth-routes/auth-card'
import { NewPasswordForm } from '../auth-routes/new-password-form'
import { usePrivateHead } from '../auth-routes/use-private-head'

// The server sends errors back in the fragment or the query (e.g. an expired link).
function linkError(): string | null {
  const params = new URLSearchParams(window.location.hash.slice(1) || window.location.search.slice(1))
  return params.get('error_description') ?? params.get('error')
}

/** /auth/callback: supabase-js reads the tokens from the URL; recovery asks for a new password. */
export default function AuthCallbackPage() {
  const t = useAuthPageStrings()
  const auth = useAuth()
  const navigate = useNavigate()
  const [error] = useState(linkError)
  usePrivateHead(t('callbackTitle'), t('callbackTitle'), '/auth/callback')

  // A confirmation link: once the session is there, go on to the app.
  useEffect(() => {
    if (!error && !auth.recovery && auth.status === 'signed-in') {
      void navigate('/dashboard', { replace: true })
    }
  }, [error, auth.recovery, auth.status, navigate])

  if (error) {
    return (
      <AuthCard title={t('callbackTitle')}>
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('callbackError', { message: error.replace(/\+/g, ' ') })}
        </p>
        <Link
          to="/login"
          className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-4"
        >
          {t('backToLogin')}
        </Link>
      </AuthCard>
    )
  }
  if (auth.recovery && auth.user) {
    return (
      <AuthCard title={t('newPasswordTitle')} intro={t('newPasswordIntro', { email: auth.user.email })}>
        <NewPasswordForm
          labels={{
            password: t('newPassword'),
            confirm: t('confirmPassword'),
            submit: t('savePassword'),
            busy: t('savingPassword'),
          }}
          savedText={t('passwordSaved')}
          failedText={(message) => t('passwordSaveFailed', { message })}
          save={async (password) => {
            const saved = await auth.updatePassword(password)
            if (!saved.ok) return saved
            const signedIn = await finishRecoverySignIn()
            if (signedIn.ok) void navigate('/dashboard', { replace: true })
            return signedIn
          }}
        />
      </AuthCard>
    )
  }
  if (auth.status === 'signed-out') {
    return (
      <AuthCard title={t('callbackTitle')}>
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('callbackExpired')}
        </p>
        <Link
          to="/login"
          className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-4"
        >
          {t('backToLogin')}
        </Link>
      </AuthCard>
    )
  }
  return <Spinner label={t('callbackTitle')} className="min-h-[50vh]" />
}
