// Everything the receipt form's check reads, from the local database: the party, its vouchers (open bills —
// a supplier's for a payment —, cash already received or paid, receipts a refund may pay back), its bookings,
// the dealer's cash and bank accounts, and the period rules (domain/receipt-context.ts makes the context).
// Live: a pull from another device that changes any of them re-runs the check.
import { useMemo } from 'react'
import type { Account } from '@schemas/accounts.schema'
import type { Booking } from '@schemas/bookings.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth, type AuthContextValue } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useParty } from '@/modules/customers/public'
import type { MoneyKind } from '../domain/money'
import type { PeriodRules } from '../domain/period'
import type { ReceiptContext } from '../domain/receipt'
import { receiptContextOf } from '../domain/receipt-context'
import { moneyAccountsQuery, partyVouchersQuery } from './vouchers'

/** The period rules of the signed-in company: its lock date (settings) and validity (profile). */
export function periodRules(
  auth: Pick<AuthContextValue, 'settings' | 'profile'>,
  today = localToday(),
): PeriodRules {
  const lock = auth.settings?.period_lock_date
  return {
    lockDate: typeof lock === 'string' && lock !== '' ? lock : null,
    today,
    validTill: auth.profile?.app_valid_till ?? null,
  }
}

/** The dealer's own cash and bank accounts (the system cash and bank accounts come first in the form). */
export function useMoneyAccounts(): Account[] {
  const { db } = useData()
  const data = useRxQuery(() => moneyAccountsQuery(db), [db]).data
  return useMemo(() => data ?? [], [data])
}

export function usePartyVouchers(partyId: string): { vouchers: Voucher[]; loading: boolean } {
  const { db } = useData()
  const q = useRxQuery(() => (partyId ? partyVouchersQuery(db, partyId) : null), [db, partyId])
  const vouchers = useMemo(() => q.data ?? [], [q.data])
  return { vouchers, loading: Boolean(partyId) && q.loading }
}

export function useReceiptContext(
  kind: MoneyKind,
  partyId: string,
): {
  ctx: ReceiptContext
  vouchers: Voucher[]
  accounts: Account[]
} {
  const auth = useAuth()
  const { db } = useData()
  const party = useParty(partyId || null).data ?? null
  const { vouchers } = usePartyVouchers(partyId)
  const bookingsData = useRxQuery(
    () => (partyId ? db.bookings.find({ selector: { party_id: partyId } }) : null),
    [db, partyId],
  ).data
  const bookings = useMemo(() => (bookingsData ?? []) as Booking[], [bookingsData])
  const accounts = useMoneyAccounts()
  const today = localToday()
  const ctx = useMemo(
    (): ReceiptContext =>
      receiptContextOf({
        kind,
        partyId,
        party,
        vouchers,
        bookings: bookings
          .filter((b) => b.status !== 'cancelled')
          .map((b) => ({
            id: b.id,
            receipt_no: b.receipt_no,
            booking_date: b.booking_date,
            party_id: b.party_id,
          })),
        accounts: new Map(accounts.map((a) => [a.id, a])),
        period: periodRules(auth, today),
      }),
    [auth, today, accounts, party, partyId, vouchers, bookings, kind],
  )
  return { ctx, vouchers, accounts }
}
