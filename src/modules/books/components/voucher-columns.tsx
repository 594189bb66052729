// The columns every register of vouchers shares — its number (struck through once cancelled), its date, its
// party and its total (nothing for a cancelled one, so totals add only what stands) — so a new document's
// register names only its own columns.
import type { Voucher } from '@schemas/vouchers.schema'
import type { Lang } from '@/lib/i18n'
import { dateCell, moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'

export const voucherColumns = {
  number: (header: string): RegisterColumn<Voucher> => ({
    id: 'number',
    header,
    cell: (v) => <span className={v.status === 'cancelled' ? 'line-through' : undefined}>{v.number}</span>,
    value: (v) => textCell(v.number),
    card: 'primary',
    width: { min: 11 },
  }),
  date: (header: string, lang: Lang): RegisterColumn<Voucher> => ({
    id: 'date',
    header,
    cell: (v) => displayDate(v.doc_date, lang),
    value: (v) => dateCell(v.doc_date),
    card: 'secondary',
    width: { min: 7 },
  }),
  party: (header: string, id = 'party'): RegisterColumn<Voucher> => ({
    id,
    header,
    cell: (v) => v.party?.name ?? '',
    value: (v) => textCell(v.party?.name),
    card: 'primary',
    width: { min: 12, grow: 2 },
  }),
  total: (header: string, lang: Lang): RegisterColumn<Voucher> => ({
    id: 'total',
    header,
    cell: (v) => formatPaise(v.totals.grand_total, { locale: lang }),
    value: (v) => moneyCell(v.status === 'cancelled' ? 0 : v.totals.grand_total),
    align: 'end',
    total: true,
    card: 'meta',
    width: { min: 10 },
  }),
}
