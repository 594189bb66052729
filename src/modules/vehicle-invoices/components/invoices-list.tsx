// The register of vehicle invoices: newest first, filtered by status in the address, searched by buyer (either
// script), invoice number or chassis, with the total of what is shown. A cancelled invoice stays listed (its
// number is used) but counts for nothing.
import { FileJson, Plus } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { readTaxSettings } from '@schemas/settings-defaults'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { downloadText } from '@/lib/download'
import { toast } from '@/lib/toast'
import { voucherColumns } from '@/modules/books/public'
import { Button, buttonVariants } from '@/ui/button'
import { Select } from '@/ui/field'
import { Register } from '@/ui/register/register'
import { RegisterHeading } from '@/ui/register/register-heading'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { keysMatch, nameKeys } from '@/utils/name-search'
import { vehicleInvoicesQuery } from '../data/invoices'
import { sellerOf } from '../data/seller'
import { einvoiceBulk } from '../domain/einvoice'
import { invoiceStatus } from '../domain/invoice-status'
import { useInvoicesStrings } from '../invoices-strings'
import { vehicleInvoicesModule } from '../module'

const STATUSES = ['all', 'posted', 'delivered', 'cancelled'] as const
const FILTERS = { q: textFilter(), status: choiceFilter(STATUSES, 'all') }

const chassisOf = (v: Voucher) => v.lines.find((l) => l.kind === 'vehicle')?.chassis ?? ''

function useColumns(): RegisterColumn<Voucher>[] {
  const t = useInvoicesStrings()
  const lang = useLanguage()
  return useMemo(
    () => [
      voucherColumns.number(t('colNumber')),
      voucherColumns.date(t('colDate'), lang),
      voucherColumns.party(t('colBuyer'), 'buyer'),
      {
        id: 'vehicle',
        header: t('colVehicle'),
        cell: (v) => (
          <span className="flex flex-col">
            <span>{v.lines.find((l) => l.kind === 'vehicle')?.description ?? ''}</span>
            <span className="text-xs text-ink-soft">{chassisOf(v)}</span>
          </span>
        ),
        value: (v) => textCell(chassisOf(v)),
        card: 'secondary',
        width: { min: 14, grow: 2 },
      },
      {
        id: 'status',
        header: t('colStatus'),
        cell: (v) => t(`status_${invoiceStatus(v)}`),
        value: (v) => textCell(t(`status_${invoiceStatus(v)}`)),
        width: { min: 7 },
      },
      voucherColumns.total(t('colTotal'), lang),
    ],
    [t, lang],
  )
}

export function InvoicesList({ canWrite }: { canWrite: boolean }) {
  const t = useInvoicesStrings()
  const navigate = useNavigate()
  const { db } = useData()
  const { data, loading } = useRxQuery(() => vehicleInvoicesQuery(db), [db])
  const all = useMemo(() => (data ?? []) as Voucher[], [data])
  const filters = useRegisterFilters(FILTERS)
  const { q, status } = filters.values
  const query = useDeferredValue(q)
  const rows = useMemo(() => {
    const text = query.trim()
    const words = text.toLowerCase().split(/\s+/).filter(Boolean)
    const upper = text.toUpperCase().replace(/[\s-]/g, '')
    const found = (v: Voucher) => {
      const name = (v.party?.name ?? '').toLowerCase()
      const keys = nameKeys(name)
      return (
        v.number.startsWith(text.toUpperCase()) ||
        (upper.length >= 4 && chassisOf(v).includes(upper)) ||
        words.every((w) => name.includes(w) || keysMatch(w, keys))
      )
    }
    return all.filter(
      (v) => (status === 'all' || invoiceStatus(v) === status) && (words.length === 0 || found(v)),
    )
  }, [all, query, status])
  const columns = useColumns()
  const auth = useAuth()
  const band = readTaxSettings(auth.settings?.tax_settings).aato_band
  // A month's e-invoices in one file for the IRP's bulk upload: the invoices shown that still have no IRN.
  const bulk = () => {
    const { payloads, skipped } = einvoiceBulk(rows, sellerOf(auth.settings), band)
    if (payloads.length === 0) {
      toast({ title: skipped.length ? t('einvoiceSkipped', { count: skipped.length }) : t('einvoiceNone') })
      return
    }
    downloadText('einvoices', JSON.stringify(payloads, null, 2), '.json', 'application/json')
    if (skipped.length) toast({ title: t('einvoiceSkipped', { count: skipped.length }) })
  }
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('title')}
        intro={t('intro')}
        actions={
          <>
            {band !== 'upto_5cr' ? (
              <Button variant="secondary" onClick={bulk} data-testid="einvoice-bulk">
                <FileJson aria-hidden="true" />
                {t('einvoiceBulk')}
              </Button>
            ) : null}
            {canWrite ? (
              <Link
                to={vehicleInvoicesModule.href.new()}
                className={buttonVariants()}
                data-testid="new-invoice"
              >
                <Plus aria-hidden="true" />
                {t('newInvoice')}
              </Link>
            ) : null}
          </>
        }
      />
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(vehicleInvoicesModule.href.invoice(v.id))}
        loading={loading}
        loadingText={t('loading')}
        search={{
          value: q,
          onChange: (value) => filters.set({ q: value }, { typing: true }),
          label: t('search'),
        }}
        filters={
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('statusFilter')}
            <Select
              value={status}
              onChange={(e) => filters.set({ status: e.target.value as (typeof STATUSES)[number] })}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s === 'all' ? t('all') : t(`status_${s}`)}
                </option>
              ))}
            </Select>
          </label>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="vehicle-invoices"
        testIds={{ count: 'invoice-count', list: 'invoice-list' }}
      />
    </section>
  )
}
