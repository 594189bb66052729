// One posted workshop credit note: what it credited at which rates, its invoice, the parts it brought back into
// stock, and for a registered buyer the ITC reversal status, the one thing that changes after posting.
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { CancelVoucher } from '@/modules/books/public'
import { ItcReversalCard, NoteLinesCard, type ItcReversalStatus } from '@/ui/note-lines'
import { updateRecord } from '@/data/records'
import { displayDate } from '@/utils/display-date'
import { formatIndianNumber } from '@/utils/indian-number'
import { wsReturnModule } from '../module'
import { useWsReturnStrings } from '../ws-return-strings'

export function WsReturnView({ note }: { note: Voucher }) {
  const t = useWsReturnStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const canWrite = auth.can('ws_return', 'write') && !auth.readOnly
  const invoice = useRxDoc(
    () => (note.against_id ? data.db.vouchers.findOne(note.against_id) : null),
    [data.db, note.against_id],
  ).data as Voucher | null | undefined
  const back = note.lines.filter((l) => l.kind === 'part' && l.qty > 0)
  const changeItc = async (status: ItcReversalStatus) => {
    try {
      await updateRecord<Voucher>(
        data.db.vouchers,
        note.id,
        () => ({ itc_reversal: { status, on: localToday() } }),
        data.writer,
      )
    } catch (e) {
      console.error(e)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    }
  }
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="ws-return-view">
      <Link to={wsReturnModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink" data-testid="ws-return-number">
            {note.number}
          </h1>
          <p className="text-sm text-ink-soft">
            {displayDate(note.doc_date, lang)} · {note.party?.name}
            {invoice
              ? ` · ${t('colInvoice')} ${invoice.number} (${displayDate(invoice.doc_date, lang)})`
              : ''}
          </p>
          {note.details?.reason ? (
            <p className="text-sm text-ink">{t(`reason_${note.details.reason}` as 'reason_overcharged')}</p>
          ) : null}
          {back.length ? (
            <p className="text-sm text-ink-soft" data-testid="ws-return-stock">
              {t('partsBack', {
                parts: back
                  .map(
                    (l) =>
                      `${l.description} × ${formatIndianNumber(l.qty, { locale: lang, maximumFractionDigits: 3 })}`,
                  )
                  .join(', '),
              })}
            </p>
          ) : null}
        </div>
        {canWrite && note.status === 'posted' ? <CancelVoucher voucher={note} /> : null}
      </header>
      <NoteLinesCard note={note} totalLabel={t('total')} totalTestId="ws-return-grand-total" />
      <ItcReversalCard
        note={note}
        id="ws-itc-status"
        label={t('itc')}
        statusLabel={(s) => t(`itc_${s}`)}
        canWrite={canWrite}
        onChange={(s) => void changeItc(s)}
      />
    </article>
  )
}
