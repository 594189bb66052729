// A new wp-return (debit note) against a posted parts bill (research/modules.md §3.8): the bill found by its
// number or supplier, its lines each with what was bought, what went back before and what can still go back
// (the stock on hand limits it too); the quantities typed are checked live at the bill's own rates; posting takes
// this device's WD number through the books and the parts leave stock at the rate they came in at.
import { useDeferredValue, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { SeriesFullError, voucherMatches } from '@/modules/books/public'
import { returnableQty, stockSettings, usePartsStock } from '@/modules/inventory/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { displayDate } from '@/utils/display-date'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { partsBillsQuery, postPartsReturn, returnsOfBillQuery } from '../data/parts-purchases'
import { returnRefusalMessage } from '../domain/messages'
import {
  boughtLines,
  checkPartsReturn,
  partsReturnVoucher,
  readReturnQtys,
  returnedOf,
} from '../domain/return'
import { partsReturnsModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

export function ReturnForm({ billId: initialBill = '' }: { billId?: string }) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [billId, setBillId] = useState(initialBill)
  const [find, setFind] = useState('')
  const query = useDeferredValue(find)
  const [date, setDate] = useState(localToday())
  const [typed, setTyped] = useState<Record<string, string>>({})
  const [narration, setNarration] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const billsQ = useRxQuery(() => partsBillsQuery(data.db), [data.db])
  const bills = useMemo(
    () => ((billsQ.data ?? []) as Voucher[]).filter((v) => v.status === 'posted'),
    [billsQ.data],
  )
  const bill = bills.find((b) => b.id === billId) ?? null
  const earlierQ = useRxQuery(() => (billId ? returnsOfBillQuery(data.db, billId) : null), [data.db, billId])
  const stock = usePartsStock()
  const matches = useMemo(() => bills.filter((b) => voucherMatches(b, query)).slice(0, 20), [bills, query])
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const qty = (q: number) => formatIndianNumber(q, { locale: lang, maximumFractionDigits: 3 })
  const lines = bill ? boughtLines(bill) : []
  const returned = returnedOf(billId, (earlierQ.data ?? []) as Voucher[])
  const lineNo = (lineId: string) => lines.findIndex((l) => l.line_id === lineId) + 1
  const returnable = (partId: string) => (bill ? returnableQty(stock.state, partId, bill.id) : null)
  const read = readReturnQtys(typed)
  const checked =
    bill && read.ok
      ? checkPartsReturn({
          date,
          today: localToday(),
          lock_date: stockSettings(auth.settings as Record<string, unknown> | null).lockDate,
          bill: { id: bill.id, doc_date: bill.doc_date, supplier_id: bill.party_id ?? '', lines },
          returned,
          returnable,
          chosen: read.chosen,
        })
      : null
  const controlId = (field: string) => `${id}-${field}`
  const summary =
    attempt === 0
      ? []
      : !bill
        ? [{ field: 'bill', label: t('bill'), message: t('field_required') }]
        : !read.ok
          ? [
              {
                field: `qty_${read.line_id}`,
                label: t('lineN', { n: lineNo(read.line_id) }),
                message: t(`field_${read.error.code}` as 'field_qty_invalid', { line: lineNo(read.line_id) }),
              },
            ]
          : checked && !checked.ok
            ? checked.refusals.map((r) => {
                const m = returnRefusalMessage(r, lineNo)
                const field =
                  typeof r === 'string'
                    ? r === 'no-lines'
                      ? 'lines'
                      : 'date'
                    : lines.some((l) => l.line_id === r.line_id)
                      ? `qty_${r.line_id}`
                      : 'lines'
                return { field, label: t('refused'), message: t(m.key as 'return_no-lines', m.values) }
              })
            : []

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!bill || !checked?.ok || posting) return
    setPosting(true)
    try {
      const note = await postPartsReturn(
        data,
        deviceId(),
        partsReturnVoucher(checked.value, bill, date, narration),
      )
      toast({ title: t('returnPosted', { no: note.number }) })
      navigate(partsReturnsModule.href.note(note.id), { replace: true })
    } catch (e) {
      console.error(e)
      toast({
        title: e instanceof SeriesFullError ? t('returnSeriesFull') : t('returnFailed'),
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
      data-testid="parts-return-form"
    >
      <h1 className="text-2xl font-bold text-ink">{t('returnTitle')}</h1>
      {auth.readOnly ? <p role="status">{t('returnReadOnly')}</p> : null}
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <Field label={t('findBill')} htmlFor={controlId('find')} className="sm:col-span-2">
          <Input
            id={controlId('find')}
            type="search"
            value={find}
            onChange={(e) => setFind(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Field label={t('bill')} htmlFor={controlId('bill')} className="sm:col-span-2">
          <Select
            id={controlId('bill')}
            value={billId}
            onChange={(e) => {
              setBillId(e.target.value)
              setTyped({})
            }}
          >
            <option value="">{matches.length ? t('chooseBill') : t('noBills')}</option>
            {bill && !matches.includes(bill) ? (
              <option value={bill.id}>
                {bill.number} · {bill.supplier_bill_no} · {bill.party?.name}
              </option>
            ) : null}
            {matches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.number} · {b.supplier_bill_no} · {displayDate(b.doc_date, lang)} · {b.party?.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('returnDate')} htmlFor={controlId('date')}>
          <Input id={controlId('date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
      </Card>
      {bill ? (
        <Card className="flex flex-col gap-2 p-4" id={controlId('lines')} tabIndex={-1}>
          <fieldset>
            <legend className="font-semibold text-ink">{t('partsToReturn')}</legend>
            <p className="text-sm text-ink-soft">{t('partsToReturnHint')}</p>
            <ul className="mt-2 flex flex-col divide-y divide-line">
              {lines.map((l, i) => {
                const back = returned.get(l.line_id)?.qty ?? 0
                const left = Math.max(0, Math.min(l.qty - back, returnable(l.part_id) ?? 0))
                return (
                  <li key={l.line_id} className="grid gap-2 py-2 sm:grid-cols-[1fr_8rem] sm:items-end">
                    <div className="text-sm text-ink">
                      <span className="font-medium">{l.description}</span>
                      <span className="block text-xs text-ink-soft">
                        {t('boughtLine', {
                          qty: qty(l.qty),
                          unit: l.uqc,
                          rate: money(l.rate),
                          gst: l.gst_bp / 100,
                          back: qty(back),
                          left: qty(left),
                        })}
                      </span>
                    </div>
                    <Field label={t('qtyBack', { n: i + 1 })} htmlFor={controlId(`qty_${l.line_id}`)}>
                      <Input
                        id={controlId(`qty_${l.line_id}`)}
                        inputMode="decimal"
                        className="text-right tabular-nums"
                        value={typed[l.line_id] ?? ''}
                        onChange={(e) => setTyped((x) => ({ ...x, [l.line_id]: e.target.value }))}
                      />
                    </Field>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        </Card>
      ) : null}
      <Field label={t('reason')} htmlFor={controlId('narration')}>
        <Textarea
          id={controlId('narration')}
          value={narration}
          maxLength={1000}
          onChange={(e) => setNarration(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-ink" aria-live="polite" data-testid="parts-return-total">
          {t('noteTotal')}: {checked?.ok ? money(checked.value.totals.grand_total) : '—'}
        </p>
        <Button type="submit" disabled={posting || auth.readOnly} data-testid="parts-return-post">
          {posting ? t('posting') : t('returnPost')}
        </Button>
      </div>
    </form>
  )
}
