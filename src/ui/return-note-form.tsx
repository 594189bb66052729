// The form of a credit note against a posted invoice, shared by the sales returns and the workshop returns: the
// invoice found by number, buyer or a module's own key (chassis, registration), the date with the last day the
// law allows, the reason, the invoice's lines to choose, the narration, the live total and the post. What
// differs — the rules, the lines' inputs, the labels of an invoice — comes from the module.
import { useDeferredValue, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import type { TFunction } from '@/lib/i18n'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { creditNoteLastDay } from '@/utils/credit-note'
import { displayDate } from '@/utils/display-date'
import type { Checked, FieldError } from '@/utils/form-model'
import { formatPaise } from '@/utils/indian-number'

/** The keys the module's strings must hold, besides `reason_<reason>`, `field_<field>` and `err_<code>`. */
export type ReturnNoteKey =
  | 'newTitle'
  | 'fixErrors'
  | 'findInvoice'
  | 'invoice'
  | 'chooseInvoice'
  | 'noInvoices'
  | 'date'
  | 'lastDay'
  | 'reason'
  | 'lines'
  | 'narration'
  | 'total'
  | 'posting'
  | 'post'
  | 'posted'
  | 'seriesFull'
  | 'saveFailed'
  | 'field_line'

export type ReturnNoteLine = { line_id: string; selected: boolean }
export type ReturnNoteDraft<L extends ReturnNoteLine = ReturnNoteLine> = {
  doc_date: string
  invoice_id: string
  reason: string
  lines: L[]
  narration: string
}
export type ReturnNoteContext = { invoice: Voucher | null; earlier: readonly Voucher[] }

/** What a module draws for one of the invoice's lines. */
export type ReturnNoteLineView<D extends ReturnNoteDraft, C extends ReturnNoteContext> = {
  draft: D
  ctx: C
  line: D['lines'][number]
  original: VoucherLine
  fieldId: string
  error: string | undefined
  change: (patch: Partial<D['lines'][number]>) => void
}

export type ReturnNoteFormProps<
  D extends ReturnNoteDraft,
  C extends ReturnNoteContext,
  V,
  F extends string,
> = {
  /** Prefix of the test ids: `<testId>-form`, `<testId>-total`, `<testId>-post`. */
  testId: string
  t: TFunction<ReturnNoteKey>
  /** The invoice named in the address, if any. */
  invoiceId: string
  /** The date a new note starts with (the counter's today). */
  today: string
  /** The posted invoices a note may be issued against. */
  invoices: readonly Voucher[]
  /** The module's context hook for the chosen invoice (a module-level function, the same on every render). */
  useInvoiceContext: (invoiceId: string) => C
  emptyDraft: (today: string, invoice: Voucher | null) => D
  check: (draft: D, ctx: C) => Checked<V, F>
  totalOf: (value: V) => number
  post: (value: V) => Promise<{ id: string; number: string }>
  /** Whether a failed post is the numbering series running out. */
  seriesFull: (e: unknown) => boolean
  hrefOf: (noteId: string) => string
  reasons: readonly D['reason'][]
  /** The module's own search key of an invoice (chassis, registration), matched without spaces and hyphens. */
  searchKey: (v: Voucher) => string
  /** An invoice as its option reads: in the list (with its date) or as the chosen one outside the list. */
  invoiceLabel: (v: Voucher, listed: boolean) => string
  /** A number in an error message: money by default. */
  numberText?: (n: number, code: string) => string
  /** The patch when a line is ticked or unticked: `{ selected }` by default. */
  selectPatch?: (
    line: D['lines'][number],
    original: VoucherLine,
    ctx: C,
    selected: boolean,
  ) => Partial<D['lines'][number]>
  lineDetail: (original: VoucherLine) => ReactNode
  lineInput: (view: ReturnNoteLineView<D, C>) => ReactNode
}

export function ReturnNoteForm<D extends ReturnNoteDraft, C extends ReturnNoteContext, V, F extends string>(
  props: ReturnNoteFormProps<D, C, V, F>,
) {
  const { t, emptyDraft, useInvoiceContext } = props
  // The module's strings hold a key for every reason, field and code; they are named here from the data.
  const tAny = t as TFunction<string>
  const lang = useLanguage()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<D>(() => ({
    ...emptyDraft(props.today, null),
    invoice_id: props.invoiceId,
  }))
  const [find, setFind] = useState('')
  const query = useDeferredValue(find)
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const ctx = useInvoiceContext(draft.invoice_id)
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const numberText = props.numberText ?? ((n: number) => money(n))

  // The invoice's lines are offered as soon as it is known (chosen here, or named in the address).
  const lines = (
    ctx.invoice && draft.lines.length === 0 ? emptyDraft(draft.doc_date, ctx.invoice).lines : draft.lines
  ) as D['lines']
  const current: D = { ...draft, lines }
  const result = props.check(current, ctx)
  const errors: Partial<Record<string, FieldError>> = attempt > 0 && !result.ok ? result.errors : {}
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, lines, ...patch }))
  const message = (e: FieldError | undefined) =>
    e
      ? tAny(
          `err_${e.code}`,
          Object.fromEntries(
            Object.entries(e.values ?? {}).map(([k, v]) => [
              k,
              k === 'date' ? displayDate(String(v), lang) : typeof v === 'number' ? numberText(v, e.code) : v,
            ]),
          ),
        )
      : undefined
  const controlId = (field: string) => `${id}-${field.replace(/[^a-z0-9_-]/gi, '_')}`
  const err = (field: string) => message(errors[field])

  const { invoices, searchKey } = props
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    if (!q) return invoices.slice(0, 20)
    const compact = q.toUpperCase().replace(/[\s-]/g, '')
    return invoices
      .filter(
        (v) =>
          v.number.toLowerCase().includes(q) ||
          (compact.length >= 4 && searchKey(v).includes(compact)) ||
          (v.party?.name ?? '').toLowerCase().includes(q),
      )
      .slice(0, 20)
  }, [invoices, query, searchKey])

  const summary = Object.keys(errors).map((field) => ({
    field,
    label: field.startsWith('line:') ? t('field_line') : tAny(`field_${field}`),
    message: err(field) ?? '',
  }))
  const last = ctx.invoice ? creditNoteLastDay(ctx.invoice.doc_date) : null

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!result.ok || posting) return
    setPosting(true)
    try {
      const note = await props.post(result.value)
      toast({ title: t('posted', { no: note.number }) })
      navigate(props.hrefOf(note.id), { replace: true })
    } catch (e) {
      toast({ title: props.seriesFull(e) ? t('seriesFull') : t('saveFailed'), variant: 'destructive' })
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
      data-testid={`${props.testId}-form`}
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
                ...emptyDraft(draft.doc_date, null),
                doc_date: draft.doc_date,
                invoice_id: e.target.value,
              })
            }
          >
            <option value="">{matches.length ? t('chooseInvoice') : t('noInvoices')}</option>
            {ctx.invoice && !matches.includes(ctx.invoice) ? (
              <option value={ctx.invoice.id}>{props.invoiceLabel(ctx.invoice, false)}</option>
            ) : null}
            {matches.map((v) => (
              <option key={v.id} value={v.id}>
                {props.invoiceLabel(v, true)}
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
            onChange={(e) => set({ doc_date: e.target.value } as Partial<D>)}
          />
        </Field>
        <Field label={t('reason')} htmlFor={controlId('reason')} error={err('reason')}>
          <Select
            id={controlId('reason')}
            value={draft.reason}
            onChange={(e) => set({ reason: e.target.value } as Partial<D>)}
          >
            <option value="">—</option>
            {props.reasons.map((r) => (
              <option key={r} value={r}>
                {tAny(`reason_${r}`)}
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
            const change = (patch: Partial<D['lines'][number]>) =>
              set({
                lines: lines.map((x) => (x.line_id === l.line_id ? { ...x, ...patch } : x)),
              } as Partial<D>)
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
                      change(
                        props.selectPatch?.(l, original, ctx, e.target.checked) ??
                          ({ selected: e.target.checked } as Partial<D['lines'][number]>),
                      )
                    }
                  />
                  <span>
                    {original.description}
                    <span className="block text-xs text-ink-soft">{props.lineDetail(original)}</span>
                  </span>
                </label>
                {props.lineInput({
                  draft: current,
                  ctx,
                  line: l,
                  original,
                  fieldId: controlId(`line:${l.line_id}`),
                  error: err(`line:${l.line_id}`),
                  change,
                })}
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
          onChange={(e) => set({ narration: e.target.value } as Partial<D>)}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className="text-lg font-semibold text-ink"
          aria-live="polite"
          data-testid={`${props.testId}-total`}
        >
          {t('total')}: {result.ok ? money(props.totalOf(result.value)) : '—'}
        </p>
        <Button type="submit" disabled={posting} data-testid={`${props.testId}-post`}>
          {posting ? t('posting') : t('post')}
        </Button>
      </div>
    </form>
  )
}
