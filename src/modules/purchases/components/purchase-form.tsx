// A new OEM bill keyed as printed (research/modules.md §3.1): supplier and bill, the vehicles from the
// dispatch list, freight and insurance, transport, and the printed total. preparePurchase decides, live;
// posting writes the vehicles and the VP voucher through the books, and the vehicles are in stock.
import { Plus } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { SeriesFullError } from '@/modules/books/public'
import { PartyPicker } from '@/modules/customers/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input } from '@/ui/field'
import { LineRows } from '@/ui/line-rows'
import { MoneyInput } from '@/ui/money-input'
import { Segmented } from '@/ui/segmented'
import { useSaveShortcut } from '@/ui/use-shortcut'
import type { FieldError } from '@/utils/form-model'
import { postPreparedPurchase } from '../data/purchases'
import { usePurchaseContext } from '../data/use-purchase-context'
import { emptyPurchaseDraft, type ChargeDraft, type PurchaseDraft } from '../domain/draft'
import { purchaseRefusalField, purchaseRefusalMessage, purchaseWarningMessage } from '../domain/messages'
import { supplierState, taxShownFor } from '@/utils/supplier-bill'
import { preparePurchase, type FormField } from '../domain/prepare'
import { purchasesModule } from '../module'
import { usePurchasesStrings } from '../purchases-strings'
import { PurchaseTotals } from './purchase-totals'
import { VehicleLines } from './vehicle-lines'

type Key = Parameters<ReturnType<typeof usePurchasesStrings>>[0]

const LABEL: Partial<Record<FormField, Key>> = {
  supplier_id: 'supplier',
  supplier_state: 'supplier',
  bill_no: 'billNo',
  bill_date: 'billDate',
  grn_date: 'grnDate',
  printed_total: 'printedTotal',
}

