// The call list: today's calls first (overdue, due, due soon), or every open follow-up, or the closed ones, of
// one kind or all; searched by customer, mobile, vehicle or registration number; each opening its follow-up.
import { useDeferredValue, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { Field, Select } from '@/ui/field'
import { Register } from '@/ui/register/register'
import { RegisterHeading } from '@/ui/register/register-heading'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { choiceFilter, textFilter } from '@/ui/register/register-filters'
import { useRegisterFilters } from '@/ui/register/use-register-filters'
import { displayDate } from '@/utils/display-date'
import { CALL_LIST_BUCKETS, type Bucket } from '../domain/buckets'
import { FOLLOW_UP_KINDS } from '../domain/types'
import { useFollowUps, type FollowUpRow } from '../data/use-follow-ups'
import { useFollowUpStrings } from '../follow-ups-strings'
import { followUpsModule } from '../module'
import { BucketBadge } from './bucket-badge'

const SHOWS = ['today', 'all_open', 'closed'] as const
const KINDS = ['all', ...FOLLOW_UP_KINDS] as const
const FILTERS = { q: textFilter(), show: choiceFilter(SHOWS, 'today'), kind: choiceFilter(KINDS, 'all') }

const OPEN: readonly Bucket[] = ['lost', 'overdue', 'due', 'due_soon', 'scheduled', 'upcoming']
const inShow = (show: (typeof SHOWS)[number], bucket: Bucket) =>
  show === 'today'
    ? CALL_LIST_BUCKETS.includes(bucket)
    : show === 'all_open'
      ? OPEN.includes(bucket)
      : !OPEN.includes(bucket)

/** Today's calls: the most late first; otherwise by due date. */
const order = (show: (typeof SHOWS)[number]) => (a: FollowUpRow, b: FollowUpRow) =>
  (show === 'today' ? CALL_LIST_BUCKETS.indexOf(a.bucket) - CALL_LIST_BUCKETS.indexOf(b.bucket) : 0) ||
  (a.reminder.due_date < b.reminder.due_date ? -1 : a.reminder.due_date > b.reminder.due_date ? 1 : 0) ||
  (a.reminder.id < b.reminder.id ? -1 : 1)

const searchText = (r: FollowUpRow) =>
  [r.party?.name, r.party?.mobile, r.reminder.vehicle, r.reminder.reg_no]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')

export function FollowUpList() {
  const t = useFollowUpStrings()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { rows: all, loading } = useFollowUps()
  const filters = useRegisterFilters(FILTERS)
  const query = useDeferredValue(filters.values.q)
  const { show, kind } = filters.values
  const rows = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    const compact = words.map((w) => w.replace(/[\s-]/g, ''))
    return all
      .filter((r) => inShow(show, r.bucket) && (kind === 'all' || r.reminder.kind === kind))
      .filter((r) => {
        const text = searchText(r)
        const bare = text.replace(/[\s-]/g, '')
        return words.every((w, i) => text.includes(w) || bare.includes(compact[i]!))
      })
      .sort(order(show))
  }, [all, query, show, kind])

  const columns = useMemo(
    (): RegisterColumn<FollowUpRow>[] => [
      {
        id: 'due',
        header: t('colDue'),
        cell: (r) => displayDate(r.reminder.due_date, lang),
        value: (r) => textCell(r.reminder.due_date),
        card: 'meta',
        width: { min: 9 },
      },
      {
        id: 'status',
        header: t('colStatus'),
        cell: (r) => <BucketBadge bucket={r.bucket} />,
        value: (r) => textCell(t(`bucket_${r.bucket}`)),
        card: 'meta',
        width: { min: 8 },
      },
      {
        id: 'customer',
        header: t('colCustomer'),
        cell: (r) => r.party?.name ?? '—',
        value: (r) => textCell(r.party?.name),
        card: 'primary',
        width: { min: 12, grow: 2 },
      },
      {
        id: 'vehicle',
        header: t('colVehicle'),
        cell: (r) => [r.reminder.reg_no, r.reminder.vehicle].filter(Boolean).join(' · '),
        value: (r) => textCell([r.reminder.reg_no, r.reminder.vehicle].filter(Boolean).join(' · ')),
        card: 'secondary',
        width: { min: 14, grow: 2 },
      },
      {
        id: 'kind',
        header: t('colKind'),
        cell: (r) => [t(`kind_${r.reminder.kind}`), r.reminder.label].filter(Boolean).join(' · '),
        value: (r) => textCell(t(`kind_${r.reminder.kind}`)),
        card: 'secondary',
        width: { min: 12 },
      },
      {
        id: 'mobile',
        header: t('colMobile'),
        cell: (r) => r.party?.mobile ?? '',
        value: (r) => textCell(r.party?.mobile),
        width: { min: 10 },
      },
      {
        id: 'last',
        header: t('colLastCall'),
        cell: (r) =>
          r.lastCall ? `${displayDate(r.lastCall.on, lang)} · ${t(`outcome_${r.lastCall.outcome}`)}` : '',
        value: (r) => textCell(r.lastCall ? t(`outcome_${r.lastCall.outcome}`) : ''),
        width: { min: 12 },
      },
    ],
    [t, lang],
  )

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading title={t('title')} intro={t('intro')} />
      <Register
        label={t('title')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        rowKey={(r) => r.reminder.id}
        onOpen={(r) => navigate(followUpsModule.href.reminder(r.reminder.id))}
        loading={loading}
        loadingText={t('loading')}
        search={{
          value: filters.values.q,
          onChange: (v) => filters.set({ q: v }, { typing: true }),
          label: t('search'),
        }}
        filters={
          <>
            <Field label={t('show')} htmlFor="fu-show" className="min-w-40">
              <Select
                id="fu-show"
                value={show}
                onChange={(e) => filters.set({ show: e.target.value as typeof show })}
              >
                {SHOWS.map((s) => (
                  <option key={s} value={s}>
                    {t(`show_${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('kindFilter')} htmlFor="fu-kind" className="min-w-40">
              <Select
                id="fu-kind"
                value={kind}
                onChange={(e) => filters.set({ kind: e.target.value as typeof kind })}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k === 'all' ? t('kind_all') : t(`kind_${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        }
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        countText={(shown) => t('count', { count: shown })}
        emptyText={t('empty')}
        noMatchText={t('noMatches')}
        exportName="follow-ups"
        testIds={{ count: 'follow-up-count', list: 'follow-up-list' }}
      />
    </section>
  )
}
