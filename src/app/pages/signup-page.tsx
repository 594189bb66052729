import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { signupErrors, type SignupInput } from '@/auth/password-rules'
import { checkInvite, InviteNotice, useInviteCheck } from '@/modules/staff/components/invite-check'
import { normalizeInviteCode } from '@/modules/staff/domain/staff'
import { useStaffStrings } from '@/modules/staff/staff-strings'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { useAuthPageStrings } from '../auth-routes/auth-page-strings'
import { AuthCard } from '../auth-routes/auth-card'
import { NewPasswordFields } from '../auth-routes/new-password-form'
import { usePrivateHead } from '../auth-routes/use-private-head'

type Errors = Partial<Record<keyof SignupInput, string>>
const ORDER: (keyof SignupInput)[] = ['name', 'email', 'password', 'confirm']

/**
 * /signup: name, e-mail, password with strength hint, confirmation; then straight into the trial. With an
 * owner's invite code (typed here, or from /join/:code) the account joins that company as staff instead.
 */
export default function SignupPage({ inviteCode = '' }: { inviteCode?: string }) {
  const t = useAuthPageStrings()
  const ts = useStaffStrings()
  const auth = useAuth()
  const navigate = useNavigate()
  const id = useId()
  const [form, setForm] = useState<SignupInput>({ name: '', email: '', password: '', confirm: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [confirmSent, setConfirmSent] = useState(false)
  const [codeText, setCodeText] = useState(inviteCode)
  const [codeError, setCodeError] = useState<string | undefined>()
  const code = normalizeInviteCode(codeText)
  const check = useInviteCheck(code)
  const joining = inviteCode !== ''
  const [submitted, setSubmitted] = useState(false)
  usePrivateHead(t('signupMetaTitle'), t('signupMetaDescription'), joining ? '/join' : '/signup')

  useEffect(() => {
    // Opening someone's join link while signed in: say so rather than leave for the dashboard.
    if (joining && !submitted) return
    if (!busy && auth.status === 'signed-in') void navigate('/dashboard', { replace: true })
  }, [busy, auth.status, navigate, joining, submitted])

  // The invite's name and e-mail fill the empty fields (the invitee may change them).
  const invited = check.state === 'open' ? check.info : null
  useEffect(() => {
    if (!invited) return
    setForm((f) => ({ ...f, name: f.name || invited.name, email: f.email || (invited.email ?? '') }))
  }, [invited])

  const update = (key: keyof SignupInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems = signupErrors(form)
    const next: Errors = {}
    for (const key of ORDER) if (problems[key]) next[key] = t(problems[key])
    setErrors(next)
    const first = ORDER.find((key) => next[key])
    if (first) return document.getElementById(`${id}-${first}`)?.focus()
    // A code that cannot be used would make the sign-up fail: say why before trying.
    let invite: string | undefined
    if (codeText.trim()) {
      const now = code ? await checkInvite(code) : ({ state: 'unknown' } as const)
      if (now.state !== 'open') {
        setCodeError(
          now.state === 'failed'
            ? ts('join_failed', { message: now.message })
            : ts(`join_${now.state === 'checking' || now.state === 'none' ? 'unknown' : now.state}`),
        )
        return document.getElementById(`${id}-code`)?.focus()
      }
      invite = code
    }
    setCodeError(undefined)
    setBusy(true)
    setSubmitted(true)
    const result = await auth.signUp(form.name, form.email, form.password, invite)
    setBusy(false)
    if (result.ok && result.confirm) setConfirmSent(true)
    else if (result.ok) void navigate('/dashboard', { replace: true })
  }

  return (
    <AuthCard title={code ? ts('joinTitle') : t('signupTitle')} intro={code ? undefined : t('signupIntro')}>
      {confirmSent ? (
        <p role="status" className="text-sm text-brand-800">
          {t('confirmEmail', { email: form.email.trim() })}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <div role="status" aria-live="polite">
            <InviteNotice check={check} />
          </div>
          {joining && !submitted && auth.status === 'signed-in' ? (
            <p className="rounded-lg border border-line bg-muted p-3 text-sm text-ink">
              {ts('joinSignedIn', { email: auth.user?.email ?? '' })}
            </p>
          ) : null}
          <Field label={t('name')} htmlFor={`${id}-name`} error={errors.name}>
            <Input
              id={`${id}-name`}
              autoComplete="name"
              value={form.name}
              onChange={(e) => update('name')(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
            />
          </Field>
          <Field label={t('email')} htmlFor={`${id}-email`} error={errors.email}>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => update('email')(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
            />
          </Field>
          <NewPasswordFields
            idBase={id}
            password={form.password}
            confirm={form.confirm}
            onPassword={update('password')}
            onConfirm={update('confirm')}
            errors={errors}
            labels={{ password: t('password'), confirm: t('confirmPassword') }}
          />
          <Field label={ts('codeField')} htmlFor={`${id}-code`} hint={ts('codeHint')} error={codeError}>
            <Input
              id={`${id}-code`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={codeText}
              onChange={(e) => {
                setCodeText(e.target.value)
                setCodeError(undefined)
              }}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${id}-code-error` : `${id}-code-hint`}
            />
          </Field>
          <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
            {busy ? t('signingUp') : t('signUp')}
          </Button>
        </form>
      )}
      <p className="mt-4 border-t border-line pt-4 text-sm text-ink-soft">
        {t('haveAccount')}{' '}
        <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4">
          {t('signIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
