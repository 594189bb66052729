// /staff: the company's owner invites staff, sets each one's access and device limit (never above the
// owner's own), deactivates or reactivates them and signs out their devices (issue 18). Everything here is a
// server call, so it needs the network: offline the page says so and its buttons are disabled.
import { UserPlus, WifiOff } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAuth } from '@/auth/auth-context'
import type { Feature } from '@schemas/access'
import { useLanguage } from '@/lib/i18n'
import { useOnline } from '@/lib/use-online'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Spinner } from '@/ui/spinner'
import { InviteForm } from './components/invite-form'
import { InviteShare } from './components/invite-share'
import { ConfirmStatusDialog, EditMemberDialog } from './components/member-dialogs'
import { MemberCard } from './components/member-card'
import { companyLabel, inviteStatus, pendingInvites, type InviteRow, type StaffMember } from './domain/staff'
import { createInvite, loadStaff, signOutMemberDevice, updateMember, withdrawInvite } from './staff-api'
import { useStaffStrings } from './staff-strings'
import { displayDate } from '@/utils/display-date'

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** `features`: the access-map features whose module is built (the app's module registry). */
export function StaffScreen({ features }: { features: readonly Feature[] }) {
  const t = useStaffStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const online = useOnline()
  const offline = !online
  const cap = auth.profile?.access ?? {}
  const ownerMaxDevices = auth.profile?.max_devices ?? 1
  const company = companyLabel(auth.settings?.company_name)

  const [data, setData] = useState<{ staff: StaffMember[]; invites: InviteRow[] } | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [inviting, setInviting] = useState(false)
  const [shown, setShown] = useState<{ code: string; name: string } | null>(null)
  const [editing, setEditing] = useState<StaffMember | null>(null)
  const [confirming, setConfirming] = useState<StaffMember | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const shareRef = useRef<HTMLDivElement>(null)

  const reload = useCallback(() => {
    if (!navigator.onLine) return
    loadStaff()
      .then((d) => {
        setData(d)
        setLoadError(null)
      })
      .catch((e: unknown) => setLoadError(errorText(e)))
  }, [])
  useEffect(reload, [reload, online])

  // A new invite's link gets the focus, so a screen reader reads it and the keyboard is at its buttons.
  useEffect(() => {
    if (shown) shareRef.current?.querySelector<HTMLElement>('h3')?.focus()
  }, [shown])

  async function create(input: Parameters<typeof createInvite>[0]): Promise<boolean> {
    try {
      const code = await createInvite(input)
      setMessage(t('inviteCreated', { name: input.name }))
      setInviting(false)
      setShown({ code, name: input.name })
      reload()
      return true
    } catch (e) {
      setMessage(t('inviteFailed', { message: errorText(e) }))
      return false
    }
  }

  async function withdraw(invite: InviteRow) {
    setBusy(invite.code)
    try {
      await withdrawInvite(invite.code)
      if (shown?.code === invite.code) setShown(null)
      setMessage(t('withdrawn', { name: invite.name }))
    } catch (e) {
      setMessage(t('withdrawFailed', { message: errorText(e) }))
    } finally {
      setBusy(null)
      reload()
    }
  }

  async function save(member: StaffMember, patch: Parameters<typeof updateMember>[1]): Promise<boolean> {
    try {
      await updateMember(member.id, patch)
      setMessage(t('saved', { name: member.name }))
      reload()
      return true
    } catch (e) {
      setMessage(t('saveFailed', { message: errorText(e) }))
      return false
    }
  }

  async function setStatus(member: StaffMember) {
    try {
      await updateMember(member.id, { active: !member.active })
      setMessage(
        member.active
          ? t('deactivated_done', { name: member.name })
          : t('reactivated_done', { name: member.name }),
      )
      setConfirming(null)
    } catch (e) {
      setMessage(t('statusFailed', { message: errorText(e) }))
    } finally {
      reload()
    }
  }

  async function signOutDevice(member: StaffMember, sessionId: string) {
    setBusy(sessionId)
    try {
      await signOutMemberDevice(member.id, sessionId)
      setMessage(t('deviceSignedOut', { name: member.name }))
    } catch (e) {
      setMessage(t('deviceSignOutFailed', { message: errorText(e) }))
    } finally {
      setBusy(null)
      reload()
    }
  }

  const invites = data ? pendingInvites(data.invites) : []
  const now = Date.now()

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-soft">{t('intro')}</p>
      </div>
      {offline ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="staff-offline"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('offline')}
        </p>
      ) : null}
      <p
        role="status"
        aria-live="polite"
        className="text-sm font-medium text-brand-800 empty:hidden"
        data-testid="staff-message"
      >
        {message}
      </p>

      <Card aria-labelledby="staff-invite-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="staff-invite-heading" className="text-lg font-semibold">
            {t('inviteHeading')}
          </h2>
          {inviting ? null : (
            <Button disabled={offline} onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" />
              {t('inviteButton')}
            </Button>
          )}
        </div>
        {inviting ? (
          <div className="mt-4">
            <InviteForm
              features={features}
              cap={cap}
              ownerMaxDevices={ownerMaxDevices}
              disabled={offline}
              onCreate={create}
              onCancel={() => setInviting(false)}
            />
          </div>
        ) : null}
        {shown ? (
          <div className="mt-4" ref={shareRef}>
            <InviteShare
              code={shown.code}
              name={shown.name}
              company={company}
              onDone={() => setShown(null)}
            />
          </div>
        ) : null}
      </Card>

      {loadError ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {t('loadFailed', { message: loadError })}
          <Button variant="secondary" size="sm" className="ml-3" disabled={offline} onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {!data && !loadError && online ? <Spinner label={t('loading')} /> : null}

      {data ? (
        <>
          <section aria-labelledby="staff-invites-heading">
            <h2 id="staff-invites-heading" className="text-lg font-semibold text-ink">
              {t('invitesHeading')}
            </h2>
            {invites.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('noInvites')}</p>
            ) : (
              <ul
                className="mt-2 divide-y divide-line rounded-xl border border-line bg-surface"
                data-testid="staff-invites"
              >
                {invites.map((inv) => {
                  const expired = inviteStatus(inv, now) === 'expired'
                  const when = displayDate(inv.expires_at, lang)
                  return (
                    <li
                      key={inv.code}
                      className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
                    >
                      <div className="min-w-0">
                        <p className="truncate font-medium text-ink">{inv.name}</p>
                        <p className="text-sm text-ink-soft">
                          <span className="font-mono">{inv.code}</span>
                          {inv.email ? ` · ${inv.email}` : ''} ·{' '}
                          {expired ? t('expired', { when }) : t('expires', { when })}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        {expired ? null : (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('showInviteLabel', { name: inv.name })}
                            onClick={() => setShown({ code: inv.code, name: inv.name })}
                          >
                            {t('showInvite')}
                          </Button>
                        )}
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={offline || busy !== null}
                          aria-label={t('withdrawLabel', { name: inv.name })}
                          onClick={() => void withdraw(inv)}
                        >
                          {t('withdraw')}
                        </Button>
                      </div>
                    </li>
                  )
                })}
              </ul>
            )}
          </section>

          <section aria-labelledby="staff-members-heading">
            <h2 id="staff-members-heading" className="text-lg font-semibold text-ink">
              {t('staffHeading')}
            </h2>
            {data.staff.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('noStaff')}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-3">
                {data.staff.map((m) => (
                  <MemberCard
                    key={m.id}
                    member={m}
                    features={features}
                    offline={offline}
                    busyDevice={busy}
                    onEdit={() => setEditing(m)}
                    onStatus={() => setConfirming(m)}
                    onSignOut={(row) => signOutDevice(m, row.session_id)}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}

      <EditMemberDialog
        member={editing}
        features={features}
        cap={cap}
        ownerMaxDevices={ownerMaxDevices}
        disabled={offline}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmStatusDialog
        member={confirming}
        disabled={offline}
        onClose={() => setConfirming(null)}
        onConfirm={setStatus}
      />
    </div>
  )
}
