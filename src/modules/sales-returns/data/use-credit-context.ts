// What the credit note's check reads: the invoice, the notes already against it, the vehicle's registration,
// the lock date. Live, so a note posted on another device counts the moment it arrives.
import { useMemo } from 'react'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxDoc, useRxQuery } from '@/data/use-rx'
import type { CreditNoteContext } from '../domain/credit-note-draft'

export function useCreditContext(invoiceId: string): CreditNoteContext {
  const auth = useAuth()
  const { db } = useData()
  const invoice = (useRxDoc(() => (invoiceId ? db.vouchers.findOne(invoiceId) : null), [db, invoiceId])
    .data ?? null) as Voucher | null
  const earlierQ = useRxQuery(
    () => (invoiceId ? db.vouchers.find({ selector: { type: 'vcn', against_id: invoiceId } }) : null),
    [db, invoiceId],
  )
  const vehicleId = invoice?.lines.find((l) => l.kind === 'vehicle')?.item_id ?? ''
  const vehicle = useRxDoc(() => (vehicleId ? db.vehicles.findOne(vehicleId) : null), [db, vehicleId])
    .data as Vehicle | null | undefined
  const lock = auth.settings?.period_lock_date
  return useMemo(
    () => ({
      today: localToday(),
      lockDate: typeof lock === 'string' ? lock : '',
      invoice,
      earlier: (earlierQ.data ?? []) as Voucher[],
      registration: vehicle?.registration_no ?? null,
    }),
    [lock, invoice, earlierQ.data, vehicle],
  )
}
