// The day board (issue 22 item 5): the dashboard's figures of the day, each a tile that opens what it counts,
// and the compliance inbox. Every tile is shown only to a user who may read the screen it opens. Today's
// figures, the bookings and the workshop board come from indexed reads and paint first; what needs the whole
// books (cash in hand, receivables, the stock book, the inbox) follows a moment later, saying so meanwhile.
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Feature } from '@schemas/access'
import { readTaxSettings } from '@schemas/settings-defaults'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { formatPaise } from '@/utils/indian-number'
import { bookingsModule } from '@/modules/bookings/public'
import { dayBookModule, useAllCashBreaches } from '@/modules/books/public'
import { inventoryModule, usePartsStock, stockSummary } from '@/modules/inventory/public'
import { reportsModule } from '@/modules/reports/public'
import { stockBook, stockModule } from '@/modules/stock/public'
import { einvoicesDue, sellerOf, vehicleInvoicesModule } from '@/modules/vehicle-invoices/public'
import { jobCardsModule, workshopInvoicesModule } from '@/modules/workshop/public'
import { useBooksMayStart } from '../data/books-may-start'
import { useBoardBooks, useBoardFirst } from '../data/use-day-board'
import { cnCutoff, complianceInbox, oldDrafts } from '../domain/compliance'
import {
  belowReorder,
  bookingFigures,
  cashInHand,
  receivables,
  stockFigures,
  todayFigures,
  workshopBoard,
  type ReorderPart,
} from '../domain/figures'
import { useDayBoardStrings } from '../day-board-strings'
import { flagRow } from './flag-row'
import { Group, type TileSpec } from './tile'

const money = (paise: number) => formatPaise(paise, { paise: 'never' })

type PartsFigures = { reorder: number; negative: string[] }

/**
 * Parts on hand from the inventory's shared stock store, mounted only once the whole books are read: the store's
 * first use replays every parts document, which waits behind the first sync like the books do.
 */
