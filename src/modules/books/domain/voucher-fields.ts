// A voucher as a module makes it: records.ts adds the stamps (rev, created_at, updated_at) and the list key;
// posting adds the number (drafts burn none).
import type { Voucher } from '@schemas/vouchers.schema'

export type VoucherFields = Omit<Voucher, 'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key'>

/** Everything but the number, which is taken when the voucher is posted. */
export type UnnumberedVoucher = Omit<VoucherFields, 'number'>
