import { X } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Feature } from '@schemas/access'
import { localToday } from '@/auth/permissions'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Field, Input, Select } from '@/ui/field'
import { updateUser } from '../admin-api'
import { useAdminStrings } from '../admin-strings'
import {
  extendValidity,
  MAX_DEVICES_MAX,
  MAX_DEVICES_MIN,
  toUserEdit,
  userUpdate,
  validateUserEdit,
  type AdminUser,
  type UserEdit,
} from '../domain/users'
import { AccessEditor } from './access-editor'
import { UserSessions } from './user-sessions'

type UserEditDialogProps = {
  user: AdminUser
  /** The features the access editor offers. */
  features: readonly Feature[]
  onClose: () => void
  onSaved: () => void
}

/** A modal <dialog> (focus trap, Escape, focus return for free) to edit one account and its devices. */
export function UserEditDialog({ user, features, onClose, onSaved }: UserEditDialogProps) {
  const t = useAdminStrings()
  const ref = useRef<HTMLDialogElement>(null)
  const [edit, setEdit] = useState<UserEdit>(() => toUserEdit(user))
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const errors = validateUserEdit(edit)
  const shown = submitted ? errors : {}
  const today = localToday()

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  const set = (patch: Partial<UserEdit>) => {
    setEdit((e) => ({ ...e, ...patch }))
    setFailure(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(errors).length > 0) {
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setBusy(true)
    try {
      await updateUser(user.id, userUpdate(edit))
      toast({ title: t('saved'), description: t('savedText', { email: user.email }) })
      onSaved()
      onClose()
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby="user-edit-title"
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      className="m-auto max-h-[92dvh] w-[40rem] max-w-[calc(100vw-1rem)] rounded-xl bg-surface p-0 text-ink shadow-xl backdrop:bg-black/40"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id="user-edit-title" className="min-w-0 text-lg font-semibold break-all text-brand-900">
            {t('editTitle', { email: user.email })}
          </h2>
          <Button variant="ghost" size="icon" aria-label={t('close')} onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('role')} htmlFor="edit-role">
            <Select
              id="edit-role"
              value={edit.role}
              onChange={(e) => set({ role: e.target.value === 'admin' ? 'admin' : 'user' })}
            >
              <option value="user">{t('role_user')}</option>
              <option value="admin">{t('role_admin')}</option>
            </Select>
          </Field>
          <Field
            label={t('maxDevices')}
            htmlFor="edit-max-devices"
            hint={t('maxDevicesHint')}
            error={shown.max_devices ? t(`err_${shown.max_devices}`) : undefined}
          >
            <Input
              id="edit-max-devices"
              type="number"
              inputMode="numeric"
              min={MAX_DEVICES_MIN}
              max={MAX_DEVICES_MAX}
              step={1}
              value={edit.max_devices}
              aria-invalid={shown.max_devices ? true : undefined}
              aria-describedby={shown.max_devices ? 'edit-max-devices-error' : 'edit-max-devices-hint'}
              onChange={(e) => set({ max_devices: e.target.value })}
            />
          </Field>
          <Field
            label={t('validTill')}
            htmlFor="edit-valid-till"
            hint={t('validTillHint')}
            error={shown.app_valid_till ? t(`err_${shown.app_valid_till}`) : undefined}
            className="sm:col-span-2"
          >
            <div className="flex flex-wrap gap-2">
              <Input
                id="edit-valid-till"
                type="date"
                className="w-44"
                value={edit.app_valid_till}
                aria-invalid={shown.app_valid_till ? true : undefined}
                aria-describedby={shown.app_valid_till ? 'edit-valid-till-error' : 'edit-valid-till-hint'}
                onChange={(e) => set({ app_valid_till: e.target.value })}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  set({ app_valid_till: extendValidity(edit.app_valid_till || null, today, 30) })
                }
              >
                {t('plus30')}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  set({ app_valid_till: extendValidity(edit.app_valid_till || null, today, 365) })
                }
              >
                {t('plus365')}
              </Button>
              <Button variant="ghost" onClick={() => set({ app_valid_till: '' })}>
                {t('clearDate')}
              </Button>
            </div>
          </Field>
        </div>
        <section aria-labelledby="access-title">
          <h3 id="access-title" className="font-semibold text-ink">
            {t('accessTitle')}
          </h3>
          {edit.role === 'admin' ? <p className="mt-1 text-sm text-ink-soft">{t('adminAll')}</p> : null}
          <div className="mt-2">
            <AccessEditor features={features} access={edit.access} onAccess={(access) => set({ access })} />
          </div>
        </section>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('saveFailed', { message: failure })}
          </p>
        ) : null}
        <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-2 border-t border-line bg-surface px-4 py-3 sm:-mx-6 sm:px-6">
          <Button type="submit" disabled={busy}>
            {busy ? t('saving') : t('save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
      <div className="border-t border-line p-4 sm:p-6">
        <UserSessions userId={user.id} onChanged={onSaved} />
      </div>
    </dialog>
  )
}
