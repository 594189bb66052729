// What the vehicle invoice's three prints share (tax-invoice-doc.ts, gate-pass-doc.ts, form21-doc.ts): the
// input; the labels, facts table and the frame's opening are every invoice print's (src/lib/documents/
// invoice-print.ts).
import type { CatalogItem } from '@schemas/catalog.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { DocImage } from '@workers/documents/spec.options'
import type { FrameCompany, FrameLang } from '@/lib/documents/frame'

export {
  cell,
  facts,
  invoiceFrame,
  printLabels,
  type PrintLabels,
  type PrintT,
} from '@/lib/documents/invoice-print'

export type InvoicePrint = {
  invoice: Voucher
  company: FrameCompany
  logo?: DocImage | null
  lang: FrameLang
  /** The settings' turnover band: HSN at 4 digits up to ₹5 crore, else 6. */
  band: 'upto_5cr' | 'upto_10cr' | 'above_10cr'
  terms?: string
  /** Form 21 prints the variant's class, fuel, seats and engine size. */
  variant?: Pick<
    CatalogItem,
    'make' | 'model' | 'variant' | 'body' | 'fuel' | 'seating' | 'engine_cc' | 'motor_watts'
  > | null
}
