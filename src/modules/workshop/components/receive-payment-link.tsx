// "Receive payment" on a posted workshop invoice to a party's account: opens a receipt from its party with this
// invoice settled first, for a user who may write receipts. A walk-in's invoice is a cash sale, paid already.
import { IndianRupee } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { receiptsModule } from '@/modules/books/public'
import { buttonVariants } from '@/ui/button'
import { useInvoiceStrings } from '../invoice-strings'

export function ReceivePaymentLink({ invoice, testId }: { invoice: Voucher; testId: string }) {
  const t = useInvoiceStrings()
  const auth = useAuth()
  if (invoice.status !== 'posted' || !invoice.party_id) return null
  if (!auth.can('receipts', 'write') || auth.readOnly) return null
  return (
    <Link
      to={receiptsModule.href.new('rcpt', { party: invoice.party_id, bill: invoice.id })}
      className={buttonVariants({ variant: 'secondary' })}
      data-testid={testId}
    >
      <IndianRupee aria-hidden="true" />
      {t('receivePayment')}
    </Link>
  )
}
