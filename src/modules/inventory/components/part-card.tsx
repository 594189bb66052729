// One part: its facts, what is on hand, reserved and free, its value at moving average, and its stock ledger —
// every move with its document (opening where a screen shows it), in and out, the rate it went at and the
// running quantity, value and average, a move that left it below zero marked as such. Edit, a stock journal,
// deactivate, and delete for a part nothing has moved.
import { ArrowLeft, ClipboardList, Pencil } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Part } from '@schemas/parts.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { openVoucherHref } from '@/lib/voucher-openers'
import { Button, buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { Register } from '@/ui/register/register'
import { dateCell, moneyCell, numberCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { Spinner } from '@/ui/spinner'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { deletePart, PartHasMovesError, setPartActive, usePart, useParts } from '../data/parts'
import { usePartsStock } from '../data/parts-stock'
import type { StockDocInfo } from '../data/parts-stock-store'
import { useReserved } from '../data/reserved'
import { availableQty } from '../domain/parts-availability'
import { gstRateOn } from '../domain/part-draft'
import { ledgerOf, partStock, type PartLedgerRow } from '../domain/parts-stock'
import { useInventoryStrings, type InventoryT } from '../inventory-strings'
import { inventoryModule } from '../module'
import { qtyText, rateText } from './format'

/** Where a ledger row's document opens: a stock journal here, another type where its module shows it. */
function documentHref(row: PartLedgerRow): string | null {
  if (row.type === 'opening') return null
  if (row.type === 'stj') return inventoryModule.href.journal(row.doc_id)
  return openVoucherHref(row.type, row.doc_id)
}

function documentText(t: InventoryT, row: PartLedgerRow, docs: ReadonlyMap<string, StockDocInfo>): string {
  const name = t(`type_${row.type}` as 'type_opening')
  const number = docs.get(row.doc_id)?.number
  return number ? `${name} ${number}` : name
}

export function PartCard({ id }: { id: string }) {
  const t = useInventoryStrings()
  const part = usePart(id)
  if (part.loading) return <Spinner label={t('loading')} />
  if (!part.data) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-3">
        <BackLink />
        <p role="status">{t('notFound')}</p>
      </section>
    )
  }
  return <PartDetails part={part.data as Part} />
}

function BackLink() {
  const t = useInventoryStrings()
  return (
    <Link
      to={inventoryModule.href.list()}
      className={buttonVariants({ variant: 'link' }) + ' self-start px-0'}
    >
      <ArrowLeft aria-hidden="true" />
      {t('back')}
    </Link>
  )
}

