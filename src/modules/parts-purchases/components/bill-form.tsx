// A new parts bill keyed as the supplier printed it (research/modules.md §3.7): the supplier and its bill, the
// lines in the dealer's own purchase columns (a part from the master, or a new one made from the line), the
// printed total. prepareBill decides, live; posting makes the new parts, writes the WP voucher through the books
// and the parts are in stock; the master's rates follow when the bill says so.
import { useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { SeriesFullError } from '@/modules/books/public'
import { PartyPicker } from '@/modules/customers/public'
import { PartNumberTakenError } from '@/modules/inventory/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CheckOption } from '@/ui/check-option'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { Segmented } from '@/ui/segmented'
import { useSaveShortcut } from '@/ui/use-shortcut'
import type { FieldError } from '@/utils/form-model'
import { supplierState, taxShownFor } from '@/utils/supplier-bill'
import { NewPartRefusedError, postPartsBill } from '../data/parts-purchases'
import { useBillContext } from '../data/use-bill-context'
import { emptyBill, type PartsBillDraft } from '../domain/draft'
import { billRefusalField, billRefusalMessage, billWarningMessage } from '../domain/messages'
import { prepareBill, type FormField } from '../domain/prepare'
import { partsPurchasesModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'
import { BillLines, nextKey } from './bill-lines'
import { BillTotals } from './bill-totals'

type Key = Parameters<ReturnType<typeof usePartsPurchasesStrings>>[0]

const LABEL: Partial<Record<string, Key>> = {
  supplier_id: 'supplier',
  supplier_state: 'supplier',
  bill_no: 'billNo',
  bill_date: 'billDate',
  grn_date: 'grnDate',
  printed_total: 'printedTotal',
  lines: 'lines',
}

export function BillForm() {
  const t = usePartsPurchasesStrings()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<PartsBillDraft>(() => emptyBill(localToday(), nextKey()))
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const { ctx } = useBillContext(draft.supplier_id, draft.bill_date)
  const prepared = prepareBill(draft, ctx)
  const shown = attempt > 0 && !prepared.ok
  const errors = shown ? prepared.errors : {}
  const controlId = (field: string) => `${id}-${field}`
  const message = (field: string, e: FieldError | undefined) => {
    if (!e) return undefined
    const n = field.startsWith('line_') ? Number(field.slice(5)) + 1 : 0
    const code = field.endsWith('_date') && e.code === 'invalid' ? 'date_invalid' : e.code
    return t(`field_${code}` as 'field_required', { line: n, ...e.values })
  }
  const err = (f: FormField) => message(f, errors[f])
  const set = <K extends keyof PartsBillDraft>(k: K, v: PartsBillDraft[K]) =>
    setDraft((d) => ({ ...d, [k]: v }))
  const refusals = shown
    ? prepared.refusals.map((r) => {
        const m = billRefusalMessage(r, prepared.rows)
        return {
          field: billRefusalField(r, prepared.rows),
          label: t('refused'),
          message: t(m.key as 'refuse_no-lines', m.values),
        }
      })
    : []
  const summary = [
    ...(Object.keys(errors) as FormField[]).map((f) => ({
      field: f,
      label: LABEL[f] ? t(LABEL[f]) : t('lineN', { n: Number(f.slice(5)) + 1 }),
      message: err(f) ?? '',
    })),
    ...refusals,
  ]
  const warnings = prepared.ok
    ? prepared.warnings.map((w) => {
        const m = billWarningMessage(w, prepared.rows)
        return t(m.key as 'warn_eway-bill-missing', m.values)
      })
    : []
  const supplierStateCode = ctx.supplier ? supplierState(ctx.supplier) : undefined

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!prepared.ok || posting || !ctx.supplier) return
    setPosting(true)
    try {
      const voucher = await postPartsBill(data, data.companyId, deviceId(), prepared, ctx.supplier, {
        today: ctx.today,
        units: ctx.units,
        hsnSixDigits: ctx.hsn_six_digits,
      })
      toast({ title: t('posted', { no: voucher.number, count: prepared.lines.length }) })
      navigate(partsPurchasesModule.href.bill(voucher.id), { replace: true })
    } catch (e) {
      console.error(e)
      toast({
        title:
          e instanceof SeriesFullError
            ? t('seriesFull')
            : e instanceof NewPartRefusedError
              ? t('newPartRefused', { no: e.partNo })
              : e instanceof PartNumberTakenError
                ? t('newPartTaken', { no: e.partNo })
                : t('saveFailed'),
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
      className="mx-auto flex max-w-6xl flex-col gap-4"
      data-testid="parts-bill-form"
    >
      <h1 className="text-2xl font-bold text-ink">{t('newTitle')}</h1>
      {auth.readOnly ? <p role="status">{t('readOnly')}</p> : null}
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Card
        className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3"
        id={controlId('supplier_state')}
        tabIndex={-1}
      >
        <div className="sm:col-span-2 lg:col-span-3" id={controlId('supplier_id')} tabIndex={-1}>
          <PartyPicker
            kind="supplier"
            label={t('supplier')}
            required
            value={draft.supplier_id || null}
            error={err('supplier_id') ?? err('supplier_state')}
            onChange={(party) => {
              const state = party
                ? supplierState({
                    state_code: party.state_code ?? undefined,
                    gstin: party.gstin ?? undefined,
                  })
                : undefined
              setDraft((d) => ({
                ...d,
                supplier_id: party?.id ?? '',
                tax_shown: taxShownFor(state, ctx.dealer_state_code),
              }))
            }}
          />
        </div>
        <Field label={t('billNo')} htmlFor={controlId('bill_no')} error={err('bill_no')}>
          <Input
            id={controlId('bill_no')}
            value={draft.bill_no}
            maxLength={30}
            autoComplete="off"
            onChange={(e) => set('bill_no', e.target.value)}
          />
        </Field>
        <Field label={t('billDate')} htmlFor={controlId('bill_date')} error={err('bill_date')}>
          <Input
            id={controlId('bill_date')}
            type="date"
            value={draft.bill_date}
            onChange={(e) => set('bill_date', e.target.value)}
          />
        </Field>
        <Field label={t('grnDate')} htmlFor={controlId('grn_date')} error={err('grn_date')}>
          <Input
            id={controlId('grn_date')}
            type="date"
            value={draft.grn_date}
            onChange={(e) => set('grn_date', e.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">{t('taxShown')}</span>
          <Segmented
            label={t('taxShown')}
            value={draft.tax_shown}
            onChange={(v) => set('tax_shown', v)}
            options={[
              { value: 'cgst_sgst', label: t('tax_cgst_sgst') },
              { value: 'igst', label: t('tax_igst') },
            ]}
          />
          {supplierStateCode ? (
            <p className="text-xs text-ink-soft" data-testid="bill-tax-note">
              {supplierStateCode === ctx.dealer_state_code ? t('taxSame') : t('taxOther')}
            </p>
          ) : null}
        </div>
        <Field label={t('transporter')} htmlFor={controlId('transporter')}>
          <Input
            id={controlId('transporter')}
            value={draft.transporter}
            maxLength={100}
            onChange={(e) => set('transporter', e.target.value)}
          />
        </Field>
        <Field label={t('ewayBill')} htmlFor={controlId('eway_bill')}>
          <Input
            id={controlId('eway_bill')}
            value={draft.eway_bill}
            inputMode="numeric"
            maxLength={12}
            onChange={(e) => set('eway_bill', e.target.value)}
          />
        </Field>
      </Card>

      <BillLines
        anchorId={controlId('lines')}
        lines={draft.lines}
        columns={ctx.columns}
        billDate={draft.bill_date}
        taxShown={draft.tax_shown}
        units={ctx.units}
        onLines={(lines) => set('lines', lines)}
        lineId={(i) => controlId(`line_${i}`)}
        lineError={(i) => {
          const field = `line_${i}`
          const own = message(field, errors[field as FormField])
          if (own) return own
          const refused = refusals.filter((r) => r.field === field).map((r) => r.message)
          return refused.length ? refused.join(' ') : undefined
        }}
      />

      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          <Field label={t('printedTotal')} htmlFor={controlId('printed_total')} error={err('printed_total')}>
            <MoneyInput
              id={controlId('printed_total')}
              value={draft.printed_total}
              onValue={(v) => set('printed_total', v)}
            />
          </Field>
          <CheckOption
            id={controlId('update_rates')}
            checked={draft.update_rates}
            onChange={(v) => set('update_rates', v)}
          >
            {t('updateRates')}
          </CheckOption>
        </div>
        <BillTotals prepared={prepared} />
      </Card>

      {warnings.length > 0 ? (
        <div
          role="status"
          className="rounded-lg border border-saffron-500 bg-saffron-100 px-3 py-2 text-sm text-ink"
        >
          <p className="font-medium">{t('warnings')}</p>
          <ul className="list-disc pl-5">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={posting || auth.readOnly} data-testid="parts-bill-post">
          {posting ? t('posting') : t('post')}
        </Button>
      </div>
    </form>
  )
}
