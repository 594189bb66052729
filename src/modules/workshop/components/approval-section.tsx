// The customer's approval of the estimate: when, how much and by whom; recording it takes the current total.
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { rupees, type JobDraft } from '../domain/draft'
import type { JobTotals } from '../domain/totals'
import { useWorkshopStrings } from '../workshop-strings'
import { fieldId } from './field-errors'
import { money } from './format'
import { displayDateTime } from '@/utils/display-date'

export function ApprovalSection({
  draft,
  update,
  totals,
  err,
  describe,
  disabled,
  short,
}: {
  draft: JobDraft
  update: (patch: Partial<JobDraft>) => void
  totals: JobTotals | null
  err: (path: string) => string | undefined
  describe: (path: string) => string | undefined
  disabled: boolean
  /** The approved amount is below the current estimate. */
  short: boolean
}) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const approved = draft.approved_at !== null
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      disabled={disabled}
    >
      <legend className="px-1 text-lg font-semibold text-ink">{t('estimate')}</legend>
      {totals ? (
        <p className="text-sm text-ink-soft">
          {t('estimateNow', { amount: money(totals.grandTotal, lang) })}
        </p>
      ) : null}
      {approved && draft.approved_at !== null ? (
        <>
          <p className="text-sm text-ink" data-testid="approval-state">
            {t('approvedOn', { date: displayDateTime(draft.approved_at, lang) })}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('approvedAmount')}
              htmlFor={fieldId('approved_estimate')}
              error={err('approved_estimate')}
            >
              <MoneyInput
                id={fieldId('approved_estimate')}
                value={draft.approved_estimate}
                aria-invalid={Boolean(err('approved_estimate'))}
                aria-describedby={describe('approved_estimate')}
                onValue={(v) => update({ approved_estimate: v })}
              />
            </Field>
            <Field label={t('approvedBy')} htmlFor={fieldId('approved_by')} error={err('approved_by')}>
              <Input
                id={fieldId('approved_by')}
                value={draft.approved_by}
                maxLength={120}
                aria-invalid={Boolean(err('approved_by'))}
                aria-describedby={describe('approved_by')}
                onChange={(e) => update({ approved_by: e.target.value })}
              />
            </Field>
          </div>
          {short ? (
            <p role="status" className="text-sm font-medium text-amber-800">
              {t('approvalShort')}
            </p>
          ) : null}
          {disabled ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  update({
                    approved_at: Date.now(),
                    approved_estimate: totals ? rupees(totals.grandTotal) : draft.approved_estimate,
                  })
                }
              >
                {t('recordApproval')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => update({ approved_at: null, approved_estimate: '', approved_by: '' })}
              >
                {t('withdrawApproval')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-ink-soft" data-testid="approval-state">
            {t('notApproved')}
          </p>
          {disabled ? null : (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              data-testid="record-approval"
              onClick={() =>
                update({
                  approved_at: Date.now(),
                  approved_estimate: totals ? rupees(totals.grandTotal) : '',
                  approved_by: draft.approved_by || draft.customer_name,
                })
              }
            >
              {t('recordApproval')}
            </Button>
          )}
        </>
      )}
    </fieldset>
  )
}
