// The dashboard's 30-day clock (issue 20 item 6): a dealer at ₹10 crore or more must report each B2B invoice to
// the IRP within 30 days of its date, so the invoices not yet reported are listed with the days left, the
// nearest first, each opening its invoice to upload and key the IRN back. Nothing shows below that turnover.
import { FileWarning } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { readTaxSettings } from '@schemas/settings-defaults'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { Card } from '@/ui/card'
import { vehicleInvoicesQuery } from '../data/invoices'
import { sellerOf } from '../data/seller'
import { einvoicesDue } from '../domain/einvoice'
import { useInvoicesStrings } from '../invoices-strings'
import { vehicleInvoicesModule } from '../module'

const SHOWN = 5

export default function EinvoiceClock() {
  const t = useInvoicesStrings()
  const auth = useAuth()
  const { db } = useData()
  const band = readTaxSettings(auth.settings?.tax_settings).aato_band
  const q = useRxQuery(() => (band === 'above_10cr' ? vehicleInvoicesQuery(db) : null), [db, band])
  const due = useMemo(
    () => einvoicesDue((q.data ?? []) as Voucher[], sellerOf(auth.settings), band, localToday()),
    [q.data, auth.settings, band],
  )
  if (band !== 'above_10cr' || !auth.can('vehicle_invoices', 'read')) return null
  return (
    <Card aria-labelledby="dash-einvoice" data-testid="einvoice-clock">
      <h2 id="dash-einvoice" className="flex items-center gap-2 text-base font-semibold">
        <FileWarning aria-hidden="true" className="size-5 text-brand-700" />
        {t('clockTitle')}
      </h2>
      {due.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t('clockNone')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          {due.slice(0, SHOWN).map((d) => (
            <li key={d.id} className="flex justify-between gap-3">
              <Link to={vehicleInvoicesModule.href.invoice(d.id)} className="text-brand-700 hover:underline">
                {d.number} · {d.buyer}
              </Link>
              <span className={d.daysLeft < 0 ? 'font-semibold text-danger-700' : 'text-ink'}>
                {d.daysLeft < 0
                  ? t('clockLate', { days: -d.daysLeft })
                  : t('clockLeft', { days: d.daysLeft })}
              </span>
            </li>
          ))}
          {due.length > SHOWN ? (
            <li className="text-ink-soft">{t('clockMore', { count: due.length - SHOWN })}</li>
          ) : null}
        </ul>
      )}
    </Card>
  )
}
