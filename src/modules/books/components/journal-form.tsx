// A new journal entry (research/modules.md §3.13): a grid of lines (account, the party on a control account,
// debit or credit, a line's narration) with Σ debit, Σ credit and the difference kept as the counter types
// and read out politely. Enter moves to the next field as in Tally, and from the last field of the last line
// adds a line; Ctrl+S posts. checkJournalDraft (domain) decides what is refused; posting takes the number.
import { Plus, Trash2, TriangleAlert } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { PartyPicker } from '@/modules/customers/public'
import { balanceText } from '../domain/ledger-view'
import { useLedgerStrings } from '../ledger-strings'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { cn } from '@/ui/cn'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Textarea } from '@/ui/field'
import { useGridEnter } from '@/ui/use-grid-enter'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { errorFields, type FieldError } from '@/utils/form-model'
import { formatPaise } from '@/utils/indian-number'
import { periodRules } from '../data/use-receipt-context'
import { postVoucher, SeriesFullError } from '../data/vouchers'
import {
  checkJournalDraft,
  emptyJournal,
  emptyLine,
  isControlAccount,
  journalFieldOrder,
  journalTotals,
  lineField,
  openingTwice,
  taxWarnings,
  type JournalDraft,
  type JournalField,
  type JournalLineDraft,
  type JournalPreset,
  type LineField,
} from '../domain/journal-draft'
import { useJournalStrings } from '../journal-strings'
import { AccountSelect, useAccountBook } from './journal-accounts'
import { journalModule } from '../module'
import { PostBar } from './post-bar'

/** A line of the grid with a key of its own, so removing a line keeps the others' focus and state. */
type Row = JournalLineDraft & { k: number }
type FormDraft = Omit<JournalDraft, 'lines'> & { lines: Row[] }

/** The controls Enter moves between, in the order of the grid (a picked party has no input: it is skipped). */
const CELLS = '[data-grid-cell], [data-grid-party] input'

