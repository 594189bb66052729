// The sign-up page's look at an invite code: whose company and under which name, or why it cannot be used.
import { useEffect, useState } from 'react'
import { companyLabel, type InviteInfo } from '../domain/staff'
import { fetchInviteInfo } from '../staff-api'
import { useStaffStrings } from '../staff-strings'

export type InviteCheck =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'open'; info: InviteInfo }
  | { state: 'unknown' | 'used' | 'expired' | 'offline' }
  | { state: 'failed'; message: string }

/** Asks invite_info about a code (normalised, '' = none). */
export async function checkInvite(code: string): Promise<InviteCheck> {
  if (!code) return { state: 'none' }
  if (!navigator.onLine) return { state: 'offline' }
  try {
    const info = await fetchInviteInfo(code)
    if (!info) return { state: 'unknown' }
    return info.status === 'open' ? { state: 'open', info } : { state: info.status }
  } catch (e) {
    return { state: 'failed', message: e instanceof Error ? e.message : String(e) }
  }
}

/** The check of `code`, redone when it changes (after a short pause while typing). */
export function useInviteCheck(code: string, delayMs = 300): InviteCheck {
  const [result, setResult] = useState<{ code: string; check: InviteCheck }>({
    code: '',
    check: { state: 'none' },
  })
  useEffect(() => {
    if (!code) return
    let live = true
    const timer = setTimeout(() => {
      void checkInvite(code).then((check) => {
        if (live) setResult({ code, check })
      })
    }, delayMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [code, delayMs])
  if (!code) return { state: 'none' }
  return result.code === code ? result.check : { state: 'checking' }
}

/** What the check says, for the page: a heading line and a text, or an error. */
export function InviteNotice({ check }: { check: InviteCheck }) {
  const t = useStaffStrings()
  if (check.state === 'none') return null
  if (check.state === 'open') {
    const company = companyLabel(check.info.company_name)
    const name = check.info.name
    return (
      <div className="rounded-lg border border-brand-200 bg-brand-50 p-3" data-testid="invite-notice">
        <p className="font-semibold text-ink">
          {company ? t('joinHeading', { company, name }) : t('joinHeadingNoCompany', { name })}
        </p>
        <p className="mt-1 text-sm text-ink">{t('joinIntro')}</p>
      </div>
    )
  }
  const text =
    check.state === 'checking'
      ? t('joinChecking')
      : check.state === 'failed'
        ? t('join_failed', { message: check.message })
        : t(`join_${check.state}`)
  return (
    <p
      className={
        check.state === 'checking'
          ? 'text-sm text-ink-soft'
          : 'rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800'
      }
      data-testid="invite-notice"
    >
      {text}
    </p>
  )
}
