// Cancelling a posted voucher, the one way for every screen of the books: the button says why it cannot when
// something hangs on the voucher or its date is locked; the dialog asks the reason the law wants kept; the
// number stays used (GSTR-1 Table 13). The refusal is decided again at the write (another device may have
// allocated a receipt meanwhile).
import { Ban } from 'lucide-react'
import { useState } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { Field, Textarea } from '@/ui/field'
import { useBooksStrings } from '../books-strings'
import { periodRules, usePartyVouchers } from '../data/use-receipt-context'
import { cancelVoucher, CancelRefusedError } from '../data/vouchers'
import { cancelRefusal } from '../domain/period'

/**
 * `related`: the vouchers that may hang on this one (the journals); the party's own, read here, when omitted.
 * `blocked`: why the owning
 * module will not let it go, in the user's language (a purchase whose vehicles have been sold, a delivered
 * invoice), or undefined.
 */
export function CancelVoucher({
  voucher,
  related,
  blocked,
}: {
  voucher: Voucher
  related?: readonly Voucher[]
  blocked?: string | undefined
}) {
  const party = usePartyVouchers(related ? '' : (voucher.party_id ?? ''))
  const hangers = related ?? party.vouchers
  const t = useBooksStrings()
  const auth = useAuth()
  const data = useData()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const rules = periodRules(auth)
  const refusal = cancelRefusal(voucher, hangers, rules)
  const why = refusal ? t(`refusal_${refusal}`) : blocked

  const cancel = async () => {
    if (!reason.trim()) return
    setBusy(true)
    try {
      await cancelVoucher(data, voucher.id, reason, hangers, rules)
      toast({ title: t('cancelled') })
      setOpen(false)
    } catch (e) {
      toast({
        title: e instanceof CancelRefusedError ? t(`refusal_${e.reason}`) : t('saveFailed'),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        disabled={busy || why !== undefined}
        title={why}
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden="true" />
        {t('cancelVoucher')}
      </Button>
      {why && refusal !== 'not_posted' ? <p className="basis-full text-sm text-ink-soft">{why}</p> : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('cancelVoucher')}>
        <form
          className="flex flex-col gap-4 p-4"
          onSubmit={(e) => {
            e.preventDefault()
            void cancel()
          }}
        >
          <Field label={t('cancelReason')} htmlFor={`cancel-reason-${voucher.id}`}>
            <Textarea
              id={`cancel-reason-${voucher.id}`}
              required
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="danger" disabled={busy || !reason.trim()}>
            {t('cancelConfirm')}
          </Button>
        </form>
      </Dialog>
    </>
  )
}
