// Logging a call: how, what it came to, notes, and the date that outcome needs (the next call, the appointment,
// the renewed policy's expiry). The domain decides (applyCall); a refusal is named under the form.
import { useId, useState, type FormEvent } from 'react'
import { useData } from '@/data/data-context'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { applyCall, type CallReason } from '../domain/call-log'
import {
  CALL_CHANNELS,
  CALL_OUTCOMES,
  type CallChannel,
  type CallOutcome,
  type Reminder,
} from '../domain/types'
import { CallRefusedError, logCall } from '../data/log-call'
import { indiaToday } from '../data/use-follow-ups'
import { useFollowUpStrings } from '../follow-ups-strings'

/** The outcomes a reminder of this kind can take: a renewal only ends an insurance reminder. */
const outcomesFor = (kind: Reminder['kind']) =>
  CALL_OUTCOMES.filter((o) => o !== 'renewed' || kind === 'insurance_renewal')

export function LogCallForm({ reminder }: { reminder: Reminder }) {
  const t = useFollowUpStrings()
  const { db, writer, userId } = useData()
  const id = useId()
  const [channel, setChannel] = useState<CallChannel>('call')
  const [outcome, setOutcome] = useState<CallOutcome | ''>('')
  const [notes, setNotes] = useState('')
  const [date, setDate] = useState('')
  const [refusal, setRefusal] = useState<CallReason | null>(null)
  const [saving, setSaving] = useState(false)
  const dateLabel =
    outcome === 'booked' ? t('appointmentDate') : outcome === 'renewed' ? t('renewalDate') : t('nextDate')
  const dateWanted = outcome === '' || ['reached', 'booked', 'not_reachable', 'renewed'].includes(outcome)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!outcome) return setRefusal('outcome')
    const call = {
      at: Date.now(),
      on: indiaToday(),
      by: userId,
      channel,
      outcome,
      ...(notes.trim() ? { notes: notes.trim().slice(0, 500) } : {}),
      ...(dateWanted && date ? { next_at: date } : {}),
    }
    // Checked here first so the message shows at once; the write checks again against the stored state.
    const check = applyCall(reminder, call)
    if (!check.ok) return setRefusal(check.reason)
    setRefusal(null)
    setSaving(true)
    try {
      await logCall(db, reminder.id, call, writer)
      toast({ title: t('callSaved') })
      setOutcome('')
      setNotes('')
      setDate('')
    } catch (error) {
      if (error instanceof CallRefusedError) setRefusal(error.reason)
      else toast({ title: t('callFailed'), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  const errorId = `${id}-error`
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      data-testid="log-call"
    >
      <h3 className="text-sm font-semibold sm:col-span-2">{t('logCall')}</h3>
      <Field label={t('channel')} htmlFor={`${id}-channel`}>
        <Select
          id={`${id}-channel`}
          value={channel}
          onChange={(e) => setChannel(e.target.value as CallChannel)}
        >
          {CALL_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`channel_${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('outcome')} htmlFor={`${id}-outcome`}>
        <Select
          id={`${id}-outcome`}
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as CallOutcome | '')}
          aria-invalid={refusal === 'outcome' ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
        >
          <option value="">{t('chooseOutcome')}</option>
          {outcomesFor(reminder.kind).map((o) => (
            <option key={o} value={o}>
              {t(`outcome_${o}`)}
            </option>
          ))}
        </Select>
      </Field>
      {dateWanted ? (
        <Field
          label={dateLabel}
          htmlFor={`${id}-date`}
          hint={outcome === 'booked' || outcome === 'renewed' ? undefined : t('nextDateHint')}
        >
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-describedby={refusal ? errorId : undefined}
          />
        </Field>
      ) : null}
      <Field label={t('notes')} htmlFor={`${id}-notes`} className="sm:col-span-2">
        <Textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={500}
          rows={2}
          onChange={(e) => setNotes(e.target.value)}
        />
      </Field>
      {refusal ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
          {t(`err_${refusal}`)}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving} data-testid="save-call">
          {saving ? t('saving') : t('saveCall')}
        </Button>
      </div>
    </form>
  )
}
