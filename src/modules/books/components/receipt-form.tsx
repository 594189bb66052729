// Receive money, refund an advance or pay a supplier (research/modules.md §3.12). The form edits a draft of
// text; checkReceipt (domain) decides, live, what the voucher will be and what is wrong; posting takes the
// number. The bills the money settles (a customer's invoices, or the supplier's bills for a payment) are shown
// oldest first — the bill a payment was started from first of all — and can be overridden amount by amount.
// Cash paid to a supplier beyond what s.40A(3) allows in a day is warned of beside the amount.
import { TriangleAlert } from 'lucide-react'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { VOUCHER_PAYMENT_MODES } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { PartyPicker } from '@/modules/customers/public'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { MoneyInput } from '@/ui/money-input'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { displayDate } from '@/utils/display-date'
import { errorFields, moneyField, type FieldError } from '@/utils/form-model'
import { formatPaise } from '@/utils/indian-number'
import { useBooksStrings } from '../books-strings'
import { useReceiptContext } from '../data/use-receipt-context'
import { postVoucher, SeriesFullError } from '../data/vouchers'
import { BANK_MODES, type MoneyKind } from '../domain/money'
import {
  checkReceipt,
  draftAllocations,
  emptyReceipt,
  RECEIPT_FIELDS,
  receiptWarning,
  type ReceiptDraft,
  type ReceiptField,
} from '../domain/receipt'
import { receiptsModule } from '../module'
import { PostBar } from './post-bar'
import { ReceiptAllocations } from './receipt-allocations'

/** Modes a refund or a payment is made in (a finance disbursement only ever comes in). */
const MODES_OUT = VOUCHER_PAYMENT_MODES.filter((m) => m !== 'finance')

