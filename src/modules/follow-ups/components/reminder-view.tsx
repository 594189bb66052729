// One follow-up: what is due and until when, the customer with a tap to call, the WhatsApp message in their
// language, the calls so far, a new call logged, and a job card opened for the visit.
import { MessageCircle, Phone, Wrench } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { useNameOf } from '@/data/account/use-authors'
import { useLanguage } from '@/lib/i18n'
import { jobCardsModule } from '@/modules/workshop/public'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { Spinner } from '@/ui/spinner'
import { displayDate } from '@/utils/display-date'
import { formatIndianNumber } from '@/utils/indian-number'
import { reminderMessage } from '../domain/whatsapp'
import { useFollowUps } from '../data/use-follow-ups'
import { followUpText, useFollowUpStrings } from '../follow-ups-strings'
import { followUpsModule } from '../module'
import { BucketBadge } from './bucket-badge'
import { LogCallForm } from './log-call-form'

export function ReminderView({ id }: { id: string }) {
  const t = useFollowUpStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const nameOf = useNameOf()
  const { rows, loading } = useFollowUps()
  const row = rows.find((r) => r.reminder.id === id)
  if (loading) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!row) {
    return (
      <div role="alert" className="mx-auto max-w-3xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link to={followUpsModule.href.list()} className="mt-2 inline-block text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </div>
    )
  }
  const { reminder, party, bucket } = row
  const canWrite = auth.can('workshop_follow_up', 'write') && !auth.readOnly
  const message = reminderMessage(
    reminder,
    { name: party?.name ?? '', mobile: party?.mobile, language: party?.language },
    auth.settings?.company_name ?? '',
    followUpText,
  )
  const title = [t(`kind_${reminder.kind}`), reminder.label].filter(Boolean).join(' · ')
  const vehicle = [reminder.reg_no, reminder.vehicle].filter(Boolean).join(' · ')
  const calls = [...reminder.attempts].sort((a, b) => b.at - a.at)
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="follow-up">
      <Link to={followUpsModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          <p className="text-ink-soft" data-testid="follow-up-vehicle">
            {vehicle}
          </p>
        </div>
        <BucketBadge bucket={bucket} />
      </header>

      <Card aria-label={t('colDue')}>
        <ul className="flex flex-col gap-1 text-sm text-ink">
          <li data-testid="follow-up-due">
            {t('dueOn', { date: displayDate(reminder.due_date, lang) })}
            {reminder.due_km !== undefined && reminder.kind === 'service_due'
              ? ` ${t('dueAtKm', { km: formatIndianNumber(reminder.due_km) })}`
              : ''}
          </li>
          {reminder.window_to ? (
            <li>{t('windowTo', { date: displayDate(reminder.window_to, lang) })}</li>
          ) : null}
          {reminder.next_call && reminder.status === 'open' ? (
            <li>{t('nextCall', { date: displayDate(reminder.next_call, lang) })}</li>
          ) : null}
          {reminder.renewed_to ? (
            <li>{t('renewedTo', { date: displayDate(reminder.renewed_to, lang) })}</li>
          ) : null}
          {reminder.linked_jc_id ? (
            <li>
              <Link
                to={jobCardsModule.href.card(reminder.linked_jc_id)}
                className="text-brand-700 hover:underline"
              >
                {t('servedBy')}
              </Link>
            </li>
          ) : null}
        </ul>
      </Card>

      <Card aria-label={t('customer')} className="flex flex-col gap-3">
        <p className="font-medium text-ink" data-testid="follow-up-customer">
          {party?.name ?? '—'}
        </p>
        <div className="flex flex-wrap gap-2">
          {party?.mobile ? (
            <a
              href={`tel:${party.mobile.replace(/[^\d+]/g, '')}`}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <Phone aria-hidden="true" />
              {t('call', { mobile: party.mobile })}
            </a>
          ) : null}
          <a
            href={message.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'secondary' })}
            data-testid="follow-up-whatsapp"
          >
            <MessageCircle aria-hidden="true" />
            {t('whatsapp')}
          </a>
          {canWrite && reminder.status === 'open' && reminder.kind !== 'psf' ? (
            <Link
              to={jobCardsModule.href.fromFollowUp(reminder.id)}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="follow-up-job-card"
            >
              <Wrench aria-hidden="true" />
              {t('openJobCard')}
            </Link>
          ) : null}
        </div>
        <p className="text-sm text-ink-soft">
          {t('whatsappIn', { lang: t(`lang_${message.lang}`) })}
          {message.to ? '' : ` ${t('whatsappNoMobile')}`}
        </p>
        <p
          className="rounded-lg bg-muted p-3 text-sm whitespace-pre-wrap text-ink"
          data-testid="follow-up-message"
        >
          {message.text}
        </p>
      </Card>

      <Card aria-labelledby="fu-calls" className="flex flex-col gap-3">
        <h2 id="fu-calls" className="text-base font-semibold">
          {t('calls')}
        </h2>
        {calls.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('noCalls')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm" data-testid="follow-up-calls">
            {calls.map((c) => (
              <li key={`${c.at}-${c.by}`} className="border-b border-line pb-2 last:border-0">
                <span className="font-medium">{t(`outcome_${c.outcome}`)}</span>
                {' · '}
                {displayDate(c.on, lang)} · {t(`channel_${c.channel}`)}
                {nameOf(c.by) ? ` · ${t('by', { name: nameOf(c.by)! })}` : ''}
                {c.next_at ? ` → ${displayDate(c.next_at, lang)}` : ''}
                {c.notes ? <p className="text-ink-soft">{c.notes}</p> : null}
              </li>
            ))}
          </ul>
        )}
        {canWrite && reminder.status === 'open' ? <LogCallForm reminder={reminder} /> : null}
      </Card>
    </section>
  )
}
