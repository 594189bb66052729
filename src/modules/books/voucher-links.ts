// Where a voucher opens: one answer for the ledger, the day book, the cash warning and every list. The books'
// own types open here; every other type where the app registered its module (src/lib/voucher-openers.ts).
// A type whose screen is not built yet opens nowhere (null), never a wrong screen.
import type { VoucherType } from '@schemas/vouchers.schema'
import { openVoucherHref } from '@/lib/voucher-openers'
import { journalModule, receiptsModule } from './module'

const OPENS: Partial<Record<VoucherType, (id: string) => string>> = {
  rcpt: receiptsModule.href.voucher,
  rfnd: receiptsModule.href.voucher,
  pay: receiptsModule.href.voucher,
  jv: journalModule.href.voucher,
}

export function voucherHref(type: VoucherType, id: string): string | null {
  const own = OPENS[type]
  return own ? own(id) : openVoucherHref(type, id)
}
