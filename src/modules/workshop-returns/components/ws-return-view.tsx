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
import { Card } from '@/ui/card'
import { Field, Select } from '@/ui/field'
import { updateRecord } from '@/data/records'
import { displayDate } from '@/utils/display-date'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import { wsReturnModule } from '../module'
import { useWsReturnStrings } from '../ws-return-strings'

const ITC = ['pending', 'accepted', 'rejected'] as const

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
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const back = note.lines.filter((l) => l.kind === 'part' && l.qty > 0)
  const changeItc = async (status: (typeof ITC)[number]) => {
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
      <Card className="p-4">
        <ul className="flex flex-col divide-y divide-line text-sm">
          {note.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3 py-2">
              <span>
                {l.description}
                <span className="block text-xs text-ink-soft">
                  {money(l.taxable)} · GST {(l.gst_bp ?? 0) / 100}%
                </span>
              </span>
              <span className="tabular-nums">{money(l.total)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-line pt-2 font-semibold text-ink">
          <span>{t('total')}</span>
          <span className="tabular-nums" data-testid="ws-return-grand-total">
            {money(note.totals.grand_total)}
          </span>
        </p>
      </Card>
      {note.itc_reversal ? (
        <Card className="p-4">
          <Field label={t('itc')} htmlFor="ws-itc-status">
            <Select
              id="ws-itc-status"
              value={note.itc_reversal.status}
              disabled={!canWrite || note.status !== 'posted'}
              onChange={(e) => void changeItc(e.target.value as (typeof ITC)[number])}
            >
              {ITC.map((s) => (
                <option key={s} value={s}>
                  {t(`itc_${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        </Card>
      ) : null}
    </article>
  )
}
