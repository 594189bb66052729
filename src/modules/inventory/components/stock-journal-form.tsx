// The stock journal form: what happened (shortage, scrap, excess found), the date, the reason, and the parts
// with their quantities (an excess its value, else at the average). Checked live against the shared stock, so
// an issue below zero is refused before posting (unless the settings allow negative stock) and each line
// shows what was on hand on the journal's date; posting checks again against the stock at that moment.
import { Plus } from 'lucide-react'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Part } from '@schemas/parts.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { LineRows } from '@/ui/line-rows'
import { MoneyInput } from '@/ui/money-input'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { displayDate } from '@/utils/display-date'
import { errorFields } from '@/utils/form-model'
import { formatPaise } from '@/utils/indian-number'
import { useParts } from '../data/parts'
import { usePartsStock } from '../data/parts-stock'
import { postStockJournal, StockJournalRefusedError } from '../data/stock-journal'
import {
  checkStockJournal,
  emptyStjLine,
  emptyStockJournal,
  isIssue,
  REASON_MAX,
  STJ_FIELDS,
  STJ_KINDS,
  stockAsOf,
  type StjKind,
  type StjLineDraft,
  type StockJournalDraft,
} from '../domain/stock-journal'
import { stockSettings } from '../domain/stock-settings'
import { useInventoryStrings } from '../inventory-strings'
import { inventoryModule } from '../module'
import { qtyText } from './format'
import { PartPicker } from './part-picker'

let lineCount = 1

