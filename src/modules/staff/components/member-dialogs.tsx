import { useId, useState, type FormEvent } from 'react'
import type { Feature } from '@schemas/access'
import { AccessEditor } from '@/modules/admin/public'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { Field, Input } from '@/ui/field'
import { capAccess, devicesError, nameError, type AccessMap, type StaffMember } from '../domain/staff'
import { useStaffStrings } from '../staff-strings'

type EditProps = {
  member: StaffMember | null
  features: readonly Feature[]
  cap: AccessMap
  ownerMaxDevices: number
  disabled: boolean
  onClose: () => void
  onSave: (
    member: StaffMember,
    patch: { access: AccessMap; max_devices: number; name: string },
  ) => Promise<boolean>
}

/** A member's access per module and device limit, both within the owner's own. */
export function EditMemberDialog(props: EditProps) {
  const t = useStaffStrings()
  return (
    <Dialog
      open={props.member !== null}
      onClose={props.onClose}
      title={props.member ? t('editTitle', { name: props.member.name }) : ''}
    >
      {props.member ? <EditForm key={props.member.id} {...props} member={props.member} /> : null}
    </Dialog>
  )
}

function EditForm({
  member,
  features,
  cap,
  ownerMaxDevices,
  disabled,
  onClose,
  onSave,
}: EditProps & { member: StaffMember }) {
  const t = useStaffStrings()
  const id = useId()
  // Built modules under the cap; access to modules not shown (not built) is kept as it is, capped.
  const [access, setAccess] = useState<AccessMap>(() => capAccess(member.access, cap))
  const [devices, setDevices] = useState(String(Math.min(member.max_devices, ownerMaxDevices)))
  const [name, setName] = useState(member.name)
  const [error, setError] = useState(false)
  const nameProblem = nameError(name)
  const nameMessage =
    nameProblem === 'required' ? t('err_required') : nameProblem === 'range' ? t('err_name_range') : null
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (nameMessage) return document.getElementById(`${id}-name`)?.focus()
    if (devicesError(devices, ownerMaxDevices)) {
      setError(true)
      return document.getElementById(`${id}-devices`)?.focus()
    }
    setError(false)
    setBusy(true)
    const ok = await onSave(member, { access, max_devices: Number(devices), name: name.trim() })
    setBusy(false)
    if (ok) onClose()
  }
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      data-testid="member-edit"
    >
      <Field label={t('name')} htmlFor={`${id}-name`} error={nameMessage ?? undefined}>
        <Input
          id={`${id}-name`}
          value={name}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameMessage ? true : undefined}
          aria-describedby={nameMessage ? `${id}-name-error` : undefined}
        />
      </Field>
      <AccessEditor
        features={features}
        access={access}
        onAccess={setAccess}
        cap={cap}
        name={`${id}-access`}
      />
      <Field
        label={t('maxDevices')}
        htmlFor={`${id}-devices`}
        hint={t('maxDevicesHint', { max: ownerMaxDevices })}
        error={error ? t('err_range', { max: ownerMaxDevices }) : undefined}
      >
        <Input
          id={`${id}-devices`}
          inputMode="numeric"
          className="max-w-32"
          value={devices}
          onChange={(e) => setDevices(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-devices-error` : `${id}-devices-hint`}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={disabled || busy} aria-busy={busy}>
          {busy ? t('saving') : t('save')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}

type ConfirmProps = {
  member: StaffMember | null
  disabled: boolean
  onClose: () => void
  onConfirm: (member: StaffMember) => Promise<void>
}

/** "Deactivate X?" / "Reactivate X?" with what it does. */
export function ConfirmStatusDialog({ member, disabled, onClose, onConfirm }: ConfirmProps) {
  const t = useStaffStrings()
  const [busy, setBusy] = useState(false)
  const name = member?.name ?? ''
  const deactivating = member?.active ?? true
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title={deactivating ? t('confirmDeactivateTitle', { name }) : t('confirmReactivateTitle', { name })}
      className="w-[28rem]"
    >
      <p className="text-sm text-ink">
        {deactivating ? t('confirmDeactivateText', { name }) : t('confirmReactivateText', { name })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant={deactivating ? 'danger' : 'primary'}
          disabled={disabled || busy}
          aria-busy={busy}
          onClick={() => {
            if (!member) return
            setBusy(true)
            void onConfirm(member).finally(() => setBusy(false))
          }}
        >
          {deactivating ? t('deactivate') : t('reactivate')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
