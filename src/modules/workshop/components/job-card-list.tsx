// The job-card register: status filter, search, newest first, more on demand.
import { Plus } from 'lucide-react'
import { useDeferredValue, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { JOB_STATUSES } from '@schemas/job-cards.schema'
import { useAuth } from '@/auth/auth-context'
import { useLanguage } from '@/lib/i18n'
import { buttonVariants } from '@/ui/button'
import { Button } from '@/ui/button'
import { Input, Select } from '@/ui/field'
import { useNameOf } from '@/data/account/use-authors'
import { useData } from '@/data/data-context'
import { ExportCsvButton } from '@/ui/export-csv-button'
import { Spinner } from '@/ui/spinner'
import { Kbd, shortcutProps, useShortcut } from '@/ui/use-shortcut'
import { allJobCards, PAGE_SIZE, type StatusFilter } from '../data/job-cards'
import { jobCardsToCsv } from '../domain/job-card-csv'
import { useJobCardList } from '../data/use-job-cards'
import { useWorkshopStrings } from '../workshop-strings'
import { money } from './format'
import { StatusBadge } from './status-badge'
import { displayDate } from '@/utils/display-date'

export function JobCardList() {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const id = useId()
  const [status, setStatus] = useState<StatusFilter>('all')
  const [search, setSearch] = useState('')
  const [limit, setLimit] = useState(PAGE_SIZE)
  const deferred = useDeferredValue(search)
  const { data, loading } = useJobCardList(status, deferred, limit)
  const cards = data ?? []
  const canWrite = auth.can('job_cards', 'write') && !auth.readOnly
  const navigate = useNavigate()
  const searchBox = useRef<HTMLInputElement>(null)
  useShortcut('Alt+N', () => navigate('?new=1'), canWrite)
  useShortcut('/', () => searchBox.current?.focus())
  const { db } = useData()
  const nameOf = useNameOf()

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
          <p className="text-sm text-ink-soft">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton
            fileName="job-cards"
            build={async () => jobCardsToCsv(await allJobCards(db), nameOf)}
          />
          {canWrite ? (
            <Link
              to="?new=1"
              className={buttonVariants()}
              data-testid="new-job-card"
              {...shortcutProps('Alt+N')}
            >
              <Plus aria-hidden="true" />
              {t('newCard')}
              <Kbd shortcut="Alt+N" />
            </Link>
          ) : null}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('search')}
          </label>
          <Input
            ref={searchBox}
            id={`${id}-search`}
            type="search"
            {...shortcutProps('/')}
            value={search}
            placeholder={t('search')}
            onChange={(e) => {
              setSearch(e.target.value)
              setLimit(PAGE_SIZE)
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-status`} className="sr-only">
            {t('statusFilter')}
          </label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter)
              setLimit(PAGE_SIZE)
            }}
          >
            <option value="all">
              {t('statusFilter')}: {t('all')}
            </option>
            {JOB_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status_${s}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {loading && !data ? (
        <Spinner label={t('loading')} className="min-h-40" />
      ) : cards.length === 0 ? (
        <p role="status" className="rounded-xl border border-line bg-surface p-6 text-center text-ink-soft">
          {search.trim() || status !== 'all' ? t('noMatch') : t('empty')}
        </p>
      ) : (
        <>
          {/* Phones: one card per job; wide screens: a table. */}
          <ul className="flex flex-col gap-2 md:hidden" aria-label={t('title')}>
            {cards.map((c) => (
              <li key={c.id}>
                <Link
                  to={`?id=${encodeURIComponent(c.id)}`}
                  className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-mono text-sm font-semibold">{c.job_no}</span>
                    <StatusBadge status={c.status} />
                  </span>
                  <span className="text-sm text-ink">
                    {c.reg_no || c.chassis_no} · {c.customer_name}
                  </span>
                  <span className="flex justify-between text-xs text-ink-soft">
                    <span>
                      {displayDate(c.opened_at, lang)}
                      {c.created_by ? ` · ${nameOf(c.created_by)}` : null}
                    </span>
                    <span>{money(c.total, lang)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-line bg-surface md:block">
            <table className="w-full text-left text-sm" data-testid="job-card-table">
              <thead className="bg-muted text-xs text-ink-soft uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('colJobNo')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('colOpened')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('colVehicle')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('colCustomer')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('colStatus')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('colTotal')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {cards.map((c) => (
                  <tr key={c.id} className="border-t border-line">
                    <td className="px-3 py-2">
                      <Link
                        to={`?id=${encodeURIComponent(c.id)}`}
                        className="font-mono font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {c.job_no}
                      </Link>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {displayDate(c.opened_at, lang)}
                      {/* Who opened the card (issue 18). */}
                      {c.created_by ? (
                        <span className="block text-xs text-ink-soft">{nameOf(c.created_by)}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <span className="font-mono">{c.reg_no || c.chassis_no}</span>
                      {c.make_model ? (
                        <span className="block text-xs text-ink-soft">{c.make_model}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{c.customer_name}</td>
                    <td className="px-3 py-2">
                      <StatusBadge status={c.status} />
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{money(c.total, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {cards.length >= limit ? (
            <Button
              variant="secondary"
              className="self-center"
              onClick={() => setLimit((n) => n + PAGE_SIZE)}
            >
              {t('showMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  )
}
