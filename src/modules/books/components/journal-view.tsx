// One journal voucher: its lines with the totals, the narration, what it reverses or what reversed it; print,
// PDF and share; cancelling (the number stays used) and reversing. A posted journal is never edited: a wrong one
// is reversed by a new journal dated today with the sides swapped, pointing at it.
import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Dialog } from '@/ui/dialog'
import { useParty } from '@/modules/customers/public'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { postReversal, ReversalRefusedError, useJournals } from '../data/journals'
import { periodRules } from '../data/use-receipt-context'
import { journalKind, reversalRefusal, type JournalPosting } from '../domain/journal-draft'
import { totalsOf } from '../domain/postings'
import { useJournalStrings } from '../journal-strings'
import { useAccountBook } from './journal-accounts'
import { JournalPrint } from './journal-print'
import { journalModule } from '../module'
import { CancelVoucher } from './cancel-voucher'

/** A line posted without the party's name (a cheque bounce's): the name on the master now. */
function PartyName({ id, fallback }: { id: string; fallback: string }) {
  const party = useParty(id).data
  return <>{party?.name ?? fallback}</>
}

export function JournalView({ voucher }: { voucher: Voucher }) {
  const t = useJournalStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const book = useAccountBook()
  const { journals } = useJournals()
  const [reversing, setReversing] = useState(false)
  const [busy, setBusy] = useState(false)
  const money = (p: number) => (p ? formatPaise(p, { locale: lang }) : '')
  const canWrite = auth.can('journal_entry', 'write') && !auth.readOnly
  const rules = periodRules(auth)
  const cancelled = voucher.status === 'cancelled'
  const lines = voucher.postings as readonly JournalPosting[]
  const totals = totalsOf(lines)
  const original = voucher.against_id ? journals.find((j) => j.id === voucher.against_id) : undefined
  const reversedBy = journals.find(
    (j) => j.against_id === voucher.id && j.status === 'posted' && j.type === 'jv',
  )
  const reverseNo = reversalRefusal(voucher, journals, rules)

  const reverse = async () => {
    setBusy(true)
    try {
      const posted = await postReversal(
        data,
        voucher,
        journals,
        rules,
        t('reversalNarration', { no: voucher.number }),
        deviceId(),
      )
      toast({ title: t('reversed', { no: posted.number }) })
      setReversing(false)
      navigate(journalModule.href.voucher(posted.id))
    } catch (e) {
      toast({
        title: e instanceof ReversalRefusedError ? t(`refusal_${e.reason}`) : t('saveFailed'),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 pb-8">
      <Link to="/journal-entry" className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className={`text-2xl font-bold text-ink ${cancelled ? 'line-through' : ''}`}>
            {t(`kind_${journalKind(voucher, book.own)}`)} {voucher.number}
          </h1>
          <p className="text-sm text-ink-soft">
            {displayDate(voucher.doc_date, lang)} · {t(`status_${voucher.status}`)}
            {voucher.print_count ? ` · ${t('printed', { count: voucher.print_count })}` : ''}
          </p>
        </div>
        {voucher.status !== 'draft' ? (
          <JournalPrint voucher={voucher} nameOf={book.nameOf} reversalOf={original ?? null} />
        ) : null}
      </header>
      {cancelled && voucher.cancel ? (
        <p role="status" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('cancelledOn', { reason: voucher.cancel.reason })}
        </p>
      ) : null}
      {original ? (
        <p className="text-sm">
          <Link className="text-brand-700 hover:underline" to={journalModule.href.voucher(original.id)}>
            {t('reversalOf', { no: original.number })}
          </Link>
        </p>
      ) : null}
      {reversedBy ? (
        <p className="text-sm" data-testid="reversed-by">
          <Link className="text-brand-700 hover:underline" to={journalModule.href.voucher(reversedBy.id)}>
            {t('reversedBy', { no: reversedBy.number })}
          </Link>
        </p>
      ) : null}
      <Card className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm" data-testid="journal-lines">
          <caption className="sr-only">{t('lines')}</caption>
          <thead>
            <tr className="border-b border-line text-left text-ink-soft">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('account')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('party')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('dr')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('cr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i} className="border-b border-line align-top">
                <td className="py-2 pr-3">
                  {book.nameOf(l.account_id)}
                  {l.narration ? <span className="block text-xs text-ink-soft">{l.narration}</span> : null}
                </td>
                <td className="py-2 pr-3">
                  {l.party_name ??
                    (l.party_id ? (
                      <PartyName
                        id={l.party_id}
                        fallback={l.party_id === voucher.party_id ? (voucher.party?.name ?? '') : ''}
                      />
                    ) : null)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(l.dr)}</td>
                <td className="py-2 text-right tabular-nums">{money(l.cr)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-2 pr-3 text-left" colSpan={2}>
                {t('total')}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{money(totals.dr)}</td>
              <td className="py-2 text-right tabular-nums">{money(totals.cr)}</td>
            </tr>
          </tfoot>
        </table>
        {voucher.narration ? (
          <p className="mt-3 text-sm">
            <span className="text-ink-soft">{t('narration')}: </span>
            {voucher.narration}
          </p>
        ) : null}
      </Card>
      {canWrite && voucher.status === 'posted' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={busy || reverseNo !== null}
            title={reverseNo ? t(`refusal_${reverseNo}`) : undefined}
            onClick={() => setReversing(true)}
          >
            <Undo2 aria-hidden="true" />
            {t('reverse')}
          </Button>
          <CancelVoucher voucher={voucher} related={journals} />
          {reverseNo && reverseNo !== 'not_posted' ? (
            <p className="basis-full text-sm text-ink-soft">{t(`refusal_${reverseNo}`)}</p>
          ) : null}
        </div>
      ) : null}
      <Dialog open={reversing} onClose={() => setReversing(false)} title={t('reverse')}>
        <div className="flex flex-col gap-4 p-4">
          <p className="text-sm">{t('reverseExplain', { no: voucher.number })}</p>
          <Button disabled={busy} onClick={() => void reverse()}>
            {t('reverseConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  )
}
