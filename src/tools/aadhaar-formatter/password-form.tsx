import { KeyRound } from 'lucide-react'
import { useId, useState } from 'react'
import { aadhaarPassword } from '@workers/pdf/aadhaar.options'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { PasswordPrompt } from '@/ui/password-prompt'
import { validYear } from './logic'
import { useAadhaarStrings } from './strings'

type PasswordFormProps = {
  fileName: string
  wrong: boolean
  busy: boolean
  onSubmit: (password: string) => void
}

/** The shared password prompt in the e-Aadhaar's words, with a helper that builds it from name and year. */
export function PasswordForm({ fileName, wrong, busy, onSubmit }: PasswordFormProps) {
  const t = useAadhaarStrings()
  return (
    <PasswordPrompt
      fileName={fileName}
      wrong={wrong}
      busy={busy}
      onSubmit={onSubmit}
      text={{
        label: t('password'),
        hint: t('passwordNeeded'),
        wrong: t('wrongPassword'),
        submit: t('open'),
      }}
    >
      {(fill) => <PasswordHelper onUse={fill} />}
    </PasswordPrompt>
  )
}

function PasswordHelper({ onUse }: { onUse: (password: string) => void }) {
  const t = useAadhaarStrings()
  const id = useId()
  const [name, setName] = useState('')
  const [year, setYear] = useState('')
  const yearBad = year.trim() !== '' && !validYear(year, new Date().getFullYear())
  return (
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
          onClick={() => onUse(aadhaarPassword(name, year))}
        >
          <KeyRound aria-hidden="true" />
          {t('helperUse')}
        </Button>
      </div>
    </fieldset>
  )
}
