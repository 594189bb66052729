import { LockKeyhole } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from './button'
import { Field, Input } from './field'
import { useFileStrings } from './file-strings'

type PasswordPromptProps = {
  fileName: string
  /** Set after a wrong password; the field is marked invalid and the message announced. */
  wrong?: boolean
  busy?: boolean
  onSubmit: (password: string) => void
  /** A tool's own wording for a file whose password follows a known rule (e.g. e-Aadhaar). */
  text?: { label?: string; hint?: string; wrong?: string; submit?: string }
  /** Shown under the field, e.g. a helper that works the password out; `fill` puts one in, visible. */
  children?: (fill: (password: string) => void) => ReactNode
}

/** Asks for the password of a locked file, says when it was wrong, and lets the user try again. */
export function PasswordPrompt({
  fileName,
  wrong = false,
  busy = false,
  onSubmit,
  text = {},
  children,
}: PasswordPromptProps) {
  const t = useFileStrings()
  const id = useId()
  const [password, setPassword] = useState('')
  const [show, setShow] = useState(false)

  function fill(made: string) {
    setPassword(made)
    setShow(true)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (password !== '') onSubmit(password)
  }

  return (
    <div className="space-y-3 rounded-lg border border-saffron-500 bg-saffron-100/40 p-3">
      <form onSubmit={submit} className="space-y-2">
        <Field
          label={text.label ?? t('passwordLabel', { name: fileName })}
          htmlFor={`${id}-pw`}
          hint={text.hint ?? t('passwordHint')}
          error={wrong ? (text.wrong ?? t('passwordWrong')) : undefined}
        >
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-pw`}
              type={show ? 'text' : 'password'}
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-pw-error` : `${id}-pw-hint`}
              className="max-w-64 flex-1"
            />
            <Button type="submit" disabled={busy || password === ''}>
              <LockKeyhole aria-hidden="true" />
              {text.submit ?? t('unlock')}
            </Button>
          </div>
        </Field>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={show}
            onChange={(event) => setShow(event.target.checked)}
            className="size-6"
          />
          {t('showPassword')}
        </label>
      </form>
      {children?.(fill)}
    </div>
  )
}