function PartDetails({ part }: { part: Part }) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const { parts } = useParts()
  const stock = usePartsStock()
  const reservedAll = useReserved(parts, stock.docs, stock.version)
  const [busy, setBusy] = useState(false)
  const canWrite = auth.can('workshop_inventory', 'write') && !auth.readOnly
  const canDelete = auth.can('workshop_inventory', 'delete') && !auth.readOnly
  const s = useMemo(
    () => partStock(stock.state, part.id),
    // The state changes in place: its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stock.state, stock.version, part.id],
  )
  const rows = useMemo(
    () => ledgerOf(stock.state, part.id),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stock.state, stock.version, part.id],
  )
  const reserved = reservedAll.get(part.id) ?? 0
  const unit = (q: number) => `${qtyText(q, lang)}${part.uom ? ` ${part.uom}` : ''}`
  const money = (p: number) => formatPaise(p, { locale: lang })
  const gst = gstRateOn(part.gst_schedule, localToday())

  const toggle = async () => {
    setBusy(true)
    try {
      await setPartActive(data, part.id, !part.active)
      toast({ title: part.active ? t('deactivated') : t('activated') })
    } catch (error) {
      console.error(error)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    if (!window.confirm(t('deleteConfirm', { partNo: part.part_no }))) return
    setBusy(true)
    try {
      await deletePart(data, part.id, stock.state)
      toast({ title: t('deleted') })
      navigate(inventoryModule.href.list(), { replace: true })
    } catch (error) {
      if (error instanceof PartHasMovesError) toast({ title: t('deleteRefused'), variant: 'destructive' })
      else {
        console.error(error)
        toast({ title: t('saveFailed'), variant: 'destructive' })
      }
    } finally {
      setBusy(false)
    }
  }

  const facts: [string, string][] = [
    [t('onHand'), unit(s.qty)],
    [t('reserved'), unit(reserved)],
    [t('available'), unit(availableQty(s.qty, reserved))],
    [t('average'), rateText(s.average, lang)],
    [t('value'), money(s.value)],
    [t('reorderAt'), part.reorder_level ? unit(part.reorder_level) : '—'],
    [t('bin'), part.bin || '—'],
    [t('hsn'), part.hsn],
    [t('gst'), gst === null ? '—' : `${gst / 100} %`],
    [t('sale_rate'), money(part.sale_rate)],
    [t('mrp'), part.mrp ? money(part.mrp) : '—'],
  ]
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4" data-testid="part-card">
      <BackLink />
      <header className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="min-w-0 sm:flex-[1_1_18rem]">
          <h1 className="text-2xl font-bold text-ink">
            <span className="font-mono">{part.part_no}</span> · {part.name}
          </h1>
          <p className="mt-1 text-sm text-ink-soft">
            {[part.brand, part.category, part.active ? null : t('inactive')].filter(Boolean).join(' · ')}
          </p>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Link
              to={inventoryModule.href.editPart(part.id)}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="edit-part"
            >
              <Pencil aria-hidden="true" />
              {t('edit')}
            </Link>
            <Link
              to={inventoryModule.href.newJournal(part.id)}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="part-journal"
            >
              <ClipboardList aria-hidden="true" />
              {t('stockJournal')}
            </Link>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void toggle()}
              data-testid="toggle-active"
            >
              {part.active ? t('deactivate') : t('activate')}
            </Button>
            {canDelete ? (
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => void remove()}
                data-testid="delete-part"
              >
                {t('delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      <Card className="p-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4" data-testid="part-figures">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="font-medium text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {s.overdrawn.length > 0 ? (
        <p
          className="rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          data-testid="part-overdrawn"
        >
          {t('overdrawnNote', {
            docs: s.overdrawn
              .map(
                (o) => `${stock.docs.get(o.doc_id)?.number ?? o.doc_id} (${displayDate(o.doc_date, lang)})`,
              )
              .join(', '),
          })}
        </p>
      ) : null}
      <PartLedger
        rows={rows}
        docs={stock.docs}
        uom={part.uom}
        loading={stock.loading}
        partNo={part.part_no}
      />
    </section>
  )
}

