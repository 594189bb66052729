// A new purchase return (debit note) against a posted bill (research/modules.md §3.2): the bill found by its
// number, supplier or a chassis; its vehicles offered with where each stands; prepareReturn decides, live;
// posting takes this device's VD number through the books and the chassis leave stock.
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
import { SeriesFullError } from '@/modules/books/public'
import { useStockBook } from '@/modules/stock/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { normaliseChassis } from '@/utils/vehicle-ids'
import { postPurchaseReturn, purchasesQuery } from '../data/purchases'
import { returnRefusalMessage } from '../domain/messages'
import { billUnits, prepareReturn } from '../domain/prepare-return'
import type { UnitState } from '../domain/purchase-return'
import { voucherMatches } from '@/modules/books/public'
import { purchaseReturnsModule } from '../module'
import { usePurchasesStrings } from '../purchases-strings'

export function ReturnForm({ purchaseId = '' }: { purchaseId?: string }) {
  const t = usePurchasesStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [billId, setBillId] = useState(purchaseId)
  const [find, setFind] = useState('')
  const query = useDeferredValue(find)
  const [date, setDate] = useState(localToday())
  const [chosen, setChosen] = useState<string[]>([])
  const [narration, setNarration] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const billsQ = useRxQuery(() => purchasesQuery(data.db), [data.db])
  const bills = useMemo(
    () => ((billsQ.data ?? []) as Voucher[]).filter((v) => v.status === 'posted'),
    [billsQ.data],
  )
  const { units } = useStockBook()
  const stateByChassis = useMemo(
    () => new Map(units.map((u) => [normaliseChassis(u.vehicle.chassis_no), u.state as UnitState])),
    [units],
  )
  const stateOf = (chassis: string): UnitState =>
    stateByChassis.get(normaliseChassis(chassis)) ?? 'pending_grn'
  const bill = bills.find((b) => b.id === billId) ?? null
  const matches = useMemo(() => bills.filter((b) => voucherMatches(b, query)).slice(0, 20), [bills, query])
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const result = bill
    ? prepareReturn({ bill, chassis: chosen, date, today: localToday(), narration, stateOf })
    : null
  const controlId = (field: string) => `${id}-${field}`
  const summary =
    attempt > 0
      ? !bill
        ? [{ field: 'bill', label: t('purchase'), message: t('field_required') }]
        : result && !result.ok
          ? result.refusals.map((r) => {
              const m = returnRefusalMessage(r)
              const field = r === 'date-before-purchase' || r === 'date-in-future' ? 'date' : 'units'
              return { field, label: t('refused'), message: t(m.key as 'return_no-chassis', m.values) }
            })
          : []
      : []

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!result?.ok || posting) return
    setPosting(true)
    try {
      const note = await postPurchaseReturn(data, deviceId(), result.fields)
      toast({ title: t('returnPosted', { no: note.number }) })
      navigate(purchaseReturnsModule.href.note(note.id), { replace: true })
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
      data-testid="purchase-return-form"
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
        <Field label={t('findPurchase')} htmlFor={controlId('find')} className="sm:col-span-2">
          <Input
            id={controlId('find')}
            type="search"
            value={find}
            onChange={(e) => setFind(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Field label={t('purchase')} htmlFor={controlId('bill')} className="sm:col-span-2">
          <Select
            id={controlId('bill')}
            value={billId}
            onChange={(e) => {
              setBillId(e.target.value)
              setChosen([])
            }}
          >
            <option value="">{matches.length ? t('choosePurchase') : t('noPurchases')}</option>
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
        <Card className="flex flex-col gap-2 p-4" id={controlId('units')} tabIndex={-1}>
          <fieldset>
            <legend className="font-semibold text-ink">{t('unitsToReturn')}</legend>
            <ul className="mt-2 flex flex-col divide-y divide-line">
              {billUnits(bill).map((u) => (
                <li key={u.chassis} className="py-2">
                  <label className="flex items-start gap-3 text-sm text-ink">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-5 accent-brand-700"
                      checked={chosen.includes(u.chassis)}
                      onChange={(e) =>
                        setChosen((c) =>
                          e.target.checked ? [...c, u.chassis] : c.filter((x) => x !== u.chassis),
                        )
                      }
                    />
                    <span>
                      <span className="font-mono">{u.chassis}</span>
                      <span className="block text-xs text-ink-soft">
                        {t('unitState', {
                          state: t(`state_${stateOf(u.chassis)}`),
                          cost: money(u.landed_cost),
                        })}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
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
        <p className="text-lg font-semibold text-ink" aria-live="polite" data-testid="purchase-return-total">
          {t('colTotal')}: {result?.ok ? money(result.total) : '—'}
        </p>
        <Button type="submit" disabled={posting || auth.readOnly} data-testid="purchase-return-post">
          {posting ? t('posting') : t('returnPost')}
        </Button>
      </div>
    </form>
  )
}
