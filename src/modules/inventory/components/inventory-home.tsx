// The inventory screen: what is held and its value, the parts below zero, and three tabs kept in the address —
// the parts, the reorder list and the stock journals.
import { ClipboardList, FileUp, Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { buttonVariants } from '@/ui/button'
import { RegisterHeading } from '@/ui/register/register-heading'
import { Segmented } from '@/ui/segmented'
import { formatPaise } from '@/utils/indian-number'
import { useParts } from '../data/parts'
import { usePartsStock } from '../data/parts-stock'
import { useReserved } from '../data/reserved'
import { heldTotals, inventoryRows } from '../domain/inventory-rows'
import { useInventoryStrings } from '../inventory-strings'
import { inventoryModule } from '../module'
import { JournalsList } from './journals-list'
import { PartsList } from './parts-list'
import { ReorderList } from './reorder-list'

const TABS = ['parts', 'reorder', 'journals'] as const
type Tab = (typeof TABS)[number]

export function InventoryHome({ canWrite }: { canWrite: boolean }) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const [params, setParams] = useSearchParams()
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'parts'
  const { parts, loading: partsLoading } = useParts()
  const stock = usePartsStock()
  const reserved = useReserved(parts, stock.docs, stock.version)
  const rows = useMemo(
    () => inventoryRows(parts, stock.state, reserved),
    // The state changes in place: its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [parts, stock.state, stock.version, reserved],
  )
  const totals = useMemo(() => heldTotals(rows), [rows])
  const loading = partsLoading || stock.loading
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('title')}
        intro={t('intro')}
        actions={
          canWrite ? (
            <>
              <Link
                to={inventoryModule.href.importParts()}
                className={buttonVariants({ variant: 'secondary' })}
                data-testid="import-parts"
              >
                <FileUp aria-hidden="true" />
                {t('importParts')}
              </Link>
              <Link
                to={inventoryModule.href.newJournal()}
                className={buttonVariants({ variant: 'secondary' })}
                data-testid="new-journal"
              >
                <ClipboardList aria-hidden="true" />
                {t('stockJournal')}
              </Link>
              <Link to={inventoryModule.href.newPart()} className={buttonVariants()} data-testid="add-part">
                <Plus aria-hidden="true" />
                {t('addPart')}
              </Link>
            </>
          ) : null
        }
      >
        {loading ? null : (
          <p className="mt-1 font-medium text-ink" data-testid="parts-held">
            {t('held', { count: totals.count, value: formatPaise(totals.value, { locale: lang }) })}
          </p>
        )}
        {!loading && totals.flagged > 0 ? (
          <p className="mt-1 text-sm font-medium text-danger-700" data-testid="parts-flagged">
            {t('flagged', { count: totals.flagged })}
          </p>
        ) : null}
        {canWrite ? null : (
          <p role="status" className="mt-1 text-sm text-ink-soft">
            {t('readOnly')}
          </p>
        )}
      </RegisterHeading>
      <Segmented
        label={t('title')}
        options={[
          { value: 'parts', label: t('tabParts') },
          { value: 'reorder', label: t('tabReorder') },
          { value: 'journals', label: t('tabJournals') },
        ]}
        value={tab}
        // Each tab has its own search: the text of one never narrows another.
        onChange={(next) => setParams(next === 'parts' ? {} : { tab: next })}
      />
      {tab === 'parts' ? <PartsList rows={rows} loading={loading} /> : null}
      {tab === 'reorder' ? (
        <ReorderList parts={parts} state={stock.state} version={stock.version} loading={loading} />
      ) : null}
      {tab === 'journals' ? <JournalsList /> : null}
    </section>
  )
}
