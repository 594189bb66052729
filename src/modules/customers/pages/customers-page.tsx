// /customers: every party on this device in the shared register (src/ui/register): searchable as you type by
// name (either script), mobile, GSTIN or e-mail, filtered by kind and state, all kept in the address; totals
// of the opening balances shown; create, edit, delete by permission; CSV import, CSV and Excel export.
import { Plus, Upload } from 'lucide-react'
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { PARTY_KINDS, type Party, type PartyKind } from '@schemas/parties.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { Select } from '@/ui/field'
import { Register } from '@/ui/register/register'
import { moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { Kbd, shortcutProps, useShortcut } from '@/ui/use-shortcut'
import { GST_STATES, gstStateByCode } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import { ImportDialog } from '../components/import-dialog'
import { PartyForm } from '../components/party-form'
import { useCustomersStrings } from '../customers-strings'
import { deleteParty, usePartyIndex } from '../data/parties'
import { filterParties } from '../domain/party-search'

const FILTERS = {
  q: textFilter(),
  kind: choiceFilter<PartyKind | 'all'>(['all', ...PARTY_KINDS], 'all'),
  state: choiceFilter(['all', ...GST_STATES.map((s) => s.code)], 'all'),
}

function useColumns(): RegisterColumn<Party>[] {
  const t = useCustomersStrings()
  const lang = useLanguage()
  return useMemo(() => {
    const stateName = (p: Party) => {
      const s = p.state_code ? gstStateByCode(p.state_code) : undefined
      return s ? (lang === 'hi' ? s.nameHi : s.name) : ''
    }
    // A positive opening balance is owed to the dealer (Dr), a negative one owed by the dealer (Cr).
    const balance = (paise: number) =>
      paise === 0 ? formatPaise(0) : `${formatPaise(Math.abs(paise))} ${paise > 0 ? t('dr') : t('cr')}`
    // Headers and values are ones the CSV import reads back (party-csv.ts), so an export can be re-imported.
    return [
      {
        id: 'name',
        header: t('name'),
        cell: (p) => p.name,
        value: (p) => textCell(p.name),
        card: 'primary',
        width: { min: 12, grow: 2 },
      },
      {
        id: 'kind',
        header: t('kind'),
        cell: (p) => t(`kind_${p.kind}`),
        value: (p) => textCell(t(`kind_${p.kind}`)),
        card: 'secondary',
        width: { min: 6 },
      },
      {
        id: 'mobile',
        header: t('mobile'),
        cell: (p) => p.mobile,
        value: (p) => textCell(p.mobile),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'gstin',
        header: t('gstin'),
        cell: (p) => p.gstin,
        value: (p) => textCell(p.gstin),
        card: 'secondary',
        width: { min: 10 },
      },
      {
        id: 'state',
        header: t('state'),
        cell: stateName,
        value: (p) => textCell(stateName(p)),
        width: { min: 7 },
      },
      {
        id: 'opening_balance',
        header: t('openingBalance'),
        cell: (p) => (p.opening_balance === 0 ? null : balance(p.opening_balance)),
        value: (p) => moneyCell(p.opening_balance),
        align: 'end',
        total: true,
        formatTotal: balance,
        card: 'meta',
        width: { min: 9 },
      },
      {
        id: 'email',
        header: t('email'),
        cell: (p) => p.email,
        value: (p) => textCell(p.email),
        inTable: false,
      },
      {
        id: 'address',
        header: t('address'),
        cell: (p) => p.address,
        value: (p) => textCell(p.address),
        inTable: false,
      },
      { id: 'pan', header: t('pan'), cell: (p) => p.pan, value: (p) => textCell(p.pan), inTable: false },
    ]
  }, [t, lang])
}

export default function CustomersPage() {
  const t = useCustomersStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const { db, writer } = useData()
  const { index, loading } = usePartyIndex()
  const filters = useRegisterFilters(FILTERS)
  const { q, kind, state } = filters.values
  const [editing, setEditing] = useState<Party | 'new' | null>(null)
  const [importing, setImporting] = useState(false)
  const deferredQuery = useDeferredValue(q)
  const rows = useMemo(
    () => filterParties(index, { query: deferredQuery, kind, state }),
    [index, deferredQuery, kind, state],
  )
  const columns = useColumns()
  const canWrite = auth.can('customers', 'write') && !auth.readOnly
  useShortcut('Alt+N', () => setEditing('new'), canWrite && editing === null && !importing)
  const canDelete = auth.can('customers', 'delete') && !auth.readOnly
  const countText = useCallback(
    (shown: number, total = shown) =>
      shown === total
        ? t('count', { count: shown })
        : t('shown', { shown: shown.toLocaleString('en-IN'), total: total.toLocaleString('en-IN') }),
    [t],
  )

  async function remove(p: Party) {
    if (!window.confirm(t('confirmDelete', { name: p.name }))) return
    await deleteParty(db, p.id, writer)
    setEditing(null)
    toast({ title: t('deleted') })
  }

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="min-w-0 sm:flex-[1_1_18rem]">
          <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-1 text-sm text-ink-soft">{t('intro')}</p>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setEditing('new')} data-testid="new-party" {...shortcutProps('Alt+N')}>
              <Plus aria-hidden="true" />
              {t('add')}
              <Kbd shortcut="Alt+N" />
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              {t('import')}
            </Button>
          </div>
        ) : null}
      </header>
      {!canWrite ? <p className="rounded-lg bg-muted p-3 text-sm">{t('noWrite')}</p> : null}
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        totalCount={index.rows.length}
        rowKey={(p) => p.id}
        onOpen={setEditing}
        loading={loading}
        loadingText={t('loading')}
        search={{
          value: q,
          onChange: (value) => filters.set({ q: value }, { typing: true }),
          label: t('search'),
          testId: 'party-search',
        }}
        filters={
          <>
            <Select
              aria-label={t('kindFilter')}
              value={kind}
              onChange={(e) => filters.set({ kind: e.target.value as PartyKind | 'all' })}
              className="sm:w-auto sm:flex-[1_1_10rem]"
              data-testid="party-kind-filter"
            >
              <option value="all">
                {t('kindFilter')}: {t('all')}
              </option>
              {PARTY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind_${k}`)}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t('stateFilter')}
              value={state}
              onChange={(e) => filters.set({ state: e.target.value })}
              className="sm:w-auto sm:flex-[1_1_10rem]"
              data-testid="party-state-filter"
            >
              <option value="all">{t('allStates')}</option>
              {GST_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {lang === 'hi' ? s.nameHi : s.name}
                </option>
              ))}
            </Select>
          </>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        countText={countText}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        exportName="parties"
        testIds={{ count: 'party-count', list: 'party-list' }}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('add') : t('edit')}
      >
        {editing !== null ? (
          <>
            <fieldset disabled={!canWrite} className="contents">
              <PartyForm
                party={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onSaved={() => setEditing(null)}
              />
            </fieldset>
            {editing !== 'new' && canDelete ? (
              <div className="mt-4 border-t border-line pt-4">
                <Button variant="danger" onClick={() => void remove(editing)}>
                  {t('delete')}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </Dialog>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </section>
  )
}
