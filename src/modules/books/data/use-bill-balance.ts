// A bill's standing for its own screen: live from the party's vouchers, so a receipt posted on another device
// and pulled here moves it at once.
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import { billBalance } from '../domain/ledger'
import { usePartyVouchers } from './use-receipt-context'

export function useBillBalance(bill: Voucher): ReturnType<typeof billBalance> {
  const { vouchers } = usePartyVouchers(bill.party_id ?? '')
  return billBalance(bill, vouchers, localToday())
}
