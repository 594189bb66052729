// Recording a vehicle's delivery on its posted invoice: when, the odometer, the gate pass and what was handed
// over. Once saved it is a fact (the server refuses to rewrite it) and the booking becomes delivered.
import { Truck } from 'lucide-react'
import { useId, useState } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { Field, Input, Textarea } from '@/ui/field'
import { recordDelivery } from '../data/invoices'
import { checkDelivery, DELIVERY_CHECKLIST, type DeliveryDraft } from '../domain/delivery'
import { useInvoicesStrings } from '../invoices-strings'

/** Local date and time for a datetime-local input. */
function nowLocal(): string {
  const d = new Date()
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset())
  return d.toISOString().slice(0, 16)
}

export function DeliveryDialog({ invoice }: { invoice: Voucher }) {
  const t = useInvoicesStrings()
  const data = useData()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [draft, setDraft] = useState<DeliveryDraft>(() => ({
    at: nowLocal(),
    odometer: '',
    gate_pass_no: '',
    checklist: [...DELIVERY_CHECKLIST],
    remarks: '',
  }))
  const checked = checkDelivery(draft, invoice.doc_date)
  const errors = attempt > 0 && !checked.ok ? checked.errors : {}
  const save = async () => {
    setAttempt((n) => n + 1)
    if (!checked.ok) return
    setBusy(true)
    try {
      await recordDelivery(data, invoice, checked.value)
      toast({ title: t('deliverySaved') })
      setOpen(false)
    } catch (e) {
      console.error(e)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="invoice-deliver">
        <Truck aria-hidden="true" />
        {t('deliver')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('deliveryTitle')}>
        <div className="flex flex-col gap-3">
          <Field
            label={t('deliveredAt')}
            htmlFor={`${id}-at`}
            error={errors.at ? t(`err_${errors.at.code}` as 'err_required') : undefined}
          >
            <Input
              id={`${id}-at`}
              type="datetime-local"
              value={draft.at}
              onChange={(e) => setDraft({ ...draft, at: e.target.value })}
            />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('odometer')}
              htmlFor={`${id}-odo`}
              error={errors.odometer ? t(`err_${errors.odometer.code}` as 'err_required') : undefined}
            >
              <Input
                id={`${id}-odo`}
                inputMode="numeric"
                value={draft.odometer}
                onChange={(e) => setDraft({ ...draft, odometer: e.target.value })}
              />
            </Field>
            <Field label={t('gatePassNo')} htmlFor={`${id}-gp`}>
              <Input
                id={`${id}-gp`}
                maxLength={30}
                value={draft.gate_pass_no}
                onChange={(e) => setDraft({ ...draft, gate_pass_no: e.target.value })}
              />
            </Field>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-ink">{t('checklist')}</legend>
            {DELIVERY_CHECKLIST.map((item) => (
              <label key={item} className="flex min-h-9 items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={draft.checklist.includes(item)}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      checklist: e.target.checked
                        ? [...draft.checklist, item]
                        : draft.checklist.filter((c) => c !== item),
                    })
                  }
                />
                {t(`check_${item}`)}
              </label>
            ))}
          </fieldset>
          <Field label={t('remarks')} htmlFor={`${id}-rm`}>
            <Textarea
              id={`${id}-rm`}
              maxLength={500}
              value={draft.remarks}
              onChange={(e) => setDraft({ ...draft, remarks: e.target.value })}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void save()} disabled={busy} data-testid="delivery-save">
              {t('saveDelivery')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
