// Where a voucher opens, from the modules that show it: one answer for the ledger, the day book, the cash
// warning and every list. A type whose screen is not built yet opens nowhere (null), never a wrong screen.
import type { VoucherType } from '@schemas/vouchers.schema'
import { journalModule, receiptsModule } from './module'

const OPENS: Partial<Record<VoucherType, (id: string) => string>> = {
  rcpt: receiptsModule.href.voucher,
  rfnd: receiptsModule.href.voucher,
  pay: receiptsModule.href.voucher,
  jv: journalModule.href.voucher,
}

export function voucherHref(type: VoucherType, id: string): string | null {
  return OPENS[type]?.(id) ?? null
}
