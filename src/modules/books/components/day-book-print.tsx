// Print, Download PDF and Share of the book shown, from the shared document kit. Made on the device from the
// lines the screen lists, so it works offline and the paper reads what the screen reads.
import { useMemo } from 'react'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import type { FrameCompany } from '@/lib/documents/frame'
import { translate, useLanguage } from '@/lib/i18n'
import { DocumentActions } from '@/ui/documents/document-actions'
import { displayDate } from '@/utils/display-date'
import { DAY_BOOK_STRINGS, type DayBookT } from '../day-book-strings'
import type { BookKind, BookView } from '../domain/book-view'
import type { Period } from '../domain/day-book'
import { LEDGER_STRINGS, type LedgerT } from '../ledger-strings'
import { bookDoc } from '../print/book-doc'

export function DayBookPrint({
  book,
  account,
  period,
  view,
  fileName,
}: {
  book: BookKind
  /** The bank account's name, for the bank book. */
  account: string | null
  period: Period
  view: BookView
  fileName: string
}) {
  const lang = useLanguage()
  const settings = useAuth().settings
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const today = localToday()
  // Words of our own, fixed per language: the hooks' are new on every render, and a new input is a new PDF.
  const t = useMemo<DayBookT>(
    () => (key, values) => translate(DAY_BOOK_STRINGS[lang], lang, key, values),
    [lang],
  )
  const lt = useMemo<LedgerT>(
    () => (key, values) => translate(LEDGER_STRINGS[lang], lang, key, values),
    [lang],
  )
  const input = useMemo(
    () => bookDoc({ company, lang, t, lt, book, account, period, view, today }),
    [company, lang, t, lt, book, account, period, view, today],
  )
  return (
    <DocumentActions
      input={input}
      fileName={fileName}
      share={{
        text: t('share', {
          book: t(`book_${book}`),
          company: company.company_name ?? '',
          from: displayDate(period.from, lang),
          to: displayDate(period.to, lang),
        }),
      }}
    />
  )
}
