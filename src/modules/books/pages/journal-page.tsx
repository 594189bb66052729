// /journal-entry: the register of journal vouchers, one journal (?id=), a new one (?new=1, or the presets
// ?new=contra and ?new=opening), and the chart of accounts (?view=accounts). One route with the view in the
// address, so back/forward and reloads (offline too) land on the same screen.
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { cn } from '@/ui/cn'
import { Spinner } from '@/ui/spinner'
import { useAccountBook } from '../components/journal-accounts'
import { JournalChart } from '../components/journal-chart'
import { JournalForm } from '../components/journal-form'
import { JournalView } from '../components/journal-view'
import { JournalsList } from '../components/journals-list'
import type { JournalPreset } from '../domain/journal-draft'
import { useJournalStrings } from '../journal-strings'

const PRESETS: Record<string, JournalPreset> = { '1': 'adjustment', contra: 'contra', opening: 'opening' }

function OneJournal({ id }: { id: string }) {
  const t = useJournalStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!voucher || (voucher as Voucher).type !== 'jv') {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link to="/journal-entry" className="mt-2 inline-block text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <JournalView key={id} voucher={voucher as Voucher} />
}

export default function JournalPage() {
  const t = useJournalStrings()
  const auth = useAuth()
  const [params] = useSearchParams()
  const book = useAccountBook()
  const canWrite = auth.can('journal_entry', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneJournal id={id} />
  const preset = PRESETS[params.get('new') ?? '']
  if (preset && canWrite) return <JournalForm key={params.toString()} preset={preset} />
  const accounts = params.get('view') === 'accounts'
  const tab = (active: boolean) =>
    cn(
      'rounded-t-lg border-b-2 px-3 py-2 text-sm font-medium',
      active ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-soft hover:text-ink',
    )
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-soft">{t('intro')}</p>
        <p className="mt-1 hidden text-xs text-ink-soft md:block">{t('shortcuts')}</p>
      </header>
      <nav aria-label={t('title')} className="flex gap-2 border-b border-line">
        <Link to="/journal-entry" className={tab(!accounts)} aria-current={accounts ? undefined : 'page'}>
          {t('tabJournals')}
        </Link>
        <Link
          to="/journal-entry?view=accounts"
          className={tab(accounts)}
          aria-current={accounts ? 'page' : undefined}
        >
          {t('tabAccounts')}
        </Link>
      </nav>
      {accounts ? (
        <JournalChart accounts={book.accounts} canWrite={canWrite} />
      ) : (
        <JournalsList canWrite={canWrite} own={book.own} />
      )}
    </section>
  )
}
