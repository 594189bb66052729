import { useEffect, useId, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { emailError } from '@/auth/password-rules'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { useAuthPageStrings } from './auth-page-strings'
import { PasswordInput } from './password-input'

type Errors = { email?: string; password?: string }

/** Where to go after signing in: the page the guard sent the user away from, if it was an app page. */
function destination(state: unknown, admin: boolean): string {
  const from = (state as { from?: unknown } | null)?.from
  if (
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !/^\/(login|signup|admin-login|auth)/.test(from)
  ) {
    return from
  }
  return admin ? '/admin/dashboard' : '/dashboard'
}

/** E-mail and password form of /login and /admin-login. */
export function SignInForm({ admin = false, initialEmail = '' }: { admin?: boolean; initialEmail?: string }) {
  const t = useAuthPageStrings()
  const auth = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const id = useId()
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const target = destination(location.state, admin)

  // Already signed in (another tab, or back button): go straight on.
  useEffect(() => {
    if (!busy && auth.status === 'signed-in' && (!admin || auth.isAdmin)) {
      void navigate(target, { replace: true })
    }
  }, [busy, auth.status, auth.isAdmin, admin, navigate, target])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const emailProblem = emailError(email)
    const next: Errors = {
      email: emailProblem ? t(emailProblem) : undefined,
      password: password ? undefined : t('passwordRequired'),
    }
    setErrors(next)
    if (next.email || next.password) {
      document.getElementById(next.email ? `${id}-email` : `${id}-password`)?.focus()
      return
    }
    setBusy(true)
    const result = await auth.signIn(email, password, { admin })
    setBusy(false)
    if (result.ok) void navigate(target, { replace: true })
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <Field label={t('email')} htmlFor={`${id}-email`} error={errors.email}>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
      </Field>
      <Field label={t('password')} htmlFor={`${id}-password`} error={errors.password}>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('signingIn') : t('signIn')}
      </Button>
    </form>
  )
}
