// The vouchers of a period for Tally: the period in the address (?view=tally&from=&to=), the company's name as
// Tally knows it (the settings' name to start with), what the file will hold, and the download. The file is
// made on the device from the vouchers as posted (tally-xml.ts).
import { FileCode } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { downloadText } from '@/lib/download'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { Spinner } from '@/ui/spinner'
import { usePeriodVouchers, useTallyMasters } from '../data/report-vouchers'
import { chosenMonth, monthRange } from '../domain/gst-view'
import { tallyXml } from '../domain/tally-xml'
import { useReportsStrings } from '../reports-strings'

const isDate = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s)

export function TallyExport() {
  const t = useReportsStrings()
  const id = useId()
  const auth = useAuth()
  const [params, setParams] = useSearchParams()
  const fallback = monthRange(chosenMonth(null, localToday()))
  const from = isDate(params.get('from')) ? params.get('from')! : fallback.from
  const to = isDate(params.get('to')) ? params.get('to')! : fallback.to
  const [company, setCompany] = useState(auth.settings?.company_name?.trim() ?? '')
  const ordered = from <= to
  const period = useMemo(() => (ordered ? { from, to } : { from: to, to: from }), [ordered, from, to])
  const { vouchers, loading } = usePeriodVouchers(period)
  const masters = useTallyMasters(vouchers)
  const busy = loading || masters.loading
  const out = useMemo(
    () =>
      busy || !ordered
        ? null
        : tallyXml({ company, period, vouchers, accounts: masters.accounts, parties: masters.parties }),
    [busy, ordered, company, period, vouchers, masters.accounts, masters.parties],
  )
  const setDate = (key: 'from' | 'to', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{t('tallyIntro')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field label={t('from')} htmlFor={`${id}-from`}>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(e) => setDate('from', e.target.value)}
            data-testid="tally-from"
          />
        </Field>
        <Field label={t('to')} htmlFor={`${id}-to`} error={ordered ? undefined : t('badPeriod')}>
          <Input
            id={`${id}-to`}
            type="date"
            value={to}
            aria-invalid={!ordered}
            aria-describedby={ordered ? undefined : `${id}-to-error`}
            onChange={(e) => setDate('to', e.target.value)}
            data-testid="tally-to"
          />
        </Field>
        <Field label={t('company')} htmlFor={`${id}-company`} hint={t('companyHint')}>
          <Input
            id={`${id}-company`}
            value={company}
            maxLength={200}
            aria-describedby={`${id}-company-hint`}
            onChange={(e) => setCompany(e.target.value)}
            data-testid="tally-company"
          />
        </Field>
      </div>
      {busy ? (
        <Spinner label={t('loading')} />
      ) : out ? (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm font-medium text-ink" data-testid="tally-count">
            {out.vouchers === 0
              ? t('tallyNone')
              : t('tallyCount', { count: out.vouchers, ledgers: out.ledgers })}
          </p>
          {out.unknownAccounts.length > 0 ? (
            <p className="text-sm text-danger-700" data-testid="tally-unknown">
              {t('unknownAccounts', { ids: out.unknownAccounts.join(', ') })}
            </p>
          ) : null}
          <Button
            className="self-start"
            disabled={out.vouchers === 0}
            onClick={() =>
              downloadText(`Tally ${period.from} ${period.to}`, out.xml, '.xml', 'application/xml')
            }
            data-testid="tally-download"
          >
            <FileCode aria-hidden="true" />
            {t('downloadXml')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
