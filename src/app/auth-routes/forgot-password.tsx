import { useId, useState, type FormEvent } from 'react'
import { useAuth } from '@/auth/auth-context'
import { emailError } from '@/auth/password-rules'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { useAuthPageStrings } from './auth-page-strings'

/** The password-recovery request: sends the link, then says so (locally the server prints it). */
export function ForgotPassword({ onBack, initialEmail }: { onBack: () => void; initialEmail: string }) {
  const t = useAuthPageStrings()
  const auth = useAuth()
  const id = useId()
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = emailError(email)
    setError(problem ? t(problem) : undefined)
    if (problem) return document.getElementById(`${id}-email`)?.focus()
    setBusy(true)
    const result = await auth.requestPasswordReset(email)
    setBusy(false)
    setOutcome(
      result.ok
        ? { ok: true, text: t('resetSent', { email: email.trim() }) }
        : { ok: false, text: t('resetFailed', { message: result.message }) },
    )
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('resetTitle')}
      </h2>
      <p className="text-sm text-ink-soft">{t('resetIntro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Field label={t('email')} htmlFor={`${id}-email`} error={error}>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? t('resetSending') : t('resetSend')}
        </Button>
      </form>
      <p
        role="status"
        aria-live="polite"
        className={outcome?.ok === false ? 'text-sm font-medium text-red-700' : 'text-sm text-brand-800'}
      >
        {outcome?.text ?? ''}
      </p>
      <Button variant="link" className="self-start px-0" onClick={onBack}>
        {t('backToLogin')}
      </Button>
    </section>
  )
}
