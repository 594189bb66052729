// A counter sale of parts (research/modules.md §3.9): the buyer (an account, or a walk-in paying at the
// counter), the state the parts are shipped to when not taken at the counter (the place of supply then), parts picked from the master with what is on hand, each line's price and discount; checkCounterSale
// decides, live; posting takes this device's WI number through the books.
import { Plus, Trash2 } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { GST_STATES } from '@/utils/gst-states'
import { newId } from '@/data/records'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { postVoucher, SeriesFullError } from '@/modules/books/public'
import { PartyPicker } from '@/modules/customers/public'
import { PartPicker } from '@/modules/inventory/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { useSaveShortcut } from '@/ui/use-shortcut'
import type { FieldError } from '@/utils/form-model'
import { formatPaise } from '@/utils/indian-number'
import { useBillingContext } from '../data/use-billing'
import {
  checkCounterSale,
  emptyCounterLine,
  emptyCounterSale,
  type CounterField,
  type CounterLineDraft,
  type CounterSaleDraft,
} from '../domain/counter-sale'
import { rupees } from '../domain/draft'
import { useInvoiceStrings } from '../invoice-strings'
import { workshopInvoicesModule } from '../module'

export function CounterSaleForm() {
  const t = useInvoiceStrings()
  const lang = useLanguage()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<CounterSaleDraft>(() => ({
    ...emptyCounterSale(),
    lines: [emptyCounterLine(newId())],
  }))
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const billing = useBillingContext({ party_id: draft.party_id ?? undefined })
  const result = checkCounterSale(draft, { ...billing, party: billing.customer })
  const errors = attempt > 0 && !result.ok ? result.errors : {}
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const set = (patch: Partial<CounterSaleDraft>) => setDraft((d) => ({ ...d, ...patch }))
  const setLine = (key: string, patch: Partial<CounterLineDraft>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) }))
  const controlId = (field: string) => `${id}-${field.replace(/[^a-z0-9_-]/gi, '_')}`
  const message = (e: FieldError | undefined) => {
    if (!e) return undefined
    if (
      e.code === 'required' ||
      e.code === 'invalid' ||
      e.code === 'not_positive' ||
      e.code === 'too_large'
    ) {
      return t(`err_${e.code}`)
    }
    if (e.code === 'nothing') return t('err_nothing')
    const values = Object.fromEntries(
      Object.entries(e.values ?? {}).map(([k, v]) => [
        k,
        k === 'mrp' && typeof v === 'number' ? money(v) : v,
      ]),
    )
    return t(`refusal_${e.code}` as 'refusal_over_stock', values)
  }
  const err = (field: CounterField) => message(errors[field])
  const summary = (Object.keys(errors) as CounterField[]).map((field) => ({
    field,
    label: field.startsWith('line:')
      ? t('field_line', { n: draft.lines.findIndex((l) => `line:${l.key}` === field) + 1 })
      : t(`field_${field}` as 'field_buyer'),
    message: err(field) ?? '',
  }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!result.ok || posting) return
    setPosting(true)
    try {
      const invoice = await postVoucher(data, result.value, deviceId())
      toast({ title: t('posted', { no: invoice.number }) })
      navigate(workshopInvoicesModule.href.invoice(invoice.id), { replace: true })
    } catch (e) {
      toast({
        title: e instanceof SeriesFullError ? t('seriesFull') : t('billFailed'),
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
      data-testid="counter-sale-form"
    >
      <h1 className="text-2xl font-bold text-ink">{t('newCounterSale')}</h1>
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Card className="flex flex-col gap-3 p-4" id={controlId('buyer')} tabIndex={-1}>
        <PartyPicker
          value={draft.party_id}
          kind="customer"
          label={t('buyer')}
          error={err('buyer')}
          onChange={(p) => set({ party_id: p ? p.id : null })}
        />
        <Field
          label={t('shipTo')}
          htmlFor={controlId('ship_to')}
          hint={t('shipToHint')}
          error={err('ship_to')}
        >
          <Select
            id={controlId('ship_to')}
            value={draft.ship_to_state ?? ''}
            aria-invalid={errors.ship_to ? true : undefined}
            onChange={(e) => set({ ship_to_state: e.target.value })}
            data-testid="counter-ship-to"
          >
            <option value="">{t('shipToCounter')}</option>
            {GST_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {lang === 'hi' ? s.nameHi : s.name} ({s.code})
              </option>
            ))}
          </Select>
        </Field>
        {draft.party_id ? null : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('walkInName')} htmlFor={controlId('name')} hint={t('walkInNameHint')}>
              <Input
                id={controlId('name')}
                value={draft.name}
                maxLength={120}
                onChange={(e) => set({ name: e.target.value })}
              />
            </Field>
            <Field label={t('walkInState')} htmlFor={controlId('state')}>
              <Select
                id={controlId('state')}
                value={draft.state_code}
                onChange={(e) => set({ state_code: e.target.value })}
              >
                <option value="">{t('chooseState')}</option>
                {GST_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {lang === 'hi' ? s.nameHi : s.name} ({s.code})
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('walkInAddress')} htmlFor={controlId('address')} className="sm:col-span-2">
              <Textarea
                id={controlId('address')}
                value={draft.address}
                maxLength={500}
                onChange={(e) => set({ address: e.target.value })}
              />
            </Field>
          </div>
        )}
      </Card>
      <Card className="flex flex-col gap-3 p-4" id={controlId('lines')} tabIndex={-1}>
        <h2 className="font-semibold text-ink">{t('field_lines')}</h2>
        {errors.lines ? <p className="text-sm text-danger-700">{err('lines')}</p> : null}
        <ol className="flex flex-col gap-3">
          {draft.lines.map((l, i) => (
            <li
              key={l.key}
              aria-label={t('lineN', { n: i + 1 })}
              className="grid gap-3 border-t border-line pt-3 sm:grid-cols-6"
            >
              <div className="sm:col-span-6">
                <PartPicker
                  id={controlId(`line:${l.key}`)}
                  testId={`counter-part-${i}`}
                  value={l.part_id || null}
                  label={t('part')}
                  error={err(`line:${l.key}`)}
                  onChange={(part) =>
                    setLine(
                      l.key,
                      part
                        ? {
                            part_id: part.id,
                            rate: rupees(part.sale_rate),
                            incl_tax: part.sale_rate_includes_tax,
                          }
                        : { part_id: '' },
                    )
                  }
                />
              </div>
              <Field label={t('qty')} htmlFor={controlId(`qty-${l.key}`)}>
                <Input
                  id={controlId(`qty-${l.key}`)}
                  inputMode="decimal"
                  value={l.qty}
                  onChange={(e) => setLine(l.key, { qty: e.target.value })}
                />
              </Field>
              <Field label={t('rate')} htmlFor={controlId(`rate-${l.key}`)} className="sm:col-span-2">
                <MoneyInput
                  id={controlId(`rate-${l.key}`)}
                  value={l.rate}
                  onValue={(v) => setLine(l.key, { rate: v })}
                />
              </Field>
              <Field label={t('discount')} htmlFor={controlId(`discount-${l.key}`)} className="sm:col-span-2">
                <MoneyInput
                  id={controlId(`discount-${l.key}`)}
                  value={l.discount}
                  onValue={(v) => setLine(l.key, { discount: v })}
                />
              </Field>
              <div className="flex items-end justify-between gap-2">
                <label className="flex items-center gap-2 pb-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={l.incl_tax}
                    onChange={(e) => setLine(l.key, { incl_tax: e.target.checked })}
                  />
                  {t('inclTax')}
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('removeLine', { n: i + 1 })}
                  onClick={() => set({ lines: draft.lines.filter((x) => x.key !== l.key) })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => set({ lines: [...draft.lines, emptyCounterLine(newId())] })}
        >
          <Plus aria-hidden="true" />
          {t('addLine')}
        </Button>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-ink" aria-live="polite" data-testid="counter-sale-total">
          {t('total')}: {result.ok ? money(result.value.totals.grand_total) : '—'}
        </p>
        <Button type="submit" disabled={posting || billing.loading} data-testid="counter-sale-post">
          {posting ? t('posting') : t('post')}
        </Button>
      </div>
    </form>
  )
}