function PartLedger({
  rows,
  docs,
  uom,
  loading,
  partNo,
}: {
  rows: readonly PartLedgerRow[]
  docs: ReadonlyMap<string, StockDocInfo>
  uom: string
  loading: boolean
  partNo: string
}) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [q, setQ] = useState('')
  const query = useDeferredValue(q)
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return rows
    return rows.filter((r) => {
      const text = documentText(t, r, docs).toLowerCase()
      return words.every((w) => text.includes(w))
    })
  }, [rows, query, docs, t])
  const columns = useMemo((): RegisterColumn<PartLedgerRow>[] => {
    const money = (p: number) => formatPaise(p, { locale: lang })
    const cardLabel = (label: string) => <span className="sm:hidden">{label} </span>
    return [
      {
        id: 'date',
        header: t('colDate'),
        cell: (r) => displayDate(r.doc_date, lang),
        value: (r) => dateCell(r.doc_date),
        card: 'secondary',
        width: { min: 6 },
      },
      {
        id: 'document',
        header: t('colDocument'),
        cell: (r, place) => {
          const text = documentText(t, r, docs)
          const href = documentHref(r)
          const flag = r.below_zero ? (
            <span className="ms-1 rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
              {t('belowZero')}
            </span>
          ) : null
          return place === 'table' && href ? (
            <span>
              <Link to={href} tabIndex={-1} className="text-brand-700 hover:underline">
                {text}
              </Link>
              {flag}
            </span>
          ) : (
            <span>
              {text}
              {flag}
            </span>
          )
        },
        value: (r) => textCell(`${documentText(t, r, docs)}${r.below_zero ? ` (${t('belowZero')})` : ''}`),
        card: 'primary',
        width: { min: 11, grow: 2 },
      },
      {
        id: 'in',
        header: t('colIn'),
        cell: (r) =>
          r.qty > 0 ? (
            <>
              {cardLabel(t('colIn'))}
              {qtyText(r.qty, lang)}
            </>
          ) : (
            ''
          ),
        value: (r) => (r.qty > 0 ? numberCell(r.qty) : null),
        align: 'end',
        card: 'secondary',
        width: { min: 4 },
      },
      {
        id: 'out',
        header: t('colOut'),
        cell: (r) =>
          r.qty < 0 ? (
            <>
              {cardLabel(t('colOut'))}
              {qtyText(-r.qty, lang)}
            </>
          ) : (
            ''
          ),
        value: (r) => (r.qty < 0 ? numberCell(-r.qty) : null),
        align: 'end',
        card: 'secondary',
        width: { min: 4 },
      },
      {
        id: 'rate',
        header: t('colRate'),
        cell: (r) => (r.qty ? rateText(r.rate, lang) : ''),
        value: (r) => (r.qty ? moneyCell(Math.round(r.rate)) : null),
        align: 'end',
        width: { min: 7 },
      },
      {
        id: 'value',
        header: t('colMoveValue'),
        cell: (r) => (
          <span>
            {cardLabel(t('colMoveValue'))}
            {money(r.value)}
            {r.revaluation ? (
              <span className="block text-xs text-ink-soft">
                {t('revalued', { amount: money(r.revaluation) })}
              </span>
            ) : null}
          </span>
        ),
        value: (r) => moneyCell(r.value),
        align: 'end',
        card: 'secondary',
        width: { min: 8 },
      },
      {
        id: 'qty_after',
        header: t('colQtyAfter'),
        cell: (r) => (
          <span className={r.qty_after < 0 ? 'font-semibold text-red-700' : undefined}>
            {cardLabel(t('colQtyAfter'))}
            {qtyText(r.qty_after, lang)}
            {uom ? ` ${uom}` : ''}
          </span>
        ),
        value: (r) => numberCell(r.qty_after),
        align: 'end',
        card: 'meta',
        width: { min: 5 },
      },
      {
        id: 'value_after',
        header: t('colValueAfter'),
        cell: (r) => money(r.value_after),
        value: (r) => moneyCell(r.value_after),
        align: 'end',
        width: { min: 8 },
      },
      {
        id: 'average_after',
        header: t('colAverageAfter'),
        cell: (r) => rateText(r.average_after, lang),
        value: (r) => moneyCell(r.average_after === null ? null : Math.round(r.average_after)),
        align: 'end',
        width: { min: 7 },
      },
    ]
  }, [t, lang, docs, uom])
  return (
    <section className="flex flex-col gap-2" aria-labelledby="part-ledger-title">
      <h2 id="part-ledger-title" className="text-lg font-semibold text-ink">
        {t('ledger')}
      </h2>
      <Register
        label={`${t('ledger')} ${partNo}`}
        columns={columns}
        rows={shown}
        totalCount={rows.length}
        rowKey={(r) => r.doc_id}
        onOpen={(r) => {
          const href = documentHref(r)
          if (href) navigate(href)
        }}
        loading={loading}
        loadingText={t('loading')}
        search={{ value: q, onChange: setQ, label: t('colDocument') }}
        filtered={query.trim() !== ''}
        onClearFilters={() => setQ('')}
        emptyText={t('ledgerEmpty')}
        noMatchText={t('noMatches')}
        exportName={`stock-ledger-${partNo}`}
        testIds={{ count: 'ledger-count', list: 'part-ledger' }}
      />
    </section>
  )
}
