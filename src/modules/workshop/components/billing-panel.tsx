// Billing a saved job card: "Bill" once it is ready, every refusal named with its line, and once billed the
// invoices it was billed on, each opening its screen. A card whose invoices have all been cancelled (on any
// device) is unbilled here so it can be corrected and billed again.
import { ReceiptIndianRupee } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { SeriesFullError } from '@/modules/books/public'
import { Button } from '@/ui/button'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { AlreadyBilledError, billCard, cardInvoicesQuery, unbillIfCancelled } from '../data/billing'
import { useBillingContext } from '../data/use-billing'
import { billJobCard, type BillingRefusal } from '../domain/billing'
import { hasBillable } from '../domain/payers'
import { useInvoiceStrings } from '../invoice-strings'
import { workshopInvoicesModule } from '../module'
import { useWorkshopStrings } from '../workshop-strings'

export function BillingPanel({ card, disabled }: { card: JobCard; disabled: boolean }) {
  const t = useInvoiceStrings()
  const tw = useWorkshopStrings()
  const lang = useLanguage()
  const data = useData()
  const ctx = useBillingContext(card)
  const [refusals, setRefusals] = useState<BillingRefusal[]>([])
  const [busy, setBusy] = useState(false)
  const { data: found } = useRxQuery(() => cardInvoicesQuery(data.db, card.id), [data.db, card.id])
  const invoices = useMemo(() => (found ?? []) as Voucher[], [found])
  const billed = card.billing
    ? invoices.filter((v) => card.billing!.invoice_ids.includes(v.id))
    : invoices.filter((v) => v.status === 'posted')
  const allCancelled =
    !!card.billing &&
    billed.length === card.billing.invoice_ids.length &&
    billed.every((v) => v.status === 'cancelled')

  useEffect(() => {
    if (allCancelled && !disabled) void unbillIfCancelled(data, card.id)
  }, [allCancelled, disabled, data, card.id])

  const lineName = (id: string | undefined) => {
    if (!id) return ''
    const labour = card.labour.findIndex((l) => l.id === id)
    if (labour >= 0) return `${tw('labour')} · ${tw('lineN', { n: labour + 1 })}`
    const part = card.parts.findIndex((l) => l.id === id)
    return part >= 0 ? `${tw('parts')} · ${tw('lineN', { n: part + 1 })}` : ''
  }
  const refusalText = (r: BillingRefusal) => {
    const values = Object.fromEntries(
      Object.entries(r.values ?? {}).map(([k, v]) => [
        k,
        k === 'mrp' && typeof v === 'number'
          ? formatPaise(v, { locale: lang })
          : k === 'date'
            ? displayDate(String(v), lang)
            : v,
      ]),
    )
    const why = t(`refusal_${r.code}`, values)
    return r.line ? t('lineLabel', { line: lineName(r.line), why }) : why
  }

  const bill = async () => {
    const result = billJobCard(card, ctx)
    if (!result.ok) {
      setRefusals(result.refusals)
      return
    }
    setRefusals([])
    setBusy(true)
    try {
      const posted = await billCard(data, card, result.invoices, deviceId())
      toast({ title: t('billed', { numbers: posted.map((v) => v.number).join(', ') }) })
    } catch (e) {
      toast({
        title:
          e instanceof AlreadyBilledError
            ? t('alreadyBilled')
            : e instanceof SeriesFullError
              ? t('seriesFull')
              : t('billFailed'),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="jc-billing"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="billing-panel"
    >
      <h2 id="jc-billing" className="text-lg font-semibold text-ink">
        {t('billing')}
      </h2>
      {card.billing ? (
        <ul className="flex flex-col gap-1 text-sm" data-testid="card-invoices">
          {billed.map((v) => (
            <li key={v.id}>
              <Link
                to={workshopInvoicesModule.href.invoice(v.id)}
                className="font-medium text-brand-700 underline"
              >
                {v.number}
              </Link>{' '}
              · {v.party?.name ?? ''} · {formatPaise(v.totals.grand_total, { locale: lang })}
              {v.status === 'cancelled' ? ` · ${t('cancelled', { reason: v.cancel?.reason ?? '' })}` : ''}
            </li>
          ))}
        </ul>
      ) : !hasBillable(card) ? (
        <p className="text-sm text-ink-soft">{t('nothingToBill')}</p>
      ) : card.status !== 'ready' ? (
        <p className="text-sm text-ink-soft">{t('billHint')}</p>
      ) : disabled ? null : (
        <Button
          className="self-start"
          disabled={busy || ctx.loading}
          onClick={() => void bill()}
          data-testid="bill-job-card"
        >
          <ReceiptIndianRupee aria-hidden="true" />
          {busy ? t('billing_now') : t('bill')}
        </Button>
      )}
      {refusals.length > 0 ? (
        <div role="alert" className="text-sm text-red-700" data-testid="billing-refusals">
          <p className="font-medium">{t('refusalsTitle')}</p>
          <ul className="list-disc pl-5">
            {refusals.map((r, i) => (
              <li key={`${r.code}-${r.line ?? ''}-${i}`}>{refusalText(r)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
