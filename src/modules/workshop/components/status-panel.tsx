// Status actions of a saved job card: only the moves the rules allow, each refusal explained in words. A billed
// card whose bill is not yet paid says what is left to receive, with the way to receive it. Delivery takes the
// card's warranty parts out of stock (data/warranty-issue.ts); a delivered card whose journal did not land
// offers to post it.
import { useId, useState } from 'react'
import type { JobCard, JobStatus } from '@schemas/index'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Field, Textarea } from '@/ui/field'
import { deviceId } from '@/lib/supabase'
import { changeStatus, StatusRefusedError } from '../data/job-cards'
import { unpaidToday } from '../data/billing'
import { deliverCard, issueWarrantyParts } from '../data/warranty-issue'
import { useWarrantyIssueMissing, useWarrantyRules } from '../data/use-warranty-issue'
import { useUnpaidBeforeDelivery } from '../data/use-billing'
import { storedGrandTotal, useCardSupply } from '../data/use-job-cards'
import {
  isFinal,
  NEXT_STATUSES,
  transitionBlockers,
  transitionCard,
  type TransitionBlocker,
} from '../domain/status'
import { useWorkshopStrings } from '../workshop-strings'
import { money } from './format'
import { ReceivePaymentLink } from './receive-payment-link'
import { StatusBadge } from './status-badge'

export function StatusPanel({ card, dirty, disabled }: { card: JobCard; dirty: boolean; disabled: boolean }) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const data = useData()
  const supply = useCardSupply(card)
  const reasonId = useId()
  const [cancelling, setCancelling] = useState(false)
  const [reason, setReason] = useState('')
  const [problems, setProblems] = useState<TransitionBlocker[]>([])
  const [busy, setBusy] = useState(false)
  const grandTotal = storedGrandTotal(card, supply)
  const due = useUnpaidBeforeDelivery(card)
  const warrantyRules = useWarrantyRules()
  const warrantyMissing = useWarrantyIssueMissing(card)

  const blockerText = (b: TransitionBlocker | 'unpaid-detail') =>
    b === 'unpaid'
      ? t('blocker_unpaid')
      : b === 'unpaid-detail'
        ? t('unpaidDetail', {
            amount: money(due.total, lang),
            numbers: due.unpaid.map((u) => u.invoice.number).join(', '),
          })
        : b === 'approval-below-total'
          ? t('blocker_approval-below-total', {
              total: money(grandTotal, lang),
              approved: money(card.approved_estimate ?? 0, lang),
            })
          : t(`blocker_${b}`)

  const move = async (to: JobStatus) => {
    const blockers = transitionBlockers(transitionCard(card), to, {
      grandTotal,
      cancelReason: reason,
      unpaid: due.total,
    })
    setProblems(blockers)
    if (blockers.length > 0) return
    setBusy(true)
    try {
      const totalOf = (c: JobCard) => storedGrandTotal(c, supply)
      const unpaidOf = unpaidToday(data.db, localToday())
      if (to === 'delivered') {
        const delivered = await deliverCard(data, deviceId(), card.id, totalOf, unpaidOf, warrantyRules())
        if (delivered.warranty === 'failed') {
          toast({ title: t('warrantyIssueFailed'), variant: 'destructive' })
        } else if (delivered.warranty) {
          toast({ title: t('warrantyIssued', { number: delivered.warranty.number }) })
        }
      } else {
        await changeStatus(data, card.id, to, totalOf, reason, Date.now(), unpaidOf)
      }
      setCancelling(false)
      setReason('')
      toast({ title: t('statusChanged', { status: t(`status_${to}`) }) })
    } catch (e) {
      if (e instanceof StatusRefusedError) setProblems(e.blockers)
      else toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  const issueWarranty = async () => {
    setBusy(true)
    try {
      const posted = await issueWarrantyParts(data, deviceId(), card, warrantyRules())
      if (posted) toast({ title: t('warrantyIssued', { number: posted.number }) })
    } catch {
      toast({ title: t('warrantyIssueFailed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  const label = (to: JobStatus): string => {
    if (to === 'in_progress' && card.status === 'awaiting_parts') return t('resume')
    if (to === 'in_progress' && card.status === 'ready') return t('rework')
    return t(`to_${to}` as 'to_in_progress')
  }

  // Billed, a card only goes on to delivery (a credit note and the invoice's cancellation come first).
  const next = card.billing
    ? NEXT_STATUSES[card.status].filter((to) => to === 'delivered')
    : NEXT_STATUSES[card.status]
  return (
    <section
      aria-labelledby="jc-status"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="jc-status" className="text-lg font-semibold text-ink">
        {t('statusActions')}
      </h2>
      <p className="flex items-center gap-2 text-sm" data-testid="job-status">
        {t('statusLabel')}: <StatusBadge status={card.status} />
      </p>
      {card.status === 'cancelled' && card.cancel_reason ? (
        <p className="text-sm text-ink-soft">{t('cancelledBecause', { reason: card.cancel_reason })}</p>
      ) : null}
      {disabled || next.length === 0 ? null : dirty ? (
        <p className="text-sm text-ink-soft">{t('saveFirst')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {next
            .filter((s) => s !== 'cancelled')
            .map((to) => (
              <Button key={to} variant="secondary" disabled={busy} onClick={() => void move(to)}>
                {label(to)}
              </Button>
            ))}
          {cancelling || !next.includes('cancelled') ? null : (
            <Button
              variant="ghost"
              className="text-red-700"
              disabled={busy}
              onClick={() => setCancelling(true)}
            >
              {t('to_cancelled')}
            </Button>
          )}
        </div>
      )}
      {cancelling && !disabled ? (
        <div className="flex flex-col gap-2">
          <Field
            label={t('cancelReason')}
            htmlFor={reasonId}
            error={
              problems.includes('cancel-reason-required') ? t('blocker_cancel-reason-required') : undefined
            }
          >
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={300}
              className="min-h-20"
              aria-invalid={problems.includes('cancel-reason-required')}
              aria-describedby={problems.includes('cancel-reason-required') ? `${reasonId}-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <div className="flex gap-2">
            <Button variant="danger" disabled={busy} onClick={() => void move('cancelled')}>
              {t('confirmCancel')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setCancelling(false)
                setProblems([])
              }}
            >
              {t('keep')}
            </Button>
          </div>
        </div>
      ) : null}
      {warrantyMissing && !disabled ? (
        <div className="flex flex-col gap-2 text-sm" data-testid="warranty-issue-missing">
          <p className="text-ink">{t('warrantyIssueMissing')}</p>
          <Button
            variant="secondary"
            className="self-start"
            disabled={busy}
            onClick={() => void issueWarranty()}
          >
            {t('warrantyIssueRetry')}
          </Button>
        </div>
      ) : null}
      {card.billing && !isFinal(card.status) && due.total > 0 ? (
        <div className="flex flex-col gap-2 text-sm" data-testid="delivery-unpaid">
          <p className="text-ink">{blockerText('unpaid-detail')}</p>
          <div className="flex flex-wrap gap-2">
            {due.unpaid.map((u) => (
              <ReceivePaymentLink key={u.invoice.id} invoice={u.invoice} testId="delivery-receive" />
            ))}
          </div>
        </div>
      ) : null}
      <ul
        role="alert"
        className="flex flex-col gap-1 text-sm font-medium text-red-700"
        data-testid="status-problems"
      >
        {problems
          .filter((b) => !(cancelling && b === 'cancel-reason-required'))
          .map((b) => (
            <li key={b}>{blockerText(b)}</li>
          ))}
      </ul>
    </section>
  )
}
