// The live totals of a job card: subtotals, tax heads, round-off, grand total and the amount in words.
import { useLanguage } from '@/lib/i18n'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import type { JobTotals } from '../domain/totals'
import { useWorkshopStrings } from '../workshop-strings'
import { money } from './format'

export function words(paise: number, lang: 'en' | 'hi'): string {
  const r = lang === 'hi' ? amountInWordsHi(paise, { only: true }) : amountInWordsEn(paise)
  return r.ok ? r.value : ''
}

export function TotalsPanel({ totals }: { totals: JobTotals }) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const stateLabel = totals.stateTaxLabel === 'UTGST' ? t('utgst') : t('sgst')
  const rows: [string, number][] = [
    [t('labourSubtotal'), totals.labourTotals.taxable],
    [t('partsSubtotal'), totals.partsTotals.taxable],
    [t('taxableValue'), totals.taxable],
    ...(totals.kind === 'intra'
      ? ([
          [t('cgst'), totals.cgst],
          [stateLabel, totals.sgst],
        ] as [string, number][])
      : ([[t('igst'), totals.igst]] as [string, number][])),
    [t('roundOff'), totals.roundOff],
  ]
  return (
    <section aria-labelledby="jc-totals" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="jc-totals" className="mb-2 text-lg font-semibold text-ink">
        {t('totals')}
      </h2>
      <p className="mb-2 text-xs text-ink-soft">
        {totals.kind === 'intra' ? t('supplyIntra', { label: stateLabel }) : t('supplyInter')}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="job-totals">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="text-right tabular-nums">{money(value, lang)}</dd>
          </div>
        ))}
        <div className="contents text-base font-bold">
          <dt>{t('grandTotal')}</dt>
          <dd className="text-right tabular-nums" data-testid="grand-total" aria-live="polite">
            {money(totals.grandTotal, lang)}
          </dd>
        </div>
      </dl>
      {totals.insurer.total > 0 || totals.maker > 0 ? (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-2 text-sm">
          {totals.insurer.total > 0 ? (
            <div className="contents">
              <dt className="text-ink-soft">{t('insurerPays')}</dt>
              <dd className="text-right tabular-nums" data-testid="insurer-total">
                {money(totals.insurer.total, lang)}
              </dd>
            </div>
          ) : null}
          {totals.maker > 0 ? (
            <div className="contents">
              <dt className="text-ink-soft">{t('makerPays')}</dt>
              <dd className="text-right tabular-nums">{money(totals.maker, lang)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">
        {t('inWords')}: <span className="text-ink">{words(totals.grandTotal, lang)}</span>
      </p>
    </section>
  )
}
