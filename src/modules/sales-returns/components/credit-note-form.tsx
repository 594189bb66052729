// A new credit note against a posted vehicle invoice (research/modules.md §3.5). The invoice is found by its
// number, chassis or buyer; its lines are offered with what is left to credit; checkCreditNote decides, live;
// posting takes this device's VC number through the books.
import { useDeferredValue, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { postVoucher, SeriesFullError } from '@/modules/books/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { displayDate } from '@/utils/display-date'
import type { FieldError } from '@/utils/form-model'
import { formatPaise } from '@/utils/indian-number'
import { postedInvoicesQuery } from '../data/credit-notes'
import { useCreditContext } from '../data/use-credit-context'
import { creditNoteLastDay } from '@/utils/credit-note'
import {
  checkCreditNote,
  CREDIT_REASONS,
  creditLeft,
  emptyCreditNote,
  type CreditField,
  type CreditNoteDraft,
} from '../domain/credit-note-draft'
import { salesReturnsModule } from '../module'
import { useReturnsStrings } from '../returns-strings'

const chassisOf = (v: Voucher) => v.lines.find((l) => l.kind === 'vehicle')?.chassis ?? ''

export function CreditNoteForm({ invoiceId = '' }: { invoiceId?: string }) {
  const t = useReturnsStrings()
  const lang = useLanguage()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<CreditNoteDraft>(() => ({
    ...emptyCreditNote(localToday(), null),
    invoice_id: invoiceId,
  }))
  const [find, setFind] = useState('')
  const query = useDeferredValue(find)
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const invoicesQ = useRxQuery(() => postedInvoicesQuery(data.db), [data.db])
  const invoices = useMemo(() => (invoicesQ.data ?? []) as Voucher[], [invoicesQ.data])
  const ctx = useCreditContext(draft.invoice_id)
  const money = (paise: number) => formatPaise(paise, { locale: lang })

  // The invoice's lines are offered as soon as it is known (chosen here, or named in the address).
  const lines =
    ctx.invoice && draft.lines.length === 0 ? emptyCreditNote(draft.doc_date, ctx.invoice).lines : draft.lines
  const current = { ...draft, lines }
  const result = checkCreditNote(current, ctx)
  const errors = attempt > 0 && !result.ok ? result.errors : {}
  const set = (patch: Partial<CreditNoteDraft>) => setDraft((d) => ({ ...d, lines, ...patch }))
  const message = (e: FieldError | undefined) =>
    e
      ? t(
          `err_${e.code}` as 'err_required',
          Object.fromEntries(
            Object.entries(e.values ?? {}).map(([k, v]) => [
              k,
              typeof v === 'number' ? money(v) : k === 'date' ? displayDate(v, lang) : v,
            ]),
          ),
        )
      : undefined
  const controlId = (field: string) => `${id}-${field.replace(/[^a-z0-9_-]/gi, '_')}`
  const err = (field: CreditField) => message(errors[field])

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    if (!q) return invoices.slice(0, 20)
    const upper = q.toUpperCase().replace(/[\s-]/g, '')
    return invoices
      .filter(
        (v) =>
          v.number.toLowerCase().includes(q) ||
          (upper.length >= 4 && chassisOf(v).includes(upper)) ||
          (v.party?.name ?? '').toLowerCase().includes(q),
      )
      .slice(0, 20)
  }, [invoices, query])

  const summary = (Object.keys(errors) as CreditField[]).map((field) => ({
    field,
    label: field.startsWith('line:') ? t('field_line') : t(`field_${field}` as 'field_reason'),
    message: err(field) ?? '',
  }))
  const last = ctx.invoice ? creditNoteLastDay(ctx.invoice.doc_date) : null

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!result.ok || posting) return
    setPosting(true)
    try {
      const note = await postVoucher(data, result.value, deviceId())
      toast({ title: t('posted', { no: note.number }) })
      navigate(salesReturnsModule.href.note(note.id), { replace: true })
    } catch (e) {
      toast({
        title: e instanceof SeriesFullError ? t('seriesFull') : t('saveFailed'),
        variant: 'destructive',
      })
    } finally {
      setPosting(false)
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="mx-auto flex max-w-4xl flex-col gap-4"
      data-testid="credit-note-form"
    >
      <h1 className="text-2xl font-bold text-ink">{t('newTitle')}</h1>
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <Field label={t('findInvoice')} htmlFor={controlId('find')} className="sm:col-span-2">
          <Input
            id={controlId('find')}
            type="search"
            value={find}
            onChange={(e) => setFind(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Field
          label={t('invoice')}
          htmlFor={controlId('invoice_id')}
          error={err('invoice_id')}
          className="sm:col-span-2"
        >
          <Select
            id={controlId('invoice_id')}
            value={draft.invoice_id}
            aria-invalid={errors.invoice_id ? true : undefined}
            onChange={(e) =>
              setDraft({
                ...emptyCreditNote(draft.doc_date, null),
                doc_date: draft.doc_date,
                invoice_id: e.target.value,
              })
            }
          >
            <option value="">{matches.length ? t('chooseInvoice') : t('noInvoices')}</option>
            {ctx.invoice && !matches.includes(ctx.invoice) ? (
              <option value={ctx.invoice.id}>
                {ctx.invoice.number} · {ctx.invoice.party?.name} · {chassisOf(ctx.invoice)}
              </option>
            ) : null}
            {matches.map((v) => (
              <option key={v.id} value={v.id}>
                {v.number} · {displayDate(v.doc_date, lang)} · {v.party?.name} · {chassisOf(v)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('date')}
          htmlFor={controlId('doc_date')}
          error={err('doc_date')}
          hint={last ? t('lastDay', { date: displayDate(last, lang) }) : undefined}
        >
          <Input
            id={controlId('doc_date')}
            type="date"
            value={draft.doc_date}
            onChange={(e) => set({ doc_date: e.target.value })}
          />
        </Field>
        <Field label={t('reason')} htmlFor={controlId('reason')} error={err('reason')}>
          <Select
            id={controlId('reason')}
            value={draft.reason}
            onChange={(e) => set({ reason: e.target.value as CreditNoteDraft['reason'] })}
          >
            <option value="">—</option>
            {CREDIT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`reason_${r}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Card>
      {ctx.invoice ? (
        <Card className="flex flex-col gap-3 p-4" id={controlId('lines')} tabIndex={-1}>
          <h2 className="font-semibold text-ink">{t('lines')}</h2>
          {errors.lines ? <p className="text-sm text-danger-700">{err('lines')}</p> : null}
          {lines.map((l) => {
            const original = ctx.invoice!.lines.find((o) => o.id === l.line_id)!
            const left = creditLeft(original, ctx.earlier)
            const fieldId = controlId(`line:${l.line_id}`)
            return (
              <div
                key={l.line_id}
                className="grid gap-2 border-t border-line pt-3 sm:grid-cols-[minmax(0,1fr)_14rem]"
              >
                <label className="flex items-start gap-3 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 accent-brand-700"
                    checked={l.selected}
                    onChange={(e) =>
                      set({
                        lines: lines.map((x) =>
                          x.line_id === l.line_id
                            ? {
                                ...x,
                                selected: e.target.checked,
                                amount: x.amount || formatPaise(left, { symbol: false, paise: 'auto' }),
                              }
                            : x,
                        ),
                      })
                    }
                  />
                  <span>
                    {original.description}
                    <span className="block text-xs text-ink-soft">
                      {original.hsn_sac} · GST {(original.gst_bp ?? 0) / 100}%
                      {original.cess_bp ? ` + ${original.cess_bp / 100}%` : ''}
                    </span>
                  </span>
                </label>
                <Field
                  label={t('taxableLeft', { left: money(left) })}
                  htmlFor={fieldId}
                  error={err(`line:${l.line_id}`)}
                >
                  <MoneyInput
                    id={fieldId}
                    disabled={!l.selected}
                    value={l.amount}
                    onValue={(v) =>
                      set({ lines: lines.map((x) => (x.line_id === l.line_id ? { ...x, amount: v } : x)) })
                    }
                  />
                </Field>
              </div>
            )
          })}
        </Card>
      ) : null}
      <Field label={t('narration')} htmlFor={controlId('narration')}>
        <Textarea
          id={controlId('narration')}
          value={draft.narration}
          maxLength={1000}
          onChange={(e) => set({ narration: e.target.value })}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-ink" aria-live="polite" data-testid="credit-note-total">
          {t('total')}: {result.ok ? money(result.value.totals.grand_total) : '—'}
        </p>
        <Button type="submit" disabled={posting} data-testid="credit-note-post">
          {posting ? t('posting') : t('post')}
        </Button>
      </div>
    </form>
  )
}
