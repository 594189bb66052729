// Print, Download PDF and Share of a debit note, from the shared document kit; each print counts.
import { useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import type { FrameCompany } from '@/lib/documents/frame'
import { useLanguage } from '@/lib/i18n'
import { countPrint } from '@/modules/books/public'
import { DocumentActions } from '@/ui/documents/document-actions'
import { formatPaise } from '@/utils/indian-number'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'
import { debitNoteDoc } from '../print/debit-note-doc'

export function DebitNotePrint({ note, bill }: { note: Voucher; bill: Voucher | null }) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const company = (auth.settings ?? { company_name: '' }) as FrameCompany
  // The print count changes with every print; the PDF does not depend on it.
  const { print_count: _count, ...printed } = note
  const input = useMemo(
    () => debitNoteDoc({ note: printed as Voucher, bill, company, lang, t: t as never }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the note's printed facts, not its object identity
    [JSON.stringify(printed), bill?.number, company, lang],
  )
  return (
    <DocumentActions
      input={input}
      fileName={`${t('printTitle')} ${note.number}`}
      share={{
        text: `${t('printTitle')} ${note.number} · ${formatPaise(note.totals.grand_total, { locale: lang })} · ${company.company_name ?? ''}`,
        mobile: null,
      }}
      onPrinted={() => void countPrint(data, note.id)}
    />
  )
}
