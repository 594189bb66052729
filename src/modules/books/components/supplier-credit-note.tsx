// The supplier's credit note answering a dispatched debit note (domain/supplier-credit-note.ts): shown once
// recorded; until then "not received yet" and, for a user who may write, "Record supplier's credit note".
import { FileCheck2 } from 'lucide-react'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { Field, Input } from '@/ui/field'
import { displayDate } from '@/utils/display-date'
import type { FieldError } from '@/utils/form-model'
import { useBooksStrings } from '../books-strings'
import { recordSupplierCredit, SupplierCreditRefusedError } from '../data/debit-note'
import { useOnceRecord } from './use-once-record'
import {
  checkSupplierCredit,
  SUPPLIER_CN_NO_MAX,
  supplierCreditRefusal,
  type SupplierCreditCode,
  type SupplierCreditDraft,
  type SupplierCreditField,
} from '../domain/supplier-credit-note'

export function SupplierCreditNote({ note, canWrite }: { note: Voucher; canWrite: boolean }) {
  const t = useBooksStrings()
  const lang = useLanguage()
  const data = useData()
  const { open, setOpen, draft, setDraft, errors, busy, save } = useOnceRecord<
    SupplierCreditDraft,
    SupplierCreditField,
    SupplierCreditCode
  >({
    initial: () => ({ no: '', date: localToday() }),
    check: (d) => checkSupplierCredit(note, d, { today: localToday(), now: Date.now() }),
    write: (d) => recordSupplierCredit(data, note.id, d, localToday()),
    savedText: t('supplierCnSaved'),
    refused: (e) =>
      e instanceof SupplierCreditRefusedError && e.errors
        ? { errors: e.errors }
        : {
            message:
              e instanceof SupplierCreditRefusedError && e.reason !== 'invalid'
                ? t(`supplierCnRefusal_${e.reason}`)
                : t('saveFailed'),
          },
  })
  if (note.status !== 'posted' || !note.delivery) return null
  const cn = note.supplier_cn
  const message = (e?: FieldError<SupplierCreditCode>) =>
    e
      ? t(`supplierCnErr_${e.code}`, {
          ...e.values,
          date: e.values?.date ? displayDate(String(e.values.date), lang) : '',
        })
      : undefined

  const id = (f: SupplierCreditField) => `supplier-cn-${f}-${note.id}`
  return (
    <div className="flex flex-col gap-2" data-testid="supplier-cn">
      {cn ? (
        <p className="flex items-center gap-2 text-ink" data-testid="supplier-cn-recorded">
          <FileCheck2 aria-hidden="true" className="size-4 shrink-0" />
          {t('supplierCnOn', { no: cn.no, date: displayDate(cn.date, lang) })}
        </p>
      ) : (
        <p className="text-ink-soft">{t('supplierCnAwaited')}</p>
      )}
      {!cn && canWrite && supplierCreditRefusal(note) === null ? (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          <FileCheck2 aria-hidden="true" />
          {t('supplierCnRecord')}
        </Button>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('supplierCnRecord')}>
        <form
          className="flex flex-col gap-4 p-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <p className="text-sm text-ink-soft">{t('supplierCnHint')}</p>
          <Field label={t('supplierCnNo')} htmlFor={id('no')} error={message(errors.no)}>
            <Input
              id={id('no')}
              required
              maxLength={SUPPLIER_CN_NO_MAX}
              value={draft.no}
              aria-invalid={errors.no ? true : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, no: e.target.value }))}
            />
          </Field>
          <Field label={t('supplierCnDate')} htmlFor={id('date')} error={message(errors.date)}>
            <Input
              id={id('date')}
              type="date"
              required
              value={draft.date}
              aria-invalid={errors.date ? true : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {t('supplierCnSave')}
          </Button>
        </form>
      </Dialog>
    </div>
  )
}