export function PurchaseForm() {
  const t = usePurchasesStrings()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<PurchaseDraft>(() => emptyPurchaseDraft(localToday()))
  const [attempt, setAttempt] = useState(0)
  const [posting, setPosting] = useState(false)
  const { ctx, catalog } = usePurchaseContext(draft.supplier_id, draft.bill_date)
  const prepared = preparePurchase(draft, ctx)
  const shown = attempt > 0 && !prepared.ok
  const errors = shown ? prepared.errors : {}
  const controlId = (field: string) => `${id}-${field}`
  const message = (e: FieldError | undefined) => (e ? t(`field_${e.code}` as 'field_required') : undefined)
  const err = (f: FormField) => message(errors[f])
  const set = <K extends keyof PurchaseDraft>(k: K, v: PurchaseDraft[K]) =>
    setDraft((d) => ({ ...d, [k]: v }))
  const refusals = shown
    ? prepared.refusals.map((r) => {
        const m = purchaseRefusalMessage(r)
        const field = purchaseRefusalField(r)
        return { field, label: t('refused'), message: t(m.key as 'refuse_no-lines', m.values) }
      })
    : []
  const summary = [
    ...(Object.keys(errors) as FormField[]).map((f) => ({
      field: f,
      label: LABEL[f] ? t(LABEL[f]) : f.startsWith('charge_') ? t('charges') : t('vehicles'),
      message: err(f) ?? '',
    })),
    ...refusals,
  ]
  const warnings = prepared.ok
    ? prepared.warnings.map((w) => {
        const m = purchaseWarningMessage(w)
        return t(m.key as 'warn_not-a-vin', m.values)
      })
    : []
  const supplierStateCode = ctx.supplier ? supplierState(ctx.supplier) : undefined

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!prepared.ok || posting || !ctx.supplier) return
    setPosting(true)
    try {
      const describe = (catalogId: string) => {
        const c = catalog.find((x) => x.id === catalogId)
        return c ? `${c.make} ${c.model} ${c.variant}` : ''
      }
      const voucher = await postPreparedPurchase(
        data,
        data.companyId,
        deviceId(),
        prepared,
        ctx.supplier,
        describe,
      )
      toast({ title: t('posted', { no: voucher.number, count: prepared.lines.length }) })
      navigate(purchasesModule.href.bill(voucher.id), { replace: true })
    } catch (e) {
      console.error(e)
      toast({
        title: e instanceof SeriesFullError ? t('seriesFull') : t('saveFailed'),
        variant: 'destructive',
      })
    } finally {
      setPosting(false)
    }
  }

  const chargeRow = (kind: ChargeDraft['kind']): ChargeDraft => ({ kind, taxable: '', rate: '18' })

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="mx-auto flex max-w-5xl flex-col gap-4"
      data-testid="purchase-form"
    >
      <h1 className="text-2xl font-bold text-ink">{t('newTitle')}</h1>
      {auth.readOnly ? <p role="status">{t('readOnly')}</p> : null}
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2" id={controlId('supplier_state')} tabIndex={-1}>
        <div className="sm:col-span-2" id={controlId('supplier_id')} tabIndex={-1}>
          <PartyPicker
            kind="supplier"
            label={t('supplier')}
            required
            value={draft.supplier_id || null}
            error={err('supplier_id') ?? err('supplier_state')}
            onChange={(party) => {
              const state = party ? supplierState({ ...party, pan: party.pan ?? undefined }) : undefined
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
            maxLength={16}
            autoComplete="off"
            onChange={(e) => set('bill_no', e.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">{t('taxShown')}</span>
          <Segmented
            label={t('taxShown')}
            value={draft.tax_shown}
            onChange={(v) => set('tax_shown', v)}
            options={[
              { value: 'igst', label: t('tax_igst') },
              { value: 'cgst_sgst', label: t('tax_cgst_sgst') },
            ]}
          />
          {supplierStateCode ? (
            <p className="text-xs text-ink-soft">
              {supplierStateCode === ctx.dealer_state_code ? t('taxSame') : t('taxOther')}
            </p>
          ) : null}
        </div>
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
      </Card>

      <VehicleLines
        anchorId={controlId('vehicles')}
        draft={draft}
        onDraft={setDraft}
        catalog={catalog}
        lineId={(i) => controlId(`line_${i}`)}
        lineError={(i) => {
          const field = `line_${i}` as FormField
          const own = err(field)
          if (own) return own
          const refusal = refusals.filter((r) => r.field === field).map((r) => r.message)
          return refusal.length ? refusal.join(' ') : undefined
        }}
      />

      <Card className="flex flex-col gap-3 p-4">
        <div>
          <h2 className="font-semibold text-ink">{t('charges')}</h2>
          <p className="text-sm text-ink-soft">{t('chargesHint')}</p>
        </div>
        <LineRows
          rows={draft.charges}
          rowKey={(_, i) => String(i)}
          onChange={(charges) => set('charges', charges)}
          removeLabel={(i) => t('removeCharge', { n: i + 1 })}
          errorOf={(_, i) => err(`charge_${i}`)}
          idOf={(_, i) => controlId(`charge_${i}`)}
          rowClassName="grid-cols-[minmax(0,1fr)_6rem_auto] sm:grid-cols-[10rem_minmax(0,14rem)_6rem_auto]"
        >
          {(c, i, patch) => {
            const kind = t(`charge_${c.kind}`)
            return (
              <>
                <span className="hidden text-sm text-ink sm:block">{kind}</span>
                <MoneyInput
                  aria-label={t('chargeTaxable', { kind, n: i + 1 })}
                  value={c.taxable}
                  onValue={(v) => patch({ taxable: v })}
                />
                <Input
                  aria-label={t('chargeRate', { kind, n: i + 1 })}
                  inputMode="decimal"
                  value={c.rate}
                  onChange={(e) => patch({ rate: e.target.value })}
                />
              </>
            )
          }}
        </LineRows>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set('charges', [...draft.charges, chargeRow('freight')])}
          >
            <Plus aria-hidden="true" />
            {t('addFreight')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set('charges', [...draft.charges, chargeRow('insurance')])}
          >
            <Plus aria-hidden="true" />
            {t('addInsurance')}
          </Button>
        </div>
      </Card>

      <Card className="grid gap-4 p-4 sm:grid-cols-3">
        <h2 className="font-semibold text-ink sm:col-span-3">{t('transport')}</h2>
        <Field label={t('transporter')} htmlFor={controlId('transporter')}>
          <Input
            id={controlId('transporter')}
            value={draft.transporter}
            maxLength={100}
            onChange={(e) => set('transporter', e.target.value)}
          />
        </Field>
        <Field label={t('lrNo')} htmlFor={controlId('lr_no')}>
          <Input
            id={controlId('lr_no')}
            value={draft.lr_no}
            maxLength={30}
            onChange={(e) => set('lr_no', e.target.value)}
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

      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <Field label={t('printedTotal')} htmlFor={controlId('printed_total')} error={err('printed_total')}>
          <MoneyInput
            id={controlId('printed_total')}
            value={draft.printed_total}
            onValue={(v) => set('printed_total', v)}
          />
        </Field>
        <PurchaseTotals prepared={prepared} />
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
        <Button type="submit" disabled={posting || auth.readOnly} data-testid="purchase-post">
          {posting ? t('posting') : t('post')}
        </Button>
      </div>
    </form>
  )
}
