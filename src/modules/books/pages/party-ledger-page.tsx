// /party-ledger: a party's account over a period (research/modules.md §3.14), derived on the device from its
// vouchers and stored nowhere. Party, period, view and search live in the address (?party=&from=&to=&view=
// bills&q=), so a ledger can be bookmarked, reloaded offline and stepped back through; the period defaults
// to the current financial year up to today.
import { useEffect, useId, useMemo, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Party } from '@schemas/parties.schema'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { PartyPicker, useParty } from '@/modules/customers/public'
import { Spinner } from '@/ui/spinner'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { LedgerBills } from '../components/ledger-bills'
import { LedgerEntries } from '../components/ledger-entries'
import { LedgerStatement } from '../components/ledger-statement'
import { OverSettledBox } from '../components/over-settled-box'
import { warmCarriedOnce } from '../data/carried-balance'
import { usePartyLedgerVouchers } from '../data/use-party-ledger'
import { openItems, overSettled, partyLedger, payableItems } from '../domain/ledger'
import { balanceText, ledgerPeriod, periodTotals, type Period } from '../domain/ledger-view'
import { useLedgerStrings } from '../ledger-strings'
import { PeriodFields } from '../components/period-fields'
import { Segmented } from '@/ui/segmented'

type View = 'ledger' | 'bills'

function Toggle({ view, onView }: { view: View; onView: (v: View) => void }): ReactNode {
  const t = useLedgerStrings()
  return (
    <Segmented
      label={t('views')}
      options={[
        { value: 'ledger', label: t('viewLedger') },
        { value: 'bills', label: t('viewBills') },
      ]}
      value={view}
      onChange={onView}
    />
  )
}

function PartyAccount({
  party,
  period,
  view,
  onView,
  query,
  onQuery,
}: {
  party: Party
  period: Period
  view: View
  onView: (v: View) => void
  query: string
  onQuery: (q: string) => void
}) {
  const t = useLedgerStrings()
  const lang = useLanguage()
  const { shown, all } = usePartyLedgerVouchers(party.id, period)
  const ledger = useMemo(
    () =>
      shown &&
      partyLedger(
        { id: party.id, opening_balance: party.opening_balance + shown.carried },
        shown.vouchers,
        period,
      ),
    [party.id, party.opening_balance, shown, period],
  )
  // A supplier's open bills are what we still owe it; anyone else's, what they still owe us.
  const supplier = party.kind === 'supplier'
  const open = useMemo(
    () => all && (supplier ? payableItems : openItems)(party.id, all, period.to),
    [party.id, all, period.to, supplier],
  )
  const twice = useMemo(() => (all ? overSettled(party.id, all, period.to) : []), [party.id, all, period.to])
  if (!ledger || !shown) return <Spinner label={t('loading')} className="min-h-[30vh]" />
  // Until every voucher is read, the documents a line settles are named from those shown.
  const vouchers = all ?? shown.vouchers
  const sides = { dr: t('dr'), cr: t('cr') }
  const totals = periodTotals(ledger)
  const fileName = `${t('statementFile')} ${party.name} ${period.from} ${period.to}`
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <Toggle view={view} onView={onView} />
        <LedgerStatement
          party={party}
          period={period}
          ledger={ledger}
          vouchers={vouchers}
          open={open}
          fileName={fileName}
        />
      </div>
      <OverSettledBox bills={twice} />
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid="ledger-balances">
        <div className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-ink-soft">{t('openingOn', { date: displayDate(period.from, lang) })}</dt>
          <dd className="font-semibold tabular-nums" data-testid="ledger-opening">
            {balanceText(ledger.opening, sides, lang)}
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-ink-soft">{t('periodTotals')}</dt>
          <dd className="tabular-nums" data-testid="ledger-period-totals">
            {sides.dr} {formatPaise(totals.dr, { locale: lang })} · {sides.cr}{' '}
            {formatPaise(totals.cr, { locale: lang })}
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-ink-soft">{t('closingOn', { date: displayDate(period.to, lang) })}</dt>
          <dd className="font-semibold tabular-nums" data-testid="ledger-closing">
            {balanceText(ledger.closing, sides, lang)}
          </dd>
        </div>
      </dl>
      {view === 'ledger' ? (
        <>
          <LedgerEntries
            ledger={ledger}
            period={period}
            vouchers={vouchers}
            query={query}
            onQuery={onQuery}
            exportName={`${t('viewLedger')} ${party.name} ${period.from} ${period.to}`}
          />
          <p className="text-xs text-ink-soft">
            {t('opensDocument')} {t('cancelledNote')}
          </p>
        </>
      ) : !open ? (
        <Spinner label={t('loading')} className="min-h-[30vh]" />
      ) : (
        <LedgerBills
          items={open}
          asOf={period.to}
          query={query}
          onQuery={onQuery}
          exportName={`${t('viewBills')} ${party.name} ${period.to}`}
        />
      )}
    </div>
  )
}

export default function PartyLedgerPage() {
  const t = useLedgerStrings()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const partyId = params.get('party') ?? ''
  const view: View = params.get('view') === 'bills' ? 'bills' : 'ledger'
  const query = params.get('q') ?? ''
  const today = localToday()
  const asked = ledgerPeriod(params.get('from'), params.get('to'), today)
  const period = useMemo(
    () => (asked.ok ? asked.period : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the dates, not the object made each render
    [asked.ok && asked.period.from, asked.ok && asked.period.to],
  )
  const party = useParty(partyId || null)
  const { db } = useData()
  // While a party is being picked, the device remembers what the larger parties carried into the year.
  useEffect(() => (partyId ? undefined : warmCarriedOnce(db, today)), [db, partyId, today])

  /** A choice adds a history entry (Back undoes it); typing a search replaces it. */
  const set = (patch: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key)
          else next.set(key, value)
        }
        return next
      },
      { replace },
    )

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-soft">{t('intro')}</p>
      </header>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
        <PartyPicker
          value={partyId || null}
          onChange={(p) => set({ party: p?.id ?? null, q: null })}
          label={t('party')}
        />
        <PeriodFields
          id={id}
          labels={{ from: t('from'), to: t('to') }}
          from={params.get('from') ?? (asked.ok ? asked.period.from : '')}
          to={params.get('to') ?? (asked.ok ? asked.period.to : '')}
          onChange={set}
        />
      </div>
      {!period ? (
        <p role="alert" className="rounded-lg bg-muted p-4 text-ink">
          {t('fromAfterTo')}
        </p>
      ) : !partyId ? (
        <p className="rounded-lg bg-muted p-4 text-ink-soft">{t('pickParty')}</p>
      ) : party.loading || party.data === undefined ? (
        <Spinner label={t('loading')} className="min-h-[30vh]" />
      ) : !party.data ? (
        <p role="alert" className="rounded-lg bg-muted p-4 text-ink">
          {t('notFound')}
        </p>
      ) : (
        <PartyAccount
          party={party.data as Party}
          period={period}
          view={view}
          onView={(v) => set({ view: v === 'bills' ? 'bills' : null, q: null })}
          query={query}
          onQuery={(q) => set({ q }, true)}
        />
      )}
    </section>
  )
}
