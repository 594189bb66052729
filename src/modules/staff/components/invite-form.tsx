import { useId, useState, type FormEvent } from 'react'
import type { Feature } from '@schemas/access'
import { AccessEditor } from '@/modules/admin/public'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { defaultInviteAccess, validateInvite, type AccessMap, type InviteErrors } from '../domain/staff'
import { useStaffStrings } from '../staff-strings'

type Props = {
  features: readonly Feature[]
  cap: AccessMap
  ownerMaxDevices: number
  disabled: boolean
  onCreate: (input: {
    name: string
    email: string | null
    access: AccessMap
    max_devices: number
  }) => Promise<boolean>
  onCancel: () => void
}

/** Name, optional e-mail, device limit and access per built module (never above the owner's own). */
export function InviteForm({ features, cap, ownerMaxDevices, disabled, onCreate, onCancel }: Props) {
  const t = useStaffStrings()
  const id = useId()
  const [form, setForm] = useState({ name: '', email: '', max_devices: '1' })
  const [access, setAccess] = useState<AccessMap>(() => defaultInviteAccess(features, cap))
  const [errors, setErrors] = useState<InviteErrors>({})
  const [busy, setBusy] = useState(false)

  const message = (key: keyof InviteErrors): string | undefined => {
    const e = errors[key]
    if (!e) return undefined
    if (e === 'range') return key === 'name' ? t('err_name_range') : t('err_range', { max: ownerMaxDevices })
    return t(`err_${e}`)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateInvite(form, access, ownerMaxDevices, features)
    setErrors(found)
    const first = (['name', 'email', 'max_devices'] as const).find((k) => found[k])
    if (first) return document.getElementById(`${id}-${first}`)?.focus()
    if (found.access) return
    setBusy(true)
    const ok = await onCreate({
      name: form.name.trim(),
      email: form.email.trim() || null,
      access,
      max_devices: Number(form.max_devices),
    })
    setBusy(false)
    if (ok) {
      setForm({ name: '', email: '', max_devices: '1' })
      setAccess(defaultInviteAccess(features, cap))
    }
  }

  const input = (key: 'name' | 'email' | 'max_devices') => ({
    id: `${id}-${key}`,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : `${id}-${key}-hint`,
  })

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      data-testid="invite-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('name')} htmlFor={`${id}-name`} error={message('name')}>
          <Input {...input('name')} autoComplete="off" maxLength={200} />
        </Field>
        <Field label={t('email')} htmlFor={`${id}-email`} hint={t('emailHint')} error={message('email')}>
          <Input {...input('email')} type="email" inputMode="email" autoComplete="off" />
        </Field>
        <Field
          label={t('maxDevices')}
          htmlFor={`${id}-max_devices`}
          hint={t('maxDevicesHint', { max: ownerMaxDevices })}
          error={message('max_devices')}
        >
          <Input {...input('max_devices')} inputMode="numeric" className="max-w-32" />
        </Field>
      </div>
      <fieldset>
        <legend className="font-semibold text-ink">{t('accessHeading')}</legend>
        <p className="mb-2 text-sm text-ink-soft">{t('accessHint')}</p>
        <AccessEditor
          features={features}
          access={access}
          onAccess={setAccess}
          cap={cap}
          name={`${id}-access`}
        />
        {errors.access ? (
          <p role="alert" className="mt-2 text-xs font-medium text-red-700">
            {t('err_none')}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={disabled || busy} aria-busy={busy}>
          {busy ? t('creating') : t('createInvite')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}
