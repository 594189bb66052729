import { KeyRound, LockKeyhole } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { aadhaarPassword } from '@workers/pdf/aadhaar.options'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { validYear } from './logic'
import { useAadhaarStrings } from './strings'

type PasswordFormProps = { wrong: boolean; busy: boolean; onSubmit: (password: string) => void }

/** The password field, with a helper that builds it from the name and year of birth. */
export function PasswordForm({ wrong, busy, onSubmit }: PasswordFormProps) {
  const t = useAadhaarStrings()
  const id = useId()
  const [password, setPassword] = useState('')
  const [show, setShow] = useState(false)
  const [name, setName] = useState('')
  const [year, setYear] = useState('')
  const yearBad = year.trim() !== '' && !validYear(year, new Date().getFullYear())

  function submit(event: FormEvent) {
    event.preventDefault()
    if (password) onSubmit(password)
  }

  return (
    <div className="space-y-3 rounded-lg border border-saffron-500 bg-saffron-100/40 p-3">
      <form onSubmit={submit} className="space-y-2">
        <Field
          label={t('password')}
          htmlFor={`${id}-pw`}
          hint={t('passwordNeeded')}
          error={wrong ? t('wrongPassword') : undefined}
        >
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-pw`}
              type={show ? 'text' : 'password'}
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-pw-error` : `${id}-pw-hint`}
              className="max-w-64 flex-1"
            />
            <Button type="submit" disabled={busy || !password}>
              <LockKeyhole aria-hidden="true" />
              {t('open')}
            </Button>
          </div>
        </Field>
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={show}
            onChange={(e) => setShow(e.target.checked)}
            className="size-4"
          />
          {t('showPassword')}
        </label>
      </form>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('helperTitle')}</legend>
        <div className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <Field label={t('helperName')} htmlFor={`${id}-name`}>
            <Input
              id={`${id}-name`}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field
            label={t('helperYear')}
            htmlFor={`${id}-year`}
            error={yearBad ? t('helperYearBad') : undefined}
          >
            <Input
              id={`${id}-year`}
              inputMode="numeric"
              autoComplete="off"
              value={year}
              aria-invalid={yearBad || undefined}
              onChange={(e) => setYear(e.target.value)}
            />
          </Field>
          <Button
            variant="secondary"
            disabled={!name.trim() || !validYear(year, new Date().getFullYear())}
            onClick={() => {
              const made = aadhaarPassword(name, year)
              setPassword(made)
              setShow(true)
            }}
          >
            <KeyRound aria-hidden="true" />
            {t('helperUse')}
          </Button>
        </div>
      </fieldset>
    </div>
  )
}
