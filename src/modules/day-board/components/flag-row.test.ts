import { afterEach, describe, expect, it } from 'vitest'
import { translate } from '@/lib/i18n'
import { setVoucherOpeners } from '@/lib/voucher-openers'
import { receiptsModule } from '@/modules/books/public'
import { DAY_BOARD_STRINGS, type useDayBoardStrings } from '../day-board-strings'
import { flagRow } from './flag-row'

const t = ((key: string, values?: Record<string, string | number>) =>
  translate(DAY_BOARD_STRINGS.en, 'en', key, values)) as ReturnType<typeof useDayBoardStrings>

afterEach(() => setVoucherOpeners({}))

describe('flagRow', () => {
  it('opens the one item a flag counts, and the register when it counts many', () => {
    const one = flagRow({ kind: 'negative_stock', count: 1, first: 'part-7' }, t, 'en')
    expect(one).toMatchObject({
      feature: 'workshop_inventory',
      label: 'Parts below zero stock',
      figure: '1',
      to: '/workshop/inventory?id=part-7',
      opens: 'Opens the part.',
    })
    const many = flagRow({ kind: 'negative_stock', count: 3, first: 'part-7' }, t, 'en')
    expect(many).toMatchObject({ to: '/workshop/inventory', opens: 'Opens the parts inventory.' })
    expect(flagRow({ kind: 'chassis_twice', count: 1, first: 'veh-1' }, t, 'en').to).toBe('/stock?id=veh-1')
    expect(flagRow({ kind: 'irn_pending', count: 1, daysLeft: 4, first: 'inv-1' }, t, 'en')).toMatchObject({
      to: '/vehicle-invoices?id=inv-1',
      figure: '1, the nearest with 4 days left',
    })
    expect(flagRow({ kind: 'irn_pending', count: 2, daysLeft: -3, first: 'inv-1' }, t, 'en')).toMatchObject({
      to: '/vehicle-invoices',
      figure: '2, the oldest 3 days late',
    })
  })

  it('opens a draft where its type is shown, and the register of many drafts; sync conflicts for everyone', () => {
    setVoucherOpeners({ rcpt: receiptsModule.href.voucher })
    expect(flagRow({ kind: 'old_drafts', type: 'rcpt', count: 1, first: 'r-1' }, t, 'en')).toMatchObject({
      id: 'old_drafts-rcpt',
      feature: 'receipts',
      label: 'Receipt drafts older than a day',
      to: '/receipts?id=r-1',
      opens: 'Opens the draft.',
    })
    expect(flagRow({ kind: 'old_drafts', type: 'rcpt', count: 2, first: 'r-1' }, t, 'en').to).toBe(
      '/receipts',
    )
    expect(flagRow({ kind: 'sync_conflicts', count: 2 }, t, 'en')).toMatchObject({
      feature: null,
      to: '/sync',
    })
  })

  it('names the credit-note cut-off with its date, days and drafts', () => {
    const row = flagRow(
      { kind: 'cn_cutoff', lastDay: '2026-11-30', daysLeft: 3, fy: '2025-26', drafts: 1 },
      t,
      'en',
    )
    expect(row.label).toBe('Last day for credit notes on 2025-26 invoices: 30 Nov 2026')
    expect(row.figure).toBe('3 days left, 1 drafts waiting')
    expect(row.feature).toBe('sales_returns')
  })
})
