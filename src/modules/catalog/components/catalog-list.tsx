// The register of variants in name order, searched by make, model or variant, with today's rate and price.
import { Plus } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { CatalogItem } from '@schemas/catalog.schema'
import { localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { buttonVariants } from '@/ui/button'
import { Register } from '@/ui/register/register'
import { RegisterHeading } from '@/ui/register/register-heading'
import { moneyCell, textCell, type RegisterColumn } from '@/ui/register/register-column'
import { textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { formatPaise } from '@/utils/indian-number'
import { useCatalogStrings } from '../catalog-strings'
import { useCatalogItems } from '../data/catalog'
import { priceOn, rateOn } from '../domain/schedule'
import { catalogueModule } from '../module'

const FILTERS = { q: textFilter() }

export function CatalogList({ canWrite }: { canWrite: boolean }) {
  const t = useCatalogStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { items, loading } = useCatalogItems()
  const filters = useRegisterFilters(FILTERS)
  const query = useDeferredValue(filters.values.q)
  const today = localToday()
  const rows = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return items.filter((c) => words.every((w) => c.name_key.includes(w)))
  }, [items, query])
  const columns = useMemo((): RegisterColumn<CatalogItem>[] => {
    const rate = (c: CatalogItem) => {
      const r = rateOn(c, today)
      return r ? `${r.gst_bp / 100}%${r.cess_bp ? ` + ${r.cess_bp / 100}%` : ''}` : '—'
    }
    return [
      {
        id: 'name',
        header: t('colName'),
        cell: (c) => `${c.make} ${c.model} ${c.variant}`,
        value: (c) => textCell(`${c.make} ${c.model} ${c.variant}`),
        card: 'primary',
        width: { min: 16, grow: 3 },
      },
      {
        id: 'fuel',
        header: t('colFuel'),
        cell: (c) => t(`fuel_${c.fuel}`),
        value: (c) => textCell(t(`fuel_${c.fuel}`)),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'hsn',
        header: t('colHsn'),
        cell: (c) => c.hsn,
        value: (c) => textCell(c.hsn),
        width: { min: 8 },
      },
      {
        id: 'rate',
        header: t('colRate'),
        cell: rate,
        value: (c) => textCell(rate(c)),
        card: 'secondary',
        width: { min: 7 },
      },
      {
        id: 'price',
        header: t('colPrice'),
        cell: (c) => {
          const p = priceOn(c, today)
          return p === null ? '—' : formatPaise(p, { locale: lang })
        },
        value: (c) => moneyCell(priceOn(c, today) ?? 0),
        align: 'end',
        card: 'meta',
        width: { min: 10 },
      },
      {
        id: 'active',
        header: t('colActive'),
        cell: (c) => (c.active ? t('yes') : t('no')),
        value: (c) => textCell(c.active ? t('yes') : t('no')),
        width: { min: 5 },
      },
    ]
  }, [t, lang, today])
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={t('title')}
        intro={t('intro')}
        actions={
          canWrite ? (
            <Link to={catalogueModule.href.new()} className={buttonVariants()} data-testid="new-variant">
              <Plus aria-hidden="true" />
              {t('newVariant')}
            </Link>
          ) : null
        }
      />
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        totalCount={items.length}
        rowKey={(c) => c.id}
        onOpen={(c) => navigate(catalogueModule.href.item(c.id))}
        loading={loading}
        loadingText={t('loading')}
        search={{
          value: filters.values.q,
          onChange: (v) => filters.set({ q: v }, { typing: true }),
          label: t('search'),
        }}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="catalogue"
        testIds={{ count: 'catalog-count', list: 'catalog-list' }}
      />
    </section>
  )
}
