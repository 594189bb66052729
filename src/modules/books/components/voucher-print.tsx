// Print, Download PDF and Share of a money voucher, from the shared document kit; each print counts.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import type { FrameCompany } from '@/lib/documents/frame'
import { useLanguage } from '@/lib/i18n'
import { useParty } from '@/modules/customers/public'
import { DocumentActions } from '@/ui/documents/document-actions'
import { formatPaise } from '@/utils/indian-number'
import { useBooksStrings } from '../books-strings'
import { countPrint } from '../data/vouchers'
import { moneyVoucherDoc } from '../print/money-voucher-doc'

export function VoucherPrint({ voucher }: { voucher: Voucher }) {
  const t = useBooksStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const party = useParty(voucher.party_id || null).data
  const refundOf = useRxDoc(
    () =>
      voucher.type === 'rfnd' && voucher.against_id ? data.db.vouchers.findOne(voucher.against_id) : null,
    [data.db, voucher.type, voucher.against_id],
  ).data
  const company = (auth.settings ?? { company_name: '' }) as FrameCompany
  // The print count changes with every print; the PDF does not depend on it.
  const { print_count: _count, ...printed } = voucher
  const input = useMemo(
    () =>
      moneyVoucherDoc({
        voucher: printed as Voucher,
        company,
        lang,
        t: t as never,
        refundOf: refundOf ?? null,
        mobile: party?.mobile ?? null,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the voucher's printed facts, not its object identity
    [JSON.stringify(printed), company, lang, refundOf, party?.mobile],
  )
  const amount = formatPaise(voucher.payment?.amount ?? voucher.totals.grand_total, { locale: lang })
  return (
    <DocumentActions
      input={input}
      fileName={`${t(`kind_${voucher.type}`)} ${voucher.number}`}
      share={{
        text: `${t(`kind_${voucher.type}`)} ${voucher.number} · ${amount} · ${company.company_name ?? ''}`,
        mobile: party?.mobile ?? null,
      }}
      onPrinted={() => void countPrint(data, voucher.id)}
    />
  )
}
