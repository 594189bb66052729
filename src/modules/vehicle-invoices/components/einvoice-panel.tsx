// A B2B invoice's e-invoice: the JSON to upload to the IRP, the days left to report it when the 30-day limit
// applies, what the invoice still lacks, and the IRP's answer (IRN, acknowledgement, signed QR) typed back and
// kept on the invoice, which then prints it.
import { FileJson } from 'lucide-react'
import { useId, useState } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { readTaxSettings } from '@schemas/settings-defaults'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { updateRecord } from '@/data/records'
import { downloadText } from '@/lib/download'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input, Textarea } from '@/ui/field'
import { sellerOf } from '../data/seller'
import { checkIrn, einvoiceDaysLeft, einvoicePayload, einvoiceProblems } from '../domain/einvoice'
import { useInvoicesStrings } from '../invoices-strings'

export function EinvoicePanel({ invoice, canWrite }: { invoice: Voucher; canWrite: boolean }) {
  const t = useInvoicesStrings()
  const auth = useAuth()
  const data = useData()
  const id = useId()
  const band = readTaxSettings(auth.settings?.tax_settings).aato_band
  const seller = sellerOf(auth.settings)
  const problems = einvoiceProblems(invoice, seller, band)
  const [form, setForm] = useState({ irn: '', ack_no: '', ack_date: '', signed_qr: '' })
  const [wrong, setWrong] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (problems.includes('not_b2b') || problems.includes('below_band') || problems.includes('own_gstin')) {
    return null
  }
  if (invoice.status !== 'posted') return null
  const done = invoice.einvoice?.irn
  const left = done ? null : einvoiceDaysLeft(invoice.doc_date, localToday(), band)

  const save = async () => {
    const checked = checkIrn(form)
    if (!checked.ok) return setWrong(checked.field)
    setWrong(null)
    setBusy(true)
    try {
      await updateRecord<Voucher>(
        data.db.vouchers,
        invoice.id,
        () => ({ einvoice: { status: 'generated', ...checked.value } }),
        data.writer,
      )
      toast({ title: t('irnSaved') })
    } catch (e) {
      console.error(e)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="einvoice-panel">
      <h2 className="font-semibold text-ink">{t('einvoice')}</h2>
      {done ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-ink-soft">IRN</dt>
          <dd className="break-all font-mono text-ink">{invoice.einvoice?.irn}</dd>
          <dt className="text-ink-soft">{t('ackNo')}</dt>
          <dd className="text-ink">{invoice.einvoice?.ack_no}</dd>
          <dt className="text-ink-soft">{t('ackDate')}</dt>
          <dd className="text-ink">{invoice.einvoice?.ack_date}</dd>
        </dl>
      ) : (
        <>
          {left !== null ? (
            <p
              role={left < 5 ? 'alert' : undefined}
              className={left < 5 ? 'text-sm text-danger-700' : 'text-sm text-ink-soft'}
            >
              {left >= 0 ? t('daysLeft', { n: left }) : t('daysOver', { n: -left })}
            </p>
          ) : null}
          {problems.length > 0 ? (
            <ul className="list-disc ps-5 text-sm text-danger-700">
              {problems.map((p) => (
                <li key={p}>{t(`einv_${p}` as 'einv_buyer_pin')}</li>
              ))}
            </ul>
          ) : (
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  downloadText(
                    `einvoice-${invoice.number.replace(/\//g, '-')}`,
                    JSON.stringify([einvoicePayload(invoice, seller)], null, 2),
                    '.json',
                    'application/json',
                  )
                }
                data-testid="einvoice-json"
              >
                <FileJson aria-hidden="true" />
                {t('einvoiceJson')}
              </Button>
            </div>
          )}
          {canWrite ? (
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="text-sm text-ink-soft">{t('irnBack')}</legend>
              <Field
                label="IRN"
                htmlFor={`${id}-irn`}
                error={wrong === 'irn' ? t('einv_bad_irn') : undefined}
                className="sm:col-span-2"
              >
                <Input
                  id={`${id}-irn`}
                  value={form.irn}
                  maxLength={64}
                  spellCheck={false}
                  onChange={(e) => setForm({ ...form, irn: e.target.value })}
                />
              </Field>
              <Field
                label={t('ackNo')}
                htmlFor={`${id}-ack`}
                error={wrong === 'ack_no' ? t('einv_bad_ack') : undefined}
              >
                <Input
                  id={`${id}-ack`}
                  inputMode="numeric"
                  value={form.ack_no}
                  onChange={(e) => setForm({ ...form, ack_no: e.target.value })}
                />
              </Field>
              <Field
                label={t('ackDate')}
                htmlFor={`${id}-ackd`}
                error={wrong === 'ack_date' ? t('einv_bad_date') : undefined}
              >
                <Input
                  id={`${id}-ackd`}
                  type="date"
                  value={form.ack_date}
                  onChange={(e) => setForm({ ...form, ack_date: e.target.value })}
                />
              </Field>
              <Field
                label={t('signedQr')}
                htmlFor={`${id}-qr`}
                error={wrong === 'signed_qr' ? t('einv_bad_qr') : undefined}
                className="sm:col-span-2"
              >
                <Textarea
                  id={`${id}-qr`}
                  value={form.signed_qr}
                  spellCheck={false}
                  onChange={(e) => setForm({ ...form, signed_qr: e.target.value })}
                  className="min-h-16 font-mono text-xs"
                />
              </Field>
              <div>
                <Button onClick={() => void save()} disabled={busy}>
                  {t('saveIrn')}
                </Button>
              </div>
            </fieldset>
          ) : null}
        </>
      )}
    </Card>
  )
}