function PartsWatch({
  parts,
  onFigures,
}: {
  parts: readonly ReorderPart[]
  onFigures: (figures: PartsFigures) => void
}) {
  const stock = usePartsStock()
  useEffect(() => {
    if (stock.loading) return
    const summary = stockSummary(stock.state).parts
    onFigures({
      reorder: belowReorder(parts, new Map(summary.map((s) => [s.part_id, s.qty]))),
      negative: summary.filter((s) => s.negative).map((s) => s.part_id),
    })
    // The snapshot's version is what changes when the stock does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stock.version, stock.loading, parts, onFigures])
  return null
}

export default function DayBoard() {
  const t = useDayBoardStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const may = (feature: Feature | null) => feature === null || auth.can(feature, 'read')
  const today = localToday()
  const first = useBoardFirst(today)
  const books = useBoardBooks(useBooksMayStart(first !== null))
  const breaches = useAllCashBreaches(books !== null && may('receipts'))

  const f = useMemo(
    () =>
      first && {
        today: todayFigures(first.today, today),
        bookings: bookingFigures(first.bookings, today),
        board: workshopBoard(first.cards),
      },
    [first, today],
  )
  const settings = auth.settings
  const b = useMemo(() => {
    if (!books) return null
    const units = stockBook(books.vehicles, books.vouchers, books.allotted, today)
    const band = readTaxSettings(settings?.tax_settings).aato_band
    return {
      cash: cashInHand(books.vouchers, today),
      receivables: receivables(books.vouchers, today),
      stock: stockFigures(units),
      irn: einvoicesDue(books.vouchers, sellerOf(settings), band, today),
      cnCutoff: cnCutoff(books.vouchers, today),
      drafts: oldDrafts(books.vouchers, Date.now()),
    }
  }, [books, settings, today])
  const [p, setP] = useState<PartsFigures | null>(null)

  const show = (n: number | undefined) => (n === undefined ? null : String(n))
  const groups: { id: string; title: string; tiles: TileSpec[] }[] = [
    {
      id: 'today',
      title: t('groupToday'),
      tiles: [
        {
          id: 'vehicle-invoices',
          feature: 'vehicle_invoices',
          label: t('vehicleInvoices'),
          figure: show(f?.today.vehicleInvoices.count),
          detail: f
            ? t('vehicleInvoicesDetail', {
                units: f.today.vehicleInvoices.units,
                value: money(f.today.vehicleInvoices.value),
              })
            : undefined,
          to: vehicleInvoicesModule.href.list(),
          opens: t('opensVehicleInvoices'),
        },
        {
          id: 'workshop-invoices',
          feature: 'job_cards',
          label: t('workshopInvoices'),
          figure: show(f?.today.workshopInvoices.count),
          detail: f
            ? t('workshopInvoicesDetail', { value: money(f.today.workshopInvoices.value) })
            : undefined,
          to: workshopInvoicesModule.href.list(),
          opens: t('opensWorkshopInvoices'),
        },
        {
          id: 'collections',
          feature: 'party_ledger',
          label: t('collections'),
          figure: f ? money(f.today.collections.cash + f.today.collections.digital) : null,
          detail: f
            ? t('collectionsDetail', {
                cash: money(f.today.collections.cash),
                digital: money(f.today.collections.digital),
              })
            : undefined,
          to: dayBookModule.href.book('day'),
          opens: t('opensDayBook'),
        },
        {
          id: 'cash-in-hand',
          feature: 'party_ledger',
          label: t('cashInHand'),
          figure: b ? money(b.cash) : null,
          to: dayBookModule.href.book('cash'),
          opens: t('opensCashBook'),
        },
      ],
    },
    {
      id: 'showroom',
      title: t('groupShowroom'),
      tiles: [
        {
          id: 'awaiting-allotment',
          feature: 'bookings',
          label: t('awaitingAllotment'),
          figure: show(f?.bookings.awaitingAllotment),
          to: bookingsModule.href.status('booked'),
          opens: t('opensBookings'),
        },
        {
          id: 'awaiting-delivery',
          feature: 'bookings',
          label: t('awaitingDelivery'),
          figure: show(f?.bookings.awaitingDelivery),
          to: bookingsModule.href.status('allotted'),
          opens: t('opensBookings'),
        },
        {
          id: 'bookings-overdue',
          feature: 'bookings',
          label: t('bookingsOverdue'),
          figure: show(f?.bookings.overdue),
          to: bookingsModule.href.list(),
          opens: t('opensBookings'),
        },
        {
          id: 'stock-held',
          feature: 'stock',
          label: t('stockHeld'),
          figure: show(b?.stock.held),
          detail: b?.stock.byModel
            .slice(0, 3)
            .map((m) => `${m.description} ${m.count}`)
            .join(' · '),
          to: stockModule.href.list(),
          opens: t('opensStock'),
        },
        {
          id: 'pdi-pending',
          feature: 'stock',
          label: t('pdiPending'),
          figure: show(b?.stock.pdiPending),
          to: stockModule.href.filtered({ pdi: 'pending' }),
          opens: t('opensStock'),
        },
        {
          id: 'over-90',
          feature: 'stock',
          label: t('over90'),
          figure: show(b?.stock.over90),
          to: stockModule.href.filtered({ age: '90+' }),
          opens: t('opensStock'),
        },
      ],
    },
    {
      id: 'workshop',
      title: t('groupWorkshop'),
      tiles: [
        ...(
          [
            ['open', 'jobOpen'],
            ['in_progress', 'jobInProgress'],
            ['awaiting_parts', 'jobAwaitingParts'],
            ['ready', 'jobReady'],
          ] as const
        ).map(([status, label]): TileSpec => ({
          id: `job-${status.replace('_', '-')}`,
          feature: 'job_cards',
          label: t(label),
          figure: show(f?.board[status]),
          to: jobCardsModule.href.status(status),
          opens: t('opensJobCards'),
        })),
        {
          id: 'parts-reorder',
          feature: 'workshop_inventory',
          label: t('partsReorder'),
          figure: show(p?.reorder),
          to: inventoryModule.href.reorder(),
          opens: t('opensReorder'),
        },
      ],
    },
    {
      id: 'receivables',
      title: t('groupReceivables'),
      tiles: (
        [
          ['31-60', 'overdue31'],
          ['61-90', 'overdue61'],
          ['90+', 'overdue90'],
        ] as const
      ).map(([band, label]) => ({
        id: `overdue-${band.replace('+', 'plus')}`,
        feature: 'reports',
        label: t(label),
        figure: b ? money(b.receivables.bands[band].value) : null,
        detail: b ? t('billsDetail', { count: b.receivables.bands[band].count }) : undefined,
        // The receivables' ageing by bill date, the rule these figures follow, every open bill in its bucket.
        to: reportsModule.href.report('receivables'),
        opens: t('opensAgeing'),
      })),
    },
  ]

  const inbox = b
    ? complianceInbox({
        irn: b.irn,
        cnCutoff: b.cnCutoff,
        cashBreaches: breaches.length,
        negativeParts: p?.negative ?? [],
        chassisTwice: b.stock.twice,
        conflicts: first?.conflicts ?? 0,
        drafts: b.drafts,
      })
        .map((flag) => flagRow(flag, t, lang))
        .filter((row) => may(row.feature))
    : null

  return (
    <section aria-labelledby="day-board" className="flex flex-col gap-5" data-testid="day-board">
      {books ? <PartsWatch parts={books.parts} onFigures={setP} /> : null}
      <h2 id="day-board" className="text-lg font-semibold text-ink">
        {t('boardTitle')}
      </h2>
      <Card aria-labelledby="board-inbox" data-testid="compliance-inbox">
        <h3 id="board-inbox" className="text-base font-semibold text-ink">
          {t('inboxTitle')}
        </h3>
        {inbox === null ? (
          <p className="mt-2 text-sm text-ink-soft" aria-busy="true">
            {t('inboxChecking')}
          </p>
        ) : inbox.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">{t('inboxClear')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {inbox.map((row) => (
              <li key={row.id}>
                <Link
                  to={row.to}
                  aria-label={
                    row.detail
                      ? t('tileNameDetail', {
                          label: row.label,
                          figure: row.figure,
                          detail: row.detail,
                          opens: row.opens,
                        })
                      : t('tileName', { label: row.label, figure: row.figure, opens: row.opens })
                  }
                  data-testid={`flag-${row.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg border border-line p-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="text-sm text-ink">{row.label}</span>
                  <span className="font-semibold text-danger-700">
                    {row.figure}
                    {row.detail ? <span className="ml-2 font-normal text-ink">{row.detail}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {groups.map((g) => (
        <Group key={g.id} id={g.id} title={g.title} tiles={g.tiles.filter((tile) => may(tile.feature))} />
      ))}
    </section>
  )
}
