// Print, Download PDF and Share of a party's statement of account, from the shared document kit. Made on the
// device from what the screen shows, so it works offline; Share sends the PDF (or, where files cannot be
// shared, a WhatsApp message with the closing balance) to the party's mobile.
import { useMemo } from 'react'
import type { Party } from '@schemas/parties.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import type { FrameCompany } from '@/lib/documents/frame'
import { translate, useLanguage } from '@/lib/i18n'
import { DocumentActions } from '@/ui/documents/document-actions'
import { displayDate } from '@/utils/display-date'
import { GST_STATES } from '@/utils/gst-states'
import type { Ledger, OpenItem } from '../domain/ledger'
import { balanceText, type Period } from '../domain/ledger-view'
import { LEDGER_STRINGS, type LedgerT } from '../ledger-strings'
import { statementDoc } from '../print/statement-doc'

export function LedgerStatement({
  party,
  period,
  ledger,
  vouchers,
  open,
  fileName,
}: {
  party: Party
  period: Period
  ledger: Ledger
  vouchers: readonly Voucher[]
  /** Null until every voucher of the party is read: the statement lists the open bills, so it waits. */
  open: readonly OpenItem[] | null
  fileName: string
}) {
  const lang = useLanguage()
  const auth = useAuth()
  const settings = auth.settings
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const today = localToday()
  // A t of our own, fixed per language: the hook's is new on every render, and a new input is a new PDF.
  const t = useMemo<LedgerT>(
    () => (key, values) => translate(LEDGER_STRINGS[lang], lang, key, values),
    [lang],
  )
  const input = useMemo(
    () =>
      open &&
      statementDoc({
        company,
        party: {
          heading: t('party'),
          name: party.name,
          address: party.address ?? null,
          mobile: party.mobile ?? null,
          gstin: party.gstin ?? null,
          pan: party.pan ?? null,
          state: GST_STATES.find((s) => s.code === party.state_code)?.name ?? null,
        },
        lang,
        t,
        period,
        ledger,
        vouchers,
        open,
        today,
      }),
    [company, party, lang, t, period, ledger, vouchers, open, today],
  )
  return (
    <DocumentActions
      input={input}
      fileName={fileName}
      share={{
        text: t('statementShare', {
          party: party.name,
          from: displayDate(period.from, lang),
          to: displayDate(period.to, lang),
          balance: balanceText(ledger.closing, { dr: t('dr'), cr: t('cr') }, lang),
          company: company.company_name ?? '',
        }),
        mobile: party.mobile ?? null,
      }}
    />
  )
}
