import { useId, useState, type FormEvent } from 'react'
import { newPasswordErrors, passwordStrength } from '@/auth/password-rules'
import type { ActionResult } from '@/auth/auth-state'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { PasswordInput } from './password-input'
import { useAuthPageStrings } from './auth-page-strings'

type Labels = { password: string; confirm: string; submit: string; busy: string }

/** New password + confirmation with the strength hint; used by sign-up, recovery and the profile page. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  labels,
  idBase,
}: {
  password: string
  confirm: string
  onPassword: (v: string) => void
  onConfirm: (v: string) => void
  errors: { password?: string; confirm?: string }
  labels: Pick<Labels, 'password' | 'confirm'>
  idBase: string
}) {
  const t = useAuthPageStrings()
  const strength = password ? t(`strength_${passwordStrength(password)}`) : ''
  return (
    <>
      <Field
        label={labels.password}
        htmlFor={`${idBase}-password`}
        error={errors.password}
        hint={t('passwordHint')}
      >
        <PasswordInput
          id={`${idBase}-password`}
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            errors.password ? `${idBase}-password-error` : `${idBase}-password-hint ${idBase}-strength`
          }
        />
        <p id={`${idBase}-strength`} aria-live="polite" className="text-xs font-medium text-ink-soft">
          {strength}
        </p>
      </Field>
      <Field label={labels.confirm} htmlFor={`${idBase}-confirm`} error={errors.confirm}>
        <PasswordInput
          id={`${idBase}-confirm`}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? `${idBase}-confirm-error` : undefined}
        />
      </Field>
    </>
  )
}

/** A complete change-password form that reports its outcome in a live region. */
export function NewPasswordForm({
  labels,
  save,
  savedText,
  failedText,
}: {
  labels: Labels
  save: (password: string) => Promise<ActionResult>
  savedText: string
  failedText: (message: string) => string
}) {
  const t = useAuthPageStrings()
  const id = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems = newPasswordErrors(password, confirm)
    const next = {
      password: problems.password && t(problems.password),
      confirm: problems.confirm && t(problems.confirm),
    }
    setErrors(next)
    setOutcome(null)
    if (next.password || next.confirm) {
      return document.getElementById(next.password ? `${id}-password` : `${id}-confirm`)?.focus()
    }
    setBusy(true)
    const result = await save(password)
    setBusy(false)
    setOutcome(result.ok ? { ok: true, text: savedText } : { ok: false, text: failedText(result.message) })
    if (result.ok) {
      setPassword('')
      setConfirm('')
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <NewPasswordFields
        idBase={id}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
        labels={labels}
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? labels.busy : labels.submit}
      </Button>
      <p
        role="status"
        aria-live="polite"
        className={outcome?.ok === false ? 'text-sm font-medium text-red-700' : 'text-sm text-brand-800'}
      >
        {outcome?.text ?? ''}
      </p>
    </form>
  )
}
