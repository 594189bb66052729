// One money voucher as the counter sees it: what was received or paid, from whom, how, what it settled; its
// print, PDF and share; the cheque register's next step; cancelling (the number stays used). A posted voucher
// is never edited: a mistake is cancelled and entered again.
import { CircleCheck, CircleX } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Dialog } from '@/ui/dialog'
import { Field, Input } from '@/ui/field'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { useBooksStrings } from '../books-strings'
import { periodRules, usePartyVouchers } from '../data/use-receipt-context'
import { setChequeStatus } from '../data/vouchers'
import { dateRefusal } from '../domain/period'
import { CancelVoucher } from './cancel-voucher'
import { VoucherPrint } from './voucher-print'
import { receiptsModule } from '../module'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-ink-soft sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

export function VoucherView({ voucher }: { voucher: Voucher }) {
  const t = useBooksStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const { vouchers } = usePartyVouchers(voucher.party_id)
  const [bouncing, setBouncing] = useState(false)
  const [bounceDate, setBounceDate] = useState(localToday())
  const [busy, setBusy] = useState(false)
  const money = (p: number) => formatPaise(p, { locale: lang })
  const payment = voucher.payment
  const canWrite = auth.can('receipts', 'write') && !auth.readOnly
  const rules = periodRules(auth)
  const cancelled = voucher.status === 'cancelled'
  const chequeOpen = payment?.mode === 'cheque' && voucher.type === 'rcpt' && voucher.status === 'posted'
  const chequeStatus = payment?.cheque_status

  const cheque = async (status: 'cleared' | 'bounced') => {
    const dated = status === 'bounced' ? dateRefusal(bounceDate, rules) : null
    if (dated || (status === 'bounced' && bounceDate < voucher.doc_date)) {
      toast({ title: t(`err_${dated ?? 'invalid'}`), variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      const jv = await setChequeStatus(data, voucher, status, bounceDate, deviceId())
      toast({ title: jv ? t('bounced', { no: jv.number }) : t('cleared') })
      setBouncing(false)
    } catch {
      toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 pb-8">
      <Link to="/receipts" className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className={`text-2xl font-bold text-ink ${cancelled ? 'line-through' : ''}`}>
            {t(`kind_${voucher.type}`)} {voucher.number}
          </h1>
          <p className="text-sm text-ink-soft">
            {displayDate(voucher.doc_date, lang)} · {t(`status_${voucher.status}`)}
            {voucher.print_count ? ` · ${t('printed', { count: voucher.print_count })}` : ''}
          </p>
        </div>
        {voucher.status !== 'draft' ? <VoucherPrint voucher={voucher} /> : null}
      </header>
      {cancelled && voucher.cancel ? (
        <p role="status" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('cancelledOn', { reason: voucher.cancel.reason })}
        </p>
      ) : null}
      <Card>
        <dl className="flex flex-col gap-3">
          <Row
            label={t(voucher.type === 'pay' ? 'party_pay' : voucher.type === 'rfnd' ? 'party_rfnd' : 'party')}
          >
            {voucher.party?.name ?? ''}
          </Row>
          <Row label={t('colAmount')}>
            <span className="text-lg font-semibold">
              {money(payment?.amount ?? voucher.totals.grand_total)}
            </span>
          </Row>
          {payment ? (
            <Row label={t('mode')}>
              {t(`mode_${payment.mode}`)}
              {payment.instrument?.ref
                ? ` · ${t('printRef', { ref: payment.instrument.ref, date: displayDate(payment.instrument.date, lang) })}`
                : ''}
              {payment.instrument?.bank ? ` · ${payment.instrument.bank}` : ''}
            </Row>
          ) : null}
          {payment?.received_from ? <Row label={t('receivedFrom')}>{payment.received_from}</Row> : null}
          {payment && payment.allocations.length > 0 ? (
            <Row label={t('allocatedTo')}>
              <ul>
                {payment.allocations.map((a) => (
                  <li key={a.doc_id}>
                    {voucher.booking_id === a.doc_id
                      ? t('advanceOn', { no: a.doc_no ?? '' })
                      : `${a.doc_no ?? a.doc_id} · ${displayDate(a.doc_date, lang)}`}{' '}
                    · {money(a.amount)}
                  </li>
                ))}
              </ul>
            </Row>
          ) : null}
          {payment?.on_account ? (
            <Row label={t('allocatedTo')}>{t('onAccount', { amount: money(payment.on_account) })}</Row>
          ) : null}
          {chequeStatus ? <Row label={t('cheque')}>{t(`cheque_${chequeStatus}`)}</Row> : null}
          {voucher.narration ? <Row label={t('narration')}>{voucher.narration}</Row> : null}
        </dl>
      </Card>
      {canWrite && voucher.status === 'posted' ? (
        <div className="flex flex-wrap gap-2">
          {chequeOpen && chequeStatus === 'deposited' ? (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => void cheque('cleared')}>
                <CircleCheck aria-hidden="true" />
                {t('markCleared')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setBouncing(true)}>
                <CircleX aria-hidden="true" />
                {t('markBounced')}
              </Button>
            </>
          ) : null}
          {voucher.type === 'rcpt' && chequeStatus !== 'bounced' ? (
            <Link
              className="inline-flex items-center rounded-lg border border-line px-3 py-2 text-sm font-medium text-brand-700 hover:bg-muted"
              to={receiptsModule.href.new('rfnd', { party: voucher.party_id, against: voucher.id })}
            >
              {t('refundVoucher')}
            </Link>
          ) : null}
          <CancelVoucher voucher={voucher} related={vouchers} />
        </div>
      ) : null}
      <Dialog open={bouncing} onClose={() => setBouncing(false)} title={t('markBounced')}>
        <form
          className="flex flex-col gap-4 p-4"
          onSubmit={(e) => {
            e.preventDefault()
            void cheque('bounced')
          }}
        >
          <Field label={t('bounceDate')} htmlFor="voucher-bounce-date">
            <Input
              id="voucher-bounce-date"
              type="date"
              required
              min={voucher.doc_date}
              max={localToday()}
              value={bounceDate}
              onChange={(e) => setBounceDate(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="danger" disabled={busy || !bounceDate}>
            {t('markBounced')}
          </Button>
        </form>
      </Dialog>
    </div>
  )
}
