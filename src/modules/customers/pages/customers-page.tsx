// /customers: every party on this device, searchable as you type and virtualised, so tens of thousands of
// rows stay smooth; create, edit, delete by permission; CSV import and export.
import { useVirtualizer } from '@tanstack/react-virtual'
import { Download, Plus, Upload } from 'lucide-react'
import { useDeferredValue, useMemo, useRef, useState } from 'react'
import { PARTY_KINDS, type Party, type PartyKind } from '@schemas/parties.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { downloadText } from '@/lib/download'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { Input, Select } from '@/ui/field'
import { Spinner } from '@/ui/spinner'
import { Kbd, shortcutProps, useShortcut } from '@/ui/use-shortcut'
import { GST_STATES } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import { ImportDialog } from '../components/import-dialog'
import { PartyForm } from '../components/party-form'
import { useCustomersStrings } from '../customers-strings'
import { deleteParty, usePartyIndex } from '../data/parties'
import { partiesToCsv } from '../domain/party-csv'
import { filterParties } from '../domain/party-search'

const ROW_HEIGHT = 64

export default function CustomersPage() {
  const t = useCustomersStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const { db, writer } = useData()
  const { index, loading } = usePartyIndex()
  const [query, setQuery] = useState('')
  const [kind, setKind] = useState<PartyKind | 'all'>('all')
  const [state, setState] = useState('all')
  const [editing, setEditing] = useState<Party | 'new' | null>(null)
  const [importing, setImporting] = useState(false)
  const searchBox = useRef<HTMLInputElement>(null)
  useShortcut('/', () => searchBox.current?.focus())
  const deferredQuery = useDeferredValue(query)
  const rows = useMemo(
    () => filterParties(index, { query: deferredQuery, kind, state }),
    [index, deferredQuery, kind, state],
  )
  const canWrite = auth.can('customers', 'write') && !auth.readOnly
  useShortcut('Alt+N', () => setEditing('new'), canWrite && editing === null && !importing)
  const canDelete = auth.can('customers', 'delete') && !auth.readOnly

  const scroller = useRef<HTMLDivElement>(null)
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  })

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
        <div className="flex flex-wrap gap-2">
          {canWrite ? (
            <>
              <Button onClick={() => setEditing('new')} data-testid="new-party" {...shortcutProps('Alt+N')}>
                <Plus aria-hidden="true" />
                {t('add')}
                <Kbd shortcut="Alt+N" />
              </Button>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" />
                {t('import')}
              </Button>
            </>
          ) : null}
          <Button
            variant="secondary"
            disabled={rows.length === 0}
            onClick={() => downloadText('parties', partiesToCsv(rows), '.csv', 'text/csv')}
          >
            <Download aria-hidden="true" />
            {t('export')}
          </Button>
        </div>
      </header>
      {!canWrite ? <p className="rounded-lg bg-muted p-3 text-sm">{t('noWrite')}</p> : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <Input
          ref={searchBox}
          type="search"
          {...shortcutProps('/')}
          aria-label={t('search')}
          placeholder={t('search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="party-search"
        />
        <Select
          aria-label={t('kindFilter')}
          value={kind}
          onChange={(e) => setKind(e.target.value as PartyKind | 'all')}
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
        <Select aria-label={t('stateFilter')} value={state} onChange={(e) => setState(e.target.value)}>
          <option value="all">{t('allStates')}</option>
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {lang === 'hi' ? s.nameHi : s.name}
            </option>
          ))}
        </Select>
      </div>
      <p role="status" className="text-sm text-ink-soft" data-testid="party-count">
        {rows.length === index.rows.length
          ? t('count', { count: rows.length })
          : t('shown', {
              shown: rows.length.toLocaleString('en-IN'),
              total: index.rows.length.toLocaleString('en-IN'),
            })}
      </p>
      {loading ? (
        <Spinner label={t('loading')} />
      ) : index.rows.length === 0 ? (
        <p className="rounded-lg bg-muted p-4">{t('empty')}</p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg bg-muted p-4">{t('noMatch')}</p>
      ) : (
        <div
          ref={scroller}
          className="h-[65dvh] overflow-y-auto rounded-xl border border-line bg-surface"
          data-testid="party-list"
        >
          <ul
            role="list"
            aria-label={t('title')}
            style={{ height: virtual.getTotalSize(), position: 'relative' }}
          >
            {virtual.getVirtualItems().map((item) => {
              const p = rows[item.index] as Party
              return (
                <li
                  key={p.id}
                  aria-setsize={rows.length}
                  aria-posinset={item.index + 1}
                  className="absolute inset-x-0 flex items-center gap-3 border-b border-line px-4"
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <div className="min-w-0 flex-1">
                    <button
                      type="button"
                      className="block w-full truncate text-left font-medium text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      onClick={() => setEditing(p)}
                    >
                      {p.name}
                    </button>
                    <p className="truncate text-xs text-ink-soft">
                      {t(`kind_${p.kind}`)}
                      {p.mobile ? ` · ${p.mobile}` : ''}
                      {p.gstin ? ` · ${p.gstin}` : ''}
                    </p>
                  </div>
                  {p.opening_balance !== 0 ? (
                    <span className="text-sm whitespace-nowrap tabular-nums">
                      {formatPaise(Math.abs(p.opening_balance))} {p.opening_balance > 0 ? t('dr') : t('cr')}
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </div>
      )}
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
