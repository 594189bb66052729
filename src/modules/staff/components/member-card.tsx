import { Pencil, UserCheck, UserX } from 'lucide-react'
import type { Feature } from '@schemas/access'
import { DeviceList } from '@/auth/devices/device-list'
import type { DeviceRow } from '@schemas/devices'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { accessCounts, isReadOnlyAccess, type StaffMember } from '../domain/staff'
import { useStaffStrings } from '../staff-strings'

type Props = {
  member: StaffMember
  features: readonly Feature[]
  offline: boolean
  busyDevice: string | null
  onEdit: () => void
  onStatus: () => void
  onSignOut: (row: DeviceRow, device: string) => Promise<void>
}

/** One staff member: name, e-mail, status, access summary, device limit, devices, and the owner's actions. */
export function MemberCard({ member, features, offline, busyDevice, onEdit, onStatus, onSignOut }: Props) {
  const t = useStaffStrings()
  const headingId = `member-${member.id}`
  const counts = accessCounts(member.access, features)
  return (
    <li
      className="rounded-xl border border-line bg-surface p-4"
      aria-labelledby={headingId}
      data-testid="staff-member"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-base font-semibold text-ink" title={member.name}>
            {member.name}
          </h3>
          {member.email ? <p className="truncate text-sm text-ink-soft">{member.email}</p> : null}
        </div>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            member.active ? 'bg-brand-50 text-brand-800' : 'bg-muted text-ink-soft',
          )}
          data-testid="member-status"
        >
          {member.active ? t('active') : t('deactivated')}
        </span>
      </div>
      <p className="mt-2 text-sm text-ink" data-testid="member-access">
        {isReadOnlyAccess(member.access, features) ? `${t('readOnly')} · ` : ''}
        {t('accessSummary', counts)}
      </p>
      <p className="text-sm text-ink-soft">{t('devicesLimit', { count: member.max_devices })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offline || !member.active}
          aria-label={t('editLabel', { name: member.name })}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
          {t('edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={offline}
          aria-label={
            member.active
              ? t('deactivateLabel', { name: member.name })
              : t('reactivateLabel', { name: member.name })
          }
          onClick={onStatus}
        >
          {member.active ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
          {member.active ? t('deactivate') : t('reactivate')}
        </Button>
      </div>
      <h4 className="mt-4 text-sm font-semibold text-ink">{t('devicesHeading', { name: member.name })}</h4>
      {member.devices.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">{t('noDevices')}</p>
      ) : (
        <DeviceList
          devices={member.devices}
          current=""
          busy={offline ? 'all' : busyDevice}
          action={{
            label: (device) => ({
              text: t('signOutDevice'),
              aria: t('signOutDeviceLabel', { device, name: member.name }),
            }),
            run: onSignOut,
          }}
        />
      )}
    </li>
  )
}
