// /print/stock-statement — the stock statement at cost for the floor-plan bank, as a PDF from the document kit
// (print/stock-statement-doc.ts) with Print, Download PDF and Share; what it prints is decided there.
import { useMemo } from 'react'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import type { FrameCompany } from '@/lib/documents/frame'
import { useLanguage } from '@/lib/i18n'
import { DocumentPage } from '@/ui/documents/document-page'
import { Spinner } from '@/ui/spinner'
import { formatPaise } from '@/utils/indian-number'
import { useStockBook } from '../data/stock'
import { heldValue } from '../domain/stock-book'
import { stockModule } from '../module'
import { stockStatementDoc, type StockStatementT } from '../print/stock-statement-doc'
import { useStockStrings } from '../stock-strings'

export default function StockStatementPrintPage() {
  const t = useStockStrings()
  const lang = useLanguage()
  const { settings } = useAuth()
  const { units, loading } = useStockBook()
  const today = localToday()
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const input = useMemo(
    () =>
      loading ? null : stockStatementDoc({ company, lang, t: t as unknown as StockStatementT, units, today }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is made anew each render and follows lang
    [company, lang, units, today, loading],
  )
  if (loading) return <Spinner label={t('loading')} className="min-h-[50vh]" />
  const held = heldValue(units)
  const title = t('statementTitle')
  return (
    <DocumentPage
      data-testid="stock-statement-print"
      back={{ to: stockModule.href.list(), label: t('backToStock') }}
      title={title}
      number={today}
      numberTestId="statement-date"
      input={input}
      share={{
        text: `${title} ${today} · ${held.count} · ${formatPaise(held.value, { locale: lang })} · ${company.company_name ?? ''}`,
      }}
    />
  )
}
