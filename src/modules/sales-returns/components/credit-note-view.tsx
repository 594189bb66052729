// One posted credit note: what it credited at which rates, its invoice, the stock it brought back, and for a
// registered buyer the ITC reversal status, the one thing that changes after posting.
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { ItcReversalCard, NoteLinesCard, type ItcReversalStatus } from '@/ui/note-lines'
import { displayDate } from '@/utils/display-date'
import { setItcReversal } from '../data/credit-notes'
import { salesReturnsModule } from '../module'
import { useReturnsStrings } from '../returns-strings'

export function CreditNoteView({ note }: { note: Voucher }) {
  const t = useReturnsStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const canWrite = auth.can('sales_returns', 'write') && !auth.readOnly
  const invoice = useRxDoc(
    () => (note.against_id ? data.db.vouchers.findOne(note.against_id) : null),
    [data.db, note.against_id],
  ).data as Voucher | null | undefined
  const changeItc = async (status: ItcReversalStatus) => {
    try {
      await setItcReversal(data, note, status, localToday())
      toast({ title: t('itcSaved') })
    } catch (e) {
      console.error(e)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    }
  }
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="credit-note-view">
      <Link to={salesReturnsModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-ink" data-testid="credit-note-number">
          {note.number}
        </h1>
        <p className="text-sm text-ink-soft">
          {displayDate(note.doc_date, lang)} · {note.party?.name}
          {invoice ? ` · ${t('colInvoice')} ${invoice.number} (${displayDate(invoice.doc_date, lang)})` : ''}
        </p>
        {note.details?.reason ? (
          <p className="text-sm text-ink">{t(`reason_${note.details.reason}` as 'reason_discount')}</p>
        ) : null}
        {note.stock_moves.some((m) => m.kind === 'vehicle' && m.qty > 0) ? (
          <p className="text-sm text-ink-soft">{t('goodsBack')}</p>
        ) : null}
      </header>
      <NoteLinesCard note={note} totalLabel={t('total')} showCess />
      <ItcReversalCard
        note={note}
        id="itc-status"
        label={t('itc')}
        hint={t('itcHint')}
        statusLabel={(s) => t(`itc_${s}`)}
        canWrite={canWrite}
        onChange={(s) => void changeItc(s)}
      />
    </article>
  )
}
