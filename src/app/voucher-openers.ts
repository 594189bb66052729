// Which module shows each voucher type (src/lib/voucher-openers.ts): set once when the registry loads, so the
// ledger, the day book and the chassis card link every voucher to its own screen.
import type { VoucherType } from '@schemas/vouchers.schema'
import { setVoucherOpeners, type VoucherOpener } from '@/lib/voucher-openers'
import { journalModule, receiptsModule } from '@/modules/books/public'
import { inventoryModule } from '@/modules/inventory/public'
import { partsPurchasesModule, partsReturnsModule } from '@/modules/parts-purchases/public'
import { purchaseReturnsModule, purchasesModule } from '@/modules/purchases/public'
import { salesReturnsModule } from '@/modules/sales-returns/public'
import { vehicleInvoicesModule } from '@/modules/vehicle-invoices/public'
import { workshopInvoicesModule } from '@/modules/workshop/public'
import { wsReturnModule } from '@/modules/workshop-returns/public'

export const VOUCHER_OPENERS: Partial<Record<VoucherType, VoucherOpener>> = {
  rcpt: receiptsModule.href.voucher,
  rfnd: receiptsModule.href.voucher,
  pay: receiptsModule.href.voucher,
  jv: journalModule.href.voucher,
  vinv: vehicleInvoicesModule.href.invoice,
  vcn: salesReturnsModule.href.note,
  vpur: purchasesModule.href.bill,
  vpret: purchaseReturnsModule.href.note,
  stj: inventoryModule.href.journal,
  ppur: partsPurchasesModule.href.bill,
  ppret: partsReturnsModule.href.note,
  winv: workshopInvoicesModule.href.invoice,
  wcn: wsReturnModule.href.note,
}

setVoucherOpeners(VOUCHER_OPENERS)