export function StockJournalForm({ partId }: { partId?: string }) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const today = localToday()
  const [draft, setDraft] = useState<StockJournalDraft>(() => {
    const d = emptyStockJournal(today)
    return partId ? { ...d, lines: [{ ...d.lines[0]!, part_id: partId }] } : d
  })
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const { parts } = useParts()
  const stock = usePartsStock()
  const settings = stockSettings(auth.settings)
  const byId = useMemo(() => new Map(parts.map((p) => [p.id, p])), [parts])
  const part = (pid: string) => byId.get(pid)
  const ctx = {
    today,
    lockDate: settings.lockDate,
    allowNegative: settings.allowNegative,
    part,
  }
  const result = useMemo(
    () => checkStockJournal(draft, { ...ctx, state: stock.state }),
    // The state changes in place: its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft, byId, stock.state, stock.version, settings.lockDate, settings.allowNegative, today],
  )
  const errors = attempt === 0 || result.ok ? {} : result.errors
  const lineErrors = attempt === 0 || result.ok ? {} : result.lineErrors
  const controlId = (f: string) => `${id}-${f}`
  const message = (e: { code: string; values?: Record<string, string | number> } | undefined) =>
    e ? t(`err_${e.code}` as 'err_required', e.values) : undefined
  const lineMessage = (l: StjLineDraft) => {
    const e = lineErrors[l.key]
    if (!e) return undefined
    return [e.part_id, e.qty, e.value]
      .map((x, i) => (x ? `${t((['linePart', 'lineQty', 'lineValue'] as const)[i]!)}: ${message(x)}` : ''))
      .filter(Boolean)
      .join(' · ')
  }
  const summary = [
    ...errorFields(errors, STJ_FIELDS).map((f) => ({
      field: f,
      label: t(f === 'lines' ? 'lines' : f === 'kind' ? 'kind' : f),
      message: message(errors[f]) ?? '',
    })),
    ...draft.lines
      .filter((l) => lineErrors[l.key])
      .map((l) => ({
        field: `line-${l.key}`,
        label: t('lineOf', { n: draft.lines.indexOf(l) + 1 }),
        message: lineMessage(l) ?? '',
      })),
  ]
  const issue = isIssue(draft.kind)
  const total = result.ok ? result.value.lines.reduce((s, l) => s + l.value, 0) : null

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setAttempt((n) => n + 1)
    if (posting || !result.ok) return
    setPosting(true)
    try {
      const v = await postStockJournal(data, deviceId(), draft, ctx)
      toast({ title: t('posted', { number: v.number }) })
      navigate(inventoryModule.href.journal(v.id), { replace: true })
    } catch (error) {
      if (!(error instanceof StockJournalRefusedError)) {
        console.error(error)
        toast({ title: t('postFailed'), variant: 'destructive' })
      } else toast({ title: t('fixJournal', { count: 1 }), variant: 'destructive' })
    } finally {
      setPosting(false)
    }
  }

  const setLines = (lines: StjLineDraft[]) => setDraft((d) => ({ ...d, lines }))
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="mx-auto flex max-w-3xl flex-col gap-4"
      data-testid="journal-form"
    >
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('journalTitle')}</h1>
        <p className="mt-1 text-sm text-ink-soft">{t('journalIntro')}</p>
      </div>
      <ErrorSummary
        title={t('fixJournal', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <Field label={t('kind')} htmlFor={controlId('kind')} error={message(errors.kind)}>
          <Select
            id={controlId('kind')}
            value={draft.kind}
            onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as StjKind }))}
            data-testid="journal-kind"
          >
            {STJ_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind_${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('doc_date')} htmlFor={controlId('doc_date')} error={message(errors.doc_date)}>
          <Input
            id={controlId('doc_date')}
            type="date"
            max={today}
            value={draft.doc_date}
            aria-invalid={errors.doc_date ? true : undefined}
            aria-describedby={errors.doc_date ? `${controlId('doc_date')}-error` : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, doc_date: e.target.value }))}
            data-testid="journal-date"
          />
        </Field>
        <Field
          label={t('reason')}
          htmlFor={controlId('reason')}
          error={message(errors.reason)}
          hint={t('reasonHint')}
          className="sm:col-span-2"
        >
          <Textarea
            id={controlId('reason')}
            rows={2}
            className="min-h-16"
            maxLength={REASON_MAX + 20}
            required
            value={draft.reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`${controlId('reason')}-${errors.reason ? 'error' : 'hint'}`}
            onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value }))}
            data-testid="journal-reason"
          />
        </Field>
      </Card>
      <Card className="flex flex-col gap-3 p-4" aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`} className="text-base font-semibold text-ink">
          {t('lines')}
        </h2>
        {errors.lines ? (
          <p id={controlId('lines')} tabIndex={-1} role="alert" className="text-sm font-medium text-red-700">
            {message(errors.lines)}
          </p>
        ) : null}
        <LineRows
          rows={draft.lines}
          rowKey={(l) => l.key}
          onChange={setLines}
          removeLabel={(i) => t('removeLine', { n: i + 1 })}
          legendOf={(_, i) => t('lineOf', { n: i + 1 })}
          errorOf={(l) => lineMessage(l)}
          idOf={(l) => controlId(`line-${l.key}`)}
          rowClassName={
            issue
              ? 'sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_auto]'
              : 'sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_minmax(0,1fr)_auto]'
          }
          testId="journal-lines"
        >
          {(l, i, patch) => {
            const p: Part | undefined = l.part_id ? byId.get(l.part_id) : undefined
            const at = p ? stockAsOf(stock.state, p.id, draft.doc_date || today) : null
            return (
              <>
                <div className="flex flex-col gap-1">
                  <PartPicker
                    value={l.part_id || null}
                    onChange={(picked) => patch({ part_id: picked?.id ?? '' })}
                    label={t('linePart')}
                    allowNew={!issue}
                    includeInactive={issue}
                    testId={`journal-part-${i}`}
                  />
                  {p && at ? (
                    <p className="text-xs text-ink-soft">
                      {t('lineOnHand', {
                        qty: `${qtyText(at.qty, lang)}${p.uom ? ` ${p.uom}` : ''}`,
                        date: displayDate(draft.doc_date || today, lang),
                      })}
                    </p>
                  ) : null}
                </div>
                <Field label={t('lineQty')} htmlFor={`${controlId(`line-${l.key}`)}-qty`}>
                  <Input
                    id={`${controlId(`line-${l.key}`)}-qty`}
                    inputMode="decimal"
                    autoComplete="off"
                    className="text-right tabular-nums"
                    value={l.qty}
                    aria-invalid={lineErrors[l.key]?.qty ? true : undefined}
                    onChange={(e) => patch({ qty: e.target.value })}
                    data-testid={`journal-qty-${i}`}
                  />
                </Field>
                {issue ? null : (
                  <Field label={t('lineValue')} htmlFor={`${controlId(`line-${l.key}`)}-value`}>
                    <MoneyInput
                      id={`${controlId(`line-${l.key}`)}-value`}
                      value={l.value}
                      placeholder={t('lineValueHint')}
                      aria-invalid={lineErrors[l.key]?.value ? true : undefined}
                      onValue={(v) => patch({ value: v })}
                      data-testid={`journal-value-${i}`}
                    />
                  </Field>
                )}
              </>
            )
          }}
        </LineRows>
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setLines([...draft.lines, emptyStjLine(++lineCount)])}
          data-testid="journal-add-line"
        >
          <Plus aria-hidden="true" />
          {t('addLine')}
        </Button>
      </Card>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {total !== null ? (
          <p className="text-sm text-ink tabular-nums" data-testid="journal-total">
            {t('journalTotal', { value: formatPaise(total, { locale: lang }) })}
          </p>
        ) : null}
        <Button type="button" variant="secondary" onClick={() => navigate(-1)}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={posting || auth.readOnly} data-testid="journal-post">
          {posting ? t('posting') : t('post')}
        </Button>
      </div>
    </form>
  )
}