export function ReceiptForm({
  kind,
  partyId = '',
  bookingId = '',
  againstId = '',
  billId = '',
}: {
  kind: MoneyKind
  partyId?: string
  bookingId?: string
  againstId?: string
  /** The bill the money is for (its screen's Pay or Receive link): settled first. */
  billId?: string
}) {
  const t = useBooksStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<ReceiptDraft>(() => ({
    ...emptyReceipt(kind, localToday()),
    party_id: partyId,
    booking_id: kind === 'rcpt' ? bookingId : '',
    against_id: kind === 'rfnd' ? againstId : '',
    bill_id: kind === 'rfnd' ? '' : billId,
  }))
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const { ctx, accounts } = useReceiptContext(kind, draft.party_id)
  const result = useMemo(() => checkReceipt(draft, ctx), [draft, ctx])
  const warning = receiptWarning(draft, ctx)
  const errors = attempt > 0 && !result.ok ? result.errors : {}
  const set = <K extends keyof ReceiptDraft>(key: K, value: ReceiptDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const message = (e: FieldError | undefined) =>
    e
      ? t(
          `err_${e.code}` as 'err_required',
          Object.fromEntries(
            Object.entries(e.values ?? {}).map(([k, v]) => [k, typeof v === 'number' ? money(v) : v]),
          ),
        )
      : undefined
  const controlId = (field: string) => `${id}-${field}`
  const control = (field: ReceiptField, required = false) => ({
    id: controlId(field),
    'aria-required': required || undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${controlId(field)}-error` : undefined,
  })

  const amount = moneyField(draft.amount)
  const spread = draftAllocations(draft, amount.ok ? amount.value : 0, ctx)
  const bankMode = BANK_MODES.includes(draft.mode)
  const labels: Record<ReceiptField, string> = {
    party_id: t(kind === 'rcpt' ? 'party' : kind === 'rfnd' ? 'party_rfnd' : 'party_pay'),
    against_id: t('against'),
    booking_id: t('booking'),
    doc_date: t('date'),
    amount: t('amount'),
    mode: t('mode'),
    account_id: t(kind === 'rcpt' ? 'account' : 'account_out'),
    ref: t('ref'),
    ref_date: t('refDate'),
    allocations: t('allocation'),
    tds: t('tds'),
    charges: t('charges'),
  }

  const setMode = (mode: ReceiptDraft['mode']) =>
    setDraft((d) => {
      const bankAccount = d.account_id !== 'sys:cash' ? d.account_id : (accounts[0]?.id ?? 'sys:bank')
      return { ...d, mode, account_id: mode === 'cash' ? 'sys:cash' : bankAccount }
    })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!result.ok || posting) return
    setPosting(true)
    try {
      const voucher = await postVoucher(data, result.value, deviceId())
      toast({ title: t('posted', { no: voucher.number }) })
      navigate(receiptsModule.href.voucher(voucher.id), { replace: true })
    } catch (e) {
      toast({
        title: e instanceof SeriesFullError ? t('seriesFull') : t('saveFailed'),
        variant: 'destructive',
      })
    } finally {
      setPosting(false)
    }
  }

  const summary = errorFields(errors, RECEIPT_FIELDS).map((field) => ({
    field,
    label: labels[field],
    message: message(errors[field]) ?? '',
  }))
  const accountOptions =
    draft.mode === 'cash'
      ? [{ id: 'sys:cash', name: t('cashAccount') }]
      : [{ id: 'sys:bank', name: t('bankAccount') }, ...accounts.filter((a) => a.account_group === 'bank')]

  return (
    <div className="mx-auto max-w-4xl pb-8">
      <Link to="/receipts" className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t(`title_${kind}`)}</h1>
      <form
        ref={form}
        id={`${id}-form`}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="mt-4 flex flex-col gap-4"
      >
        <ErrorSummary
          title={t('errorsTitle', { count: summary.length })}
          items={summary}
          idOf={controlId}
          attempt={attempt}
        />
        <Card>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div id={controlId('party_id')} className="sm:col-span-2">
              <PartyPicker
                value={draft.party_id || null}
                onChange={(p) =>
                  setDraft((d) => ({
                    ...d,
                    party_id: p?.id ?? '',
                    booking_id: '',
                    against_id: '',
                    bill_id: '',
                    allocations: null,
                  }))
                }
                kind={kind === 'pay' ? 'supplier' : undefined}
                label={labels.party_id}
                required
                error={message(errors.party_id)}
              />
            </div>
            {kind === 'rfnd' ? (
              <Field
                label={labels.against_id}
                htmlFor={controlId('against_id')}
                hint={t('againstHint')}
                error={message(errors.against_id)}
                className="sm:col-span-2"
              >
                <Select
                  {...control('against_id', true)}
                  value={draft.against_id}
                  onChange={(e) => set('against_id', e.target.value)}
                >
                  <option value="">{t('chooseReceipt')}</option>
                  {ctx.refundable.map((r) => (
                    <option key={r.id} value={r.id}>
                      {t('refundableOf', {
                        no: r.number,
                        date: displayDate(r.doc_date, lang),
                        amount: money(r.refundable),
                      })}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
            {kind === 'rcpt' && ctx.bookings.length > 0 ? (
              <Field
                label={labels.booking_id}
                htmlFor={controlId('booking_id')}
                error={message(errors.booking_id)}
                className="sm:col-span-2"
              >
                <Select
                  {...control('booking_id')}
                  value={draft.booking_id}
                  onChange={(e) => set('booking_id', e.target.value)}
                >
                  <option value="">{t('noBooking')}</option>
                  {ctx.bookings.map((b) => (
                    <option key={b.id} value={b.id}>
                      {t('bookingOption', { no: b.receipt_no, date: displayDate(b.booking_date, lang) })}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
            <Field label={labels.doc_date} htmlFor={controlId('doc_date')} error={message(errors.doc_date)}>
              <Input
                {...control('doc_date', true)}
                type="date"
                value={draft.doc_date}
                max={ctx.period.today}
                onChange={(e) => set('doc_date', e.target.value)}
              />
            </Field>
            <Field label={labels.amount} htmlFor={controlId('amount')} error={message(errors.amount)}>
              <MoneyInput
                {...control('amount', true)}
                value={draft.amount}
                onValue={(v) => set('amount', v)}
              />
              {warning && !errors.amount ? (
                <p
                  role="status"
                  className="flex gap-1 text-xs text-amber-800"
                  data-testid="cash-payment-warning"
                >
                  <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                  {t(warning.values.already > 0 ? 'warn_cash_40a3_more' : 'warn_cash_40a3', {
                    already: money(warning.values.already),
                    total: money(warning.values.total),
                  })}
                </p>
              ) : null}
            </Field>
            <Field label={labels.mode} htmlFor={controlId('mode')} error={message(errors.mode)}>
              <Select
                {...control('mode', true)}
                value={draft.mode}
                onChange={(e) => setMode(e.target.value as ReceiptDraft['mode'])}
              >
                {(kind === 'rcpt' ? VOUCHER_PAYMENT_MODES : MODES_OUT).map((m) => (
                  <option key={m} value={m}>
                    {t(`mode_${m}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={labels.account_id}
              htmlFor={controlId('account_id')}
              error={message(errors.account_id)}
            >
              <Select
                {...control('account_id', true)}
                value={draft.account_id}
                onChange={(e) => set('account_id', e.target.value)}
              >
                {accountOptions.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </Field>
            {bankMode ? (
              <>
                <Field label={labels.ref} htmlFor={controlId('ref')} error={message(errors.ref)}>
                  <Input
                    {...control('ref', true)}
                    maxLength={40}
                    autoComplete="off"
                    value={draft.ref}
                    onChange={(e) => set('ref', e.target.value)}
                  />
                </Field>
                <Field
                  label={labels.ref_date}
                  htmlFor={controlId('ref_date')}
                  error={message(errors.ref_date)}
                >
                  <Input
                    {...control('ref_date', true)}
                    type="date"
                    value={draft.ref_date}
                    onChange={(e) => set('ref_date', e.target.value)}
                  />
                </Field>
                <Field label={t('bank')} htmlFor={controlId('bank')}>
                  <Input
                    id={controlId('bank')}
                    maxLength={80}
                    value={draft.bank}
                    onChange={(e) => set('bank', e.target.value)}
                  />
                </Field>
              </>
            ) : null}
            {kind === 'rcpt' ? (
              <Field label={t('receivedFrom')} htmlFor={controlId('received_from')}>
                <Input
                  id={controlId('received_from')}
                  maxLength={120}
                  value={draft.received_from}
                  onChange={(e) => set('received_from', e.target.value)}
                />
              </Field>
            ) : null}
            {kind === 'rcpt' && bankMode ? (
              <>
                <Field label={labels.tds} htmlFor={controlId('tds')} error={message(errors.tds)}>
                  <MoneyInput {...control('tds')} value={draft.tds} onValue={(v) => set('tds', v)} />
                </Field>
                <Field label={labels.charges} htmlFor={controlId('charges')} error={message(errors.charges)}>
                  <MoneyInput
                    {...control('charges')}
                    value={draft.charges}
                    onValue={(v) => set('charges', v)}
                  />
                </Field>
              </>
            ) : null}
          </div>
        </Card>
        {kind !== 'rfnd' && !draft.booking_id && draft.party_id ? (
          <ReceiptAllocations
            draft={draft}
            onDraft={setDraft}
            open={ctx.open}
            spread={spread}
            amountOk={amount.ok}
            error={message(errors.allocations)}
            listId={controlId('allocations')}
          />
        ) : null}
        <Card>
          <Field label={t('narration')} htmlFor={controlId('narration')}>
            <Textarea
              id={controlId('narration')}
              maxLength={1000}
              rows={2}
              value={draft.narration}
              onChange={(e) => set('narration', e.target.value)}
            />
          </Field>
        </Card>
        <PostBar
          posting={posting}
          disabled={auth.readOnly}
          labels={{ post: t('post'), posting: t('posting'), cancel: t('cancel') }}
          back={receiptsModule.href.list()}
        />
      </form>
    </div>
  )
}
