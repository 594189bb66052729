// One posted stock journal: what happened, its reason, the parts and their values, what the books were posted
// with; cancelled (it keeps its number) while nothing would go below zero for it.
import { ArrowLeft } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { CancelVoucher } from '@/modules/books/public'
import { buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { Spinner } from '@/ui/spinner'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { usePartsStock } from '../data/parts-stock'
import { partStock } from '../domain/parts-stock'
import { STJ_ACCOUNTS, stjKindOf } from '../domain/stock-journal'
import { stockSettings } from '../domain/stock-settings'
import { useInventoryStrings } from '../inventory-strings'
import { inventoryModule } from '../module'
import { qtyText } from './format'

const ACCOUNT_NAME: Record<string, 'acc_loss' | 'acc_gain' | 'acc_purchases' | 'acc_warranty'> = {
  [STJ_ACCOUNTS.loss]: 'acc_loss',
  [STJ_ACCOUNTS.warranty]: 'acc_warranty',
  [STJ_ACCOUNTS.gain]: 'acc_gain',
  [STJ_ACCOUNTS.purchases]: 'acc_purchases',
}

export function JournalView({ id }: { id: string }) {
  const t = useInventoryStrings()
  const { db } = useData()
  const doc = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (doc.loading) return <Spinner label={t('loading')} />
  const v = doc.data as Voucher | null
  if (!v || v.type !== 'stj') {
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-3">
        <Link
          to={inventoryModule.href.journals()}
          className={buttonVariants({ variant: 'link' }) + ' self-start px-0'}
        >
          <ArrowLeft aria-hidden="true" />
          {t('tabJournals')}
        </Link>
        <p role="status">{t('journalNotFound')}</p>
      </section>
    )
  }
  return <Journal v={v} />
}

function Journal({ v }: { v: Voucher }) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const stock = usePartsStock()
  const money = (p: number) => formatPaise(p, { locale: lang })
  const kind = stjKindOf(v)
  const canCancel = auth.can('workshop_inventory', 'write') && !auth.readOnly && v.status === 'posted'
  // Cancelling an excess found takes it out again: refused if that leaves a part below zero.
  const blocked = useMemo(() => {
    if (kind !== 'adjust_in' || stockSettings(auth.settings).allowNegative) return undefined
    const short = v.stock_moves.find(
      (m) => m.kind === 'part' && m.qty > 0 && partStock(stock.state, m.item_id).qty - m.qty < 0,
    )
    return short
      ? t('err_below_zero', {
          on_hand: qtyText(Math.max(0, partStock(stock.state, short.item_id).qty), lang),
        })
      : undefined
    // The state changes in place: its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [v, kind, stock.state, stock.version, auth.settings, t, lang])
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="journal-view">
      <Link
        to={inventoryModule.href.journals()}
        className={buttonVariants({ variant: 'link' }) + ' self-start px-0'}
      >
        <ArrowLeft aria-hidden="true" />
        {t('tabJournals')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-ink" data-testid="journal-number">
          {t('journalOf', { number: v.number })}
          {v.status === 'cancelled' ? ` · ${t('cancelled')}` : ''}
        </h1>
        <p className="text-sm text-ink-soft">
          {displayDate(v.doc_date, lang)} · {t(`kind_${kind}`)}
        </p>
        <p className="mt-2 text-sm text-ink">
          <span className="font-medium">{t('reason')}:</span>{' '}
          <span data-testid="journal-view-reason">{v.narration}</span>
        </p>
        {v.cancel ? <p className="text-sm text-danger-700">{v.cancel.reason}</p> : null}
        {canCancel ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <CancelVoucher voucher={v} related={[]} blocked={blocked} />
          </div>
        ) : null}
      </header>
      <Card className="p-4">
        <h2 className="mb-2 font-semibold text-ink">{t('lines')}</h2>
        <ul className="flex flex-col divide-y divide-line text-sm">
          {v.lines.map((l) => (
            <li key={l.id} className="flex flex-wrap justify-between gap-3 py-2">
              <span className="min-w-0">
                {l.item_id ? (
                  <Link to={inventoryModule.href.part(l.item_id)} className="text-brand-700 hover:underline">
                    {l.description}
                  </Link>
                ) : (
                  l.description
                )}
                <span className="block text-xs text-ink-soft">
                  {kind === 'adjust_in' ? t('colIn') : t('colOut')} {qtyText(l.qty, lang)}
                </span>
              </span>
              <span className="tabular-nums">{money(l.total)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-right font-medium text-ink tabular-nums">
          {t('journalTotal', { value: money(v.totals.grand_total) })}
        </p>
      </Card>
      {v.postings.length > 0 ? (
        <Card className="p-4">
          <h2 className="mb-2 font-semibold text-ink">{t('postings')}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {v.postings.map((p, i) => (
              <li key={i} className="flex justify-between gap-3">
                <span>
                  {p.dr ? t('dr') : t('cr')} {t(ACCOUNT_NAME[p.account_id] ?? 'acc_loss')}
                </span>
                <span className="tabular-nums">{money(p.dr || p.cr)}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </article>
  )
}
