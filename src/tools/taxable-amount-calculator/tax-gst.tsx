import { useId } from 'react'
import { Card } from '@/ui/card'
import { formatPaise } from '@/utils/indian-number'
import { ChoiceGroup, NumberField, useFieldMessage } from '../shared/calc/calc-fields'
import { useCalcStrings } from '../shared/calc/calc-strings'
import { parseMoneyField } from '../shared/calc/field-parse'
import { draftRateBp, RateChips } from '../shared/calc/rate-chips'
import { gstTaxableFromInclusive } from './logic'
import { useTaxStrings } from './strings'
import { ResultRow } from '../shared/calc/result-row'

type Props = {
  amount: string
  rate: string
  sameState: boolean
  update: (patch: { ga?: string; gr?: string; gs?: string }) => void
}

/** Mode 1: the taxable value and the GST split inside a GST-inclusive amount. */
export function TaxGst({ amount, rate, sameState, update }: Props) {
  const t = useTaxStrings()
  const tc = useCalcStrings()
  const message = useFieldMessage()
  const id = useId()
  const parsed = parseMoneyField(amount, { allowZero: true })
  const rateBp = draftRateBp(rate)
  const result =
    parsed.ok && rateBp !== null ? gstTaxableFromInclusive(parsed.value, rateBp, sameState) : null
  const value = result?.ok ? result.value : null
  const money = (p: number) => formatPaise(p)
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card aria-labelledby={`${id}-in`} className="space-y-4">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          {t('gstHeading')}
        </h2>
        <NumberField
          id={`${id}-ga`}
          label={t('gstAmount')}
          prefix="₹"
          money
          value={amount}
          onChange={(ga) => update({ ga })}
          error={message(parsed)}
        />
        <RateChips id={`${id}-gr`} legend={t('gstRate')} value={rate} onChange={(gr) => update({ gr })} />
        <ChoiceGroup
          name={`${id}-gs`}
          legend={t('supply')}
          value={sameState ? 'same' : 'other'}
          onChange={(gs) => update({ gs })}
          options={[
            { value: 'same', label: t('sameState') },
            { value: 'other', label: t('otherState') },
          ]}
        />
      </Card>
      <Card aria-labelledby={`${id}-out`} className="space-y-3 self-start bg-brand-50">
        <h2 id={`${id}-out`} className="text-lg font-semibold">
          {t('gstResult')}
        </h2>
        {value ? (
          <>
            <p role="status" aria-live="polite" className="sr-only">
              {t('gstAnnounce', { taxable: money(value.taxablePaise), tax: money(value.taxPaise) })}
            </p>
            <dl className="space-y-2">
              <div className="flex justify-between gap-2">
                <dt className="font-medium">{t('taxable')}</dt>
                <dd className="text-2xl font-bold tabular-nums text-brand-800" data-testid="tax-gst-taxable">
                  {money(value.taxablePaise)}
                </dd>
              </div>
              {sameState ? (
                <>
                  <ResultRow label={t('cgst')} value={money(value.cgstPaise)} testId="tax-gst-cgst" />
                  <ResultRow
                    label={value.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')}
                    value={money(value.sgstPaise)}
                    testId="tax-gst-sgst"
                  />
                </>
              ) : (
                <ResultRow label={t('igst')} value={money(value.igstPaise)} testId="tax-gst-igst" />
              )}
              <ResultRow label={t('totalGst')} value={money(value.taxPaise)} testId="tax-gst-tax" />
            </dl>
          </>
        ) : (
          <p role="status" aria-live="polite" className="text-sm text-ink-soft">
            {tc('fixInputs')}
          </p>
        )}
        <p className="text-xs text-ink-soft">{t('gstNote')}</p>
      </Card>
    </div>
  )
}
