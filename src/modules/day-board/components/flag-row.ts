// One compliance flag as its inbox row: its words, its figure, the feature a user needs to see it, and where it
// goes — one item opens that item, many open their register.
import type { Feature } from '@schemas/access'
import { VOUCHER_TYPE_DEFS } from '@schemas/voucher-types'
import type { Lang } from '@/lib/i18n'
import { openVoucherHref } from '@/lib/voucher-openers'
import { displayDate } from '@/utils/display-date'
import { receiptsModule } from '@/modules/books/public'
import { inventoryModule } from '@/modules/inventory/public'
import { salesReturnsModule } from '@/modules/sales-returns/public'
import { stockModule } from '@/modules/stock/public'
import { syncModule } from '@/modules/sync/public'
import { vehicleInvoicesModule } from '@/modules/vehicle-invoices/public'
import type { useDayBoardStrings } from '../day-board-strings'
import type { ComplianceFlag } from '../domain/compliance'

export type FlagRow = {
  id: string
  feature: Feature | null
  label: string
  figure: string
  detail?: string
  to: string
  opens: string
}

/** One inbox flag as its row: words, figure, the feature it needs and what it opens (one item: that item). */
export function flagRow(flag: ComplianceFlag, t: ReturnType<typeof useDayBoardStrings>, lang: Lang): FlagRow {
  switch (flag.kind) {
    case 'irn_pending':
      return {
        id: flag.kind,
        feature: 'vehicle_invoices',
        label: t('flag_irn_pending'),
        figure:
          flag.daysLeft < 0
            ? t('flag_irn_pending_late', { count: flag.count, days: -flag.daysLeft })
            : t('flag_irn_pending_left', { count: flag.count, days: flag.daysLeft }),
        to:
          flag.count === 1
            ? vehicleInvoicesModule.href.invoice(flag.first)
            : vehicleInvoicesModule.href.list(),
        opens: flag.count === 1 ? t('opensInvoice') : t('opensVehicleInvoices'),
      }
    case 'cn_cutoff':
      return {
        id: flag.kind,
        feature: 'sales_returns',
        label: t('flag_cn_cutoff', { fy: flag.fy, date: displayDate(flag.lastDay, lang) }),
        figure: t('flag_cn_cutoff_detail', { days: flag.daysLeft, count: flag.drafts }),
        to: salesReturnsModule.href.list(),
        opens: t('opensSalesReturns'),
      }
    case 'cash_limit':
      return {
        id: flag.kind,
        feature: 'receipts',
        label: t('flag_cash_limit'),
        figure: String(flag.count),
        to: receiptsModule.href.list(),
        opens: t('opensReceipts'),
      }
    case 'chassis_twice':
      return {
        id: flag.kind,
        feature: 'stock',
        label: t('flag_chassis_twice'),
        figure: String(flag.count),
        to: flag.count === 1 ? stockModule.href.unit(flag.first) : stockModule.href.list(),
        opens: flag.count === 1 ? t('opensUnit') : t('opensStock'),
      }
    case 'negative_stock':
      return {
        id: flag.kind,
        feature: 'workshop_inventory',
        label: t('flag_negative_stock'),
        figure: String(flag.count),
        to: flag.count === 1 ? inventoryModule.href.part(flag.first) : inventoryModule.href.list(),
        opens: flag.count === 1 ? t('opensPart') : t('opensInventory'),
      }
    case 'sync_conflicts':
      return {
        id: flag.kind,
        feature: null,
        label: t('flag_sync_conflicts'),
        figure: String(flag.count),
        to: syncModule.href.list(),
        opens: t('opensConflicts'),
      }
    case 'old_drafts': {
      const one = openVoucherHref(flag.type, flag.first)
      return {
        id: `${flag.kind}-${flag.type}`,
        feature: VOUCHER_TYPE_DEFS[flag.type].feature,
        label: t('flag_old_drafts', { type: VOUCHER_TYPE_DEFS[flag.type].name[lang] }),
        figure: String(flag.count),
        // Many drafts open their register: the address of one without its ?id=.
        to: (flag.count === 1 ? one : one?.split('?')[0]) ?? '/dashboard',
        opens: flag.count === 1 ? t('opensDraft') : t('opensRegister'),
      }
    }
  }
}
