// Queries of workshop credit notes over the local database, and what a note's check reads, live: the invoice,
// the notes already against it (a note posted on another device counts the moment it arrives), the shared
// parts stock (what is still returnable of a part, and the rate it went out at), the lock date. Posting goes
// through the books (this device's WC series).
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import type { AppDatabase } from '@/data/database'
import { useData } from '@/data/data-context'
import { useRxDoc, useRxQuery } from '@/data/use-rx'
import { moveRate, returnableQty, stockSettings, usePartsStock } from '@/modules/inventory/public'
import type { WsReturnContext } from '../domain/ws-return'

/** Every workshop credit note, newest first. */
export function wsReturnsQuery(db: AppDatabase) {
  return db.vouchers.find({ selector: { type: 'wcn' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}

/** Every posted workshop invoice, newest first: what a note may be raised against. */
export function postedWorkshopInvoicesQuery(db: AppDatabase) {
  return db.vouchers.find({
    selector: { type: 'winv', status: 'posted' },
    sort: [{ type: 'asc' }, { list_key: 'asc' }],
  })
}

export function useWsReturnContext(invoiceId: string): WsReturnContext {
  const auth = useAuth()
  const { db } = useData()
  const invoice = (useRxDoc(() => (invoiceId ? db.vouchers.findOne(invoiceId) : null), [db, invoiceId])
    .data ?? null) as Voucher | null
  const earlierQ = useRxQuery(
    () => (invoiceId ? db.vouchers.find({ selector: { type: 'wcn', against_id: invoiceId } }) : null),
    [db, invoiceId],
  )
  const { state, version } = usePartsStock()
  const settings = auth.settings
  return useMemo(
    () => ({
      today: localToday(),
      lockDate: stockSettings(settings).lockDate,
      invoice,
      earlier: (earlierQ.data ?? []) as Voucher[],
      returnable: (partId: string) => (invoice ? returnableQty(state, partId, invoice.id) : null),
      outRate: (partId: string) => (invoice ? moveRate(state, partId, invoice.id) : null),
    }),
    // The stock state is changed in place; its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, invoice, earlierQ.data, state, version],
  )
}
