// "Pay" on a supplier's bill (vpur, ppur): opens a payment to its supplier with this bill settled first, for a
// user who may write receipts and payments, while something is left to pay on it.
import { IndianRupee } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { buttonVariants } from '@/ui/button'
import { useBooksStrings } from '../books-strings'
import { useBillBalance } from '../data/use-bill-balance'
import { receiptsModule } from '../module'

export function PayBillLink({ bill }: { bill: Voucher }) {
  const t = useBooksStrings()
  const auth = useAuth()
  const balance = useBillBalance(bill)
  if (bill.status !== 'posted' || !bill.party_id || !balance || balance.pending <= 0) return null
  if (!auth.can('receipts', 'write') || auth.readOnly) return null
  return (
    <Link
      to={receiptsModule.href.new('pay', { party: bill.party_id, bill: bill.id })}
      className={buttonVariants({ variant: 'secondary' })}
      data-testid="bill-pay"
    >
      <IndianRupee aria-hidden="true" />
      {t('payBill')}
    </Link>
  )
}