export function JournalForm({ preset }: { preset: JournalPreset }) {
  const t = useJournalStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const book = useAccountBook()
  const nextKey = useRef(0)
  const keyed = (l: JournalLineDraft): Row => ({ ...l, k: nextKey.current++ })
  const [draft, setDraft] = useState<FormDraft>(() => {
    const d = emptyJournal(preset, localToday())
    const narration =
      preset === 'contra' ? t('contraNarration') : preset === 'opening' ? t('openingNarration') : ''
    return { ...d, narration, lines: d.lines.map(keyed) }
  })
  // addLine is declared below; the grid calls it only on a key press, by which time it is.
  const { ref: grid, onKeyDown: onGridKey } = useGridEnter<HTMLDivElement>({
    cells: CELLS,
    lines: draft.lines.length,
    onLast: () => addLine(),
  })
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const focusLine = useRef<number | null>(null)
  const bankTouched = useRef(false)
  /** The opening balance on the record of each party picked here: an opening entry on it counts twice. */
  const openings = useRef(new Map<string, number>())

  // A contra goes into the dealer's own bank once the chart has loaded (the unnamed bank until then).
  const firstBank = book.accounts.find((a) => a.account_group === 'bank' && a.active)?.id
  useEffect(() => {
    if (preset !== 'contra' || !firstBank || bankTouched.current) return
    bankTouched.current = true
    setDraft((d) =>
      d.lines[0]?.account_id === 'sys:bank'
        ? { ...d, lines: d.lines.map((l, i) => (i === 0 ? { ...l, account_id: firstBank } : l)) }
        : d,
    )
  }, [preset, firstBank])

  useEffect(() => {
    if (focusLine.current === null) return
    grid.current?.querySelector<HTMLElement>(`[data-line="${focusLine.current}"] [data-grid-cell]`)?.focus()
    focusLine.current = null
  }, [draft.lines.length, grid])

  const ctx = useMemo(() => ({ period: periodRules(auth), accounts: book.own }), [auth, book.own])
  const result = useMemo(() => checkJournalDraft(draft, ctx), [draft, ctx])
  const errors = attempt > 0 && !result.ok ? result.errors : {}
  const totals = journalTotals(draft.lines)
  const warned = new Set(taxWarnings(draft.lines))
  const twice = new Map(
    openingTwice(draft.lines, (partyId) => openings.current.get(partyId)).map((w) => [w.line, w.opening]),
  )
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const lt = useLedgerStrings()
  const sides = { dr: lt('dr'), cr: lt('cr') }
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
  const control = (field: JournalField) => ({
    id: controlId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${controlId(field)}-error` : undefined,
  })
  const fieldLabel: Record<LineField, string> = {
    account_id: t('account'),
    party_id: t('party'),
    dr: t('dr'),
    cr: t('cr'),
    narration: t('lineNarration'),
  }
  const labelOf = (field: JournalField): string => {
    if (field === 'doc_date') return t('date')
    if (field === 'lines') return t('lines')
    const [, n, f] = field.split('-') as [string, string, LineField]
    return `${t('lineNo', { n: Number(n) + 1 })} · ${fieldLabel[f]}`
  }

  const setLine = (i: number, patch: Partial<JournalLineDraft>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }))
  const addLine = () => {
    focusLine.current = draft.lines.length
    setDraft((d) => ({ ...d, lines: [...d.lines, keyed(emptyLine())] }))
  }
  const removeLine = (i: number) =>
    setDraft((d) => ({ ...d, lines: d.lines.length > 1 ? d.lines.filter((_, j) => j !== i) : d.lines }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!result.ok || posting) return
    setPosting(true)
    try {
      const voucher = await postVoucher(data, result.value, deviceId())
      toast({ title: t('posted', { no: voucher.number }) })
      navigate(journalModule.href.voucher(voucher.id), { replace: true })
    } catch (e) {
      toast({
        title: e instanceof SeriesFullError ? t('seriesFull') : t('saveFailed'),
        variant: 'destructive',
      })
    } finally {
      setPosting(false)
    }
  }

  const summary = errorFields(errors, journalFieldOrder(draft.lines.length)).map((field) => ({
    field,
    label: labelOf(field),
    message: message(errors[field]) ?? '',
  }))
  const fieldError = (field: JournalField) =>
    errors[field] ? (
      <p id={`${controlId(field)}-error`} className="text-xs font-medium text-red-700">
        {message(errors[field])}
      </p>
    ) : null
  // Column labels are the grid's header from a laptop up; on a phone each line is a card with its own labels.
  const cellLabel = (text: string, htmlFor: string) => (
    <label htmlFor={htmlFor} className="text-xs font-medium text-ink-soft md:sr-only">
      {text}
    </label>
  )
  const columns =
    'md:grid-cols-[2rem_minmax(12rem,2fr)_minmax(10rem,1.5fr)_8rem_8rem_minmax(8rem,1fr)_2.5rem]'

  return (
    <div className="mx-auto max-w-6xl pb-8">
      <Link to="/journal-entry" className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t(`title_${preset}`)}</h1>
      <p className="mt-1 text-sm text-ink-soft">{t('shortcuts')}</p>
      <form
        ref={form}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="mt-4 flex flex-col gap-4"
        data-testid="journal-form"
      >
        <ErrorSummary
          title={t('errorsTitle', { count: summary.length })}
          items={summary}
          idOf={controlId}
          attempt={attempt}
        />
        <Card>
          <Field
            label={t('date')}
            htmlFor={controlId('doc_date')}
            error={message(errors.doc_date)}
            className="max-w-xs"
          >
            <Input
              {...control('doc_date')}
              type="date"
              aria-required
              value={draft.doc_date}
              max={ctx.period.today}
              onChange={(e) => setDraft((d) => ({ ...d, doc_date: e.target.value }))}
            />
          </Field>
        </Card>
        <Card aria-labelledby={`${id}-lines`}>
          <h2 id={`${id}-lines`} className="text-lg font-semibold text-brand-900">
            {t('lines')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('gridHint')}</p>
          <div
            role="group"
            aria-labelledby={`${id}-lines`}
            ref={grid}
            onKeyDown={onGridKey}
            className="mt-3 flex flex-col gap-3 md:gap-1"
            data-testid="journal-grid"
          >
            <div
              aria-hidden="true"
              className={cn('hidden gap-2 px-1 text-xs font-semibold text-ink-soft md:grid', columns)}
            >
              <span>#</span>
              <span>{t('account')}</span>
              <span>{t('party')}</span>
              <span className="text-right">{t('dr')}</span>
              <span className="text-right">{t('cr')}</span>
              <span>{t('lineNarration')}</span>
              <span />
            </div>
            {draft.lines.map((l, i) => {
              const f = (field: LineField) => lineField(i, field)
              const control_ = isControlAccount(l.account_id)
              return (
                <div
                  key={l.k}
                  data-line={i}
                  className={cn(
                    'grid grid-cols-1 gap-2 rounded-lg border border-line p-2 md:items-start md:rounded-none md:border-0 md:p-1',
                    columns,
                  )}
                >
                  <span className="pt-2 text-sm font-medium text-ink-soft">
                    <span className="md:sr-only">{t('lineNo', { n: i + 1 })}</span>
                    <span aria-hidden="true" className="hidden md:inline">
                      {i + 1}
                    </span>
                  </span>
                  <div className="flex flex-col gap-1">
                    {cellLabel(t('account'), controlId(f('account_id')))}
                    <AccountSelect
                      {...control(f('account_id'))}
                      data-grid-cell
                      aria-label={`${t('account')}, ${t('lineNo', { n: i + 1 })}`}
                      groups={book.groups}
                      nameOf={book.nameOf}
                      placeholder={t('chooseAccount')}
                      value={l.account_id}
                      onChange={(e) => {
                        if (i === 0) bankTouched.current = true
                        setLine(i, { account_id: e.target.value, party_id: '', party_name: '' })
                      }}
                    />
                    {fieldError(f('account_id'))}
                    {warned.has(i) ? (
                      <p className="flex gap-1 text-xs text-amber-800" data-testid="tax-warning">
                        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                        {t('taxWarning')}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-col gap-1">
                    {control_ ? (
                      <div id={controlId(f('party_id'))} data-grid-party>
                        <PartyPicker
                          value={l.party_id || null}
                          onChange={(p) => {
                            if (p) openings.current.set(p.id, p.opening_balance)
                            setLine(i, { party_id: p?.id ?? '', party_name: p?.name ?? '' })
                            // The picked party replaces the search box: the keyboard goes on to the amount.
                            if (p) {
                              requestAnimationFrame(() =>
                                document.getElementById(controlId(f('dr')))?.focus(),
                              )
                            }
                          }}
                          kind={l.account_id === 'sys:creditors' ? 'supplier' : undefined}
                          label={`${t('party')}, ${t('lineNo', { n: i + 1 })}`}
                          required
                          error={message(errors[f('party_id')])}
                        />
                        {twice.has(i) ? (
                          <p className="mt-1 flex gap-1 text-xs text-amber-800" data-testid="opening-twice">
                            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                            {t('openingTwice', { amount: balanceText(twice.get(i)!, sides, lang) })}
                          </p>
                        ) : null}
                      </div>
                    ) : (
                      <span aria-hidden="true" className="hidden pt-2 text-ink-soft md:block">
                        {t('partyNone')}
                      </span>
                    )}
                  </div>
                  {(['dr', 'cr'] as const).map((side) => (
                    <div key={side} className="flex flex-col gap-1">
                      {cellLabel(t(side), controlId(f(side)))}
                      <Input
                        {...control(f(side))}
                        data-grid-cell
                        aria-label={`${t(side)}, ${t('lineNo', { n: i + 1 })}`}
                        inputMode="decimal"
                        autoComplete="off"
                        className="text-right"
                        value={l[side]}
                        onChange={(e) => setLine(i, { [side]: e.target.value })}
                      />
                      {fieldError(f(side))}
                    </div>
                  ))}
                  <div className="flex flex-col gap-1">
                    {cellLabel(t('lineNarration'), controlId(f('narration')))}
                    <Input
                      {...control(f('narration'))}
                      data-grid-cell
                      aria-label={`${t('lineNarration')}, ${t('lineNo', { n: i + 1 })}`}
                      maxLength={200}
                      autoComplete="off"
                      value={l.narration}
                      onChange={(e) => setLine(i, { narration: e.target.value })}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t('removeLine', { n: i + 1 })}
                    title={t('removeLine', { n: i + 1 })}
                    disabled={draft.lines.length <= 1}
                    onClick={() => removeLine(i)}
                    className="justify-self-start"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              )
            })}
          </div>
          <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
            <Button type="button" variant="secondary" size="sm" onClick={addLine}>
              <Plus aria-hidden="true" />
              {t('addLine')}
            </Button>
            <div
              id={controlId('lines')}
              tabIndex={-1}
              className="flex flex-col items-end gap-1 text-sm"
              data-testid="journal-totals"
            >
              <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-right">
                <dt className="text-ink-soft">{t('totalDr')}</dt>
                <dd className="font-semibold tabular-nums">{money(totals.dr)}</dd>
                <dt className="text-ink-soft">{t('totalCr')}</dt>
                <dd className="font-semibold tabular-nums">{money(totals.cr)}</dd>
                <dt className="text-ink-soft">{t('difference')}</dt>
                <dd
                  className={cn(
                    'font-semibold tabular-nums',
                    totals.difference !== 0 ? 'text-red-700' : 'text-green-800',
                  )}
                  data-testid="journal-difference"
                >
                  {totals.difference === 0 && totals.dr > 0
                    ? t('balanced')
                    : money(Math.abs(totals.difference))}
                </dd>
              </dl>
              {fieldError('lines')}
              <p className="sr-only" aria-live="polite">
                {t('totalsAnnounce', {
                  dr: money(totals.dr),
                  cr: money(totals.cr),
                  difference: money(Math.abs(totals.difference)),
                })}
              </p>
            </div>
          </div>
        </Card>
        <Card>
          <Field label={t('narration')} htmlFor={controlId('narration')}>
            <Textarea
              id={controlId('narration')}
              maxLength={1000}
              rows={2}
              value={draft.narration}
              onChange={(e) => setDraft((d) => ({ ...d, narration: e.target.value }))}
            />
          </Field>
        </Card>
        <PostBar
          posting={posting}
          disabled={auth.readOnly}
          labels={{ post: t('post'), posting: t('posting'), cancel: t('cancel') }}
          back={journalModule.href.list()}
        />
      </form>
    </div>
  )
}
