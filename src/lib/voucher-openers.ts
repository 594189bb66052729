// Where a voucher of another module opens. A module may not import another's screens, yet the ledger, the day
// book and the chassis card list vouchers of every type; the app, which knows every module, says once at
// start which module shows which type (src/app/voucher-openers.ts). A type no built module shows opens
// nowhere (null), never a wrong screen.
import type { VoucherType } from '@schemas/vouchers.schema'

export type VoucherOpener = (id: string) => string

let openers: Partial<Record<VoucherType, VoucherOpener>> = {}

export function setVoucherOpeners(map: Partial<Record<VoucherType, VoucherOpener>>): void {
  openers = { ...map }
}

/** The address of voucher `id` of `type`, or null when no module shows that type. */
export function openVoucherHref(type: VoucherType, id: string): string | null {
  return openers[type]?.(id) ?? null
}
