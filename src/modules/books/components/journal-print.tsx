// Print, Download PDF and Share of a journal voucher, from the shared document kit; each print counts.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import type { FrameCompany } from '@/lib/documents/frame'
import { useLanguage } from '@/lib/i18n'
import { DocumentActions } from '@/ui/documents/document-actions'
import { formatPaise } from '@/utils/indian-number'
import { countPrint } from '../data/vouchers'
import { useJournalStrings } from '../journal-strings'
import { journalDoc } from '../print/journal-doc'

export function JournalPrint({
  voucher,
  nameOf,
  reversalOf,
}: {
  voucher: Voucher
  nameOf: (id: string) => string
  reversalOf: Pick<Voucher, 'number' | 'doc_date'> | null
}) {
  const t = useJournalStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const company = (auth.settings ?? { company_name: '' }) as FrameCompany
  // The print count changes with every print; the PDF does not depend on it.
  const { print_count: _count, ...printed } = voucher
  const input = useMemo(
    () =>
      journalDoc({
        voucher: printed as Voucher,
        company,
        lang,
        t: t as never,
        accountName: nameOf,
        reversalOf,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the voucher's printed facts, not its object identity
    [JSON.stringify(printed), company, lang, nameOf, reversalOf?.number],
  )
  return (
    <DocumentActions
      input={input}
      fileName={`${t('fileJv')} ${voucher.number}`}
      share={{
        text: `${t('doc_jv')} ${voucher.number} · ${formatPaise(voucher.totals.grand_total, { locale: lang })} · ${company.company_name ?? ''}`,
        mobile: null,
      }}
      onPrinted={() => void countPrint(data, voucher.id)}
    />
  )
}
