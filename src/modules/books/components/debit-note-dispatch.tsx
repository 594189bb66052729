// Where a debit note to a supplier stands on its way out: dispatched on a date (with the lorry receipt and the
// transporter), or not yet — then, for a user who may, "Record dispatch", after which the note can no longer
// be cancelled (domain/debit-note.ts); once dispatched, the supplier's credit note that answers it
// (supplier-credit-note.tsx). Shared by the vehicle and the parts returns.
import { Truck } from 'lucide-react'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { Field, Input, Textarea } from '@/ui/field'
import { displayDate } from '@/utils/display-date'
import type { FieldError } from '@/utils/form-model'
import { useBooksStrings } from '../books-strings'
import { DispatchRefusedError, recordDispatch } from '../data/debit-note'
import { SupplierCreditNote } from './supplier-credit-note'
import { useOnceRecord } from './use-once-record'
import {
  checkDispatch,
  debitNoteState,
  dispatchDate,
  DISPATCH_REF_MAX,
  DISPATCH_REMARKS_MAX,
  type DispatchCode,
  type DispatchDraft,
  type DispatchField,
} from '../domain/debit-note'

export function DebitNoteDispatch({ note, canWrite }: { note: Voucher; canWrite: boolean }) {
  const t = useBooksStrings()
  const lang = useLanguage()
  const data = useData()
  const { open, setOpen, draft, setDraft, errors, busy, save } = useOnceRecord<
    DispatchDraft,
    DispatchField,
    DispatchCode
  >({
    initial: () => ({ date: localToday(), ref: '', remarks: '' }),
    check: (d) => checkDispatch(note, d, { today: localToday() }),
    write: (d) => recordDispatch(data, note.id, d, localToday()),
    savedText: t('dispatchSaved'),
    refused: (e) =>
      e instanceof DispatchRefusedError && e.errors
        ? { errors: e.errors }
        : {
            message:
              e instanceof DispatchRefusedError && e.reason !== 'invalid'
                ? t(`dispatchRefusal_${e.reason}`)
                : t('saveFailed'),
          },
  })
  const state = debitNoteState(note)
  if (state === 'draft' || (state === 'cancelled' && !note.delivery)) return null
  const message = (e?: FieldError<DispatchCode>) =>
    e
      ? t(`dispatchErr_${e.code}`, {
          ...e.values,
          date: e.values?.date ? displayDate(String(e.values.date), lang) : '',
        })
      : undefined

  const date = dispatchDate(note)
  const id = (f: DispatchField) => `dispatch-${f}-${note.id}`
  return (
    <div className="flex basis-full flex-col gap-2 text-sm" data-testid="debit-note-dispatch">
      {date ? (
        <p className="flex items-center gap-2 text-ink" data-testid="debit-note-dispatched">
          <Truck aria-hidden="true" className="size-4 shrink-0" />
          {t('dispatchedOn', { date: displayDate(date, lang) })}
          {note.delivery?.gate_pass_no ? ` · ${t('dispatchedRef', { ref: note.delivery.gate_pass_no })}` : ''}
          {note.delivery?.remarks ? ` · ${note.delivery.remarks}` : ''}
        </p>
      ) : (
        <p className="text-ink-soft">{t('notDispatched')}</p>
      )}
      <SupplierCreditNote note={note} canWrite={canWrite} />
      {state === 'posted' && canWrite ? (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          <Truck aria-hidden="true" />
          {t('dispatchRecord')}
        </Button>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('dispatchRecord')}>
        <form
          className="flex flex-col gap-4 p-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <p className="text-sm text-ink-soft">{t('dispatchHint')}</p>
          <Field label={t('dispatchDate')} htmlFor={id('date')} error={message(errors.date)}>
            <Input
              id={id('date')}
              type="date"
              required
              value={draft.date}
              aria-invalid={errors.date ? true : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
            />
          </Field>
          <Field label={t('dispatchRef')} htmlFor={id('ref')} error={message(errors.ref)}>
            <Input
              id={id('ref')}
              maxLength={DISPATCH_REF_MAX}
              value={draft.ref}
              onChange={(e) => setDraft((d) => ({ ...d, ref: e.target.value }))}
            />
          </Field>
          <Field label={t('dispatchRemarks')} htmlFor={id('remarks')} error={message(errors.remarks)}>
            <Textarea
              id={id('remarks')}
              maxLength={DISPATCH_REMARKS_MAX}
              value={draft.remarks}
              onChange={(e) => setDraft((d) => ({ ...d, remarks: e.target.value }))}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {t('dispatchSave')}
          </Button>
        </form>
      </Dialog>
    </div>
  )
}
