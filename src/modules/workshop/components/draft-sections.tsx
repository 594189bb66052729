// The job card form's plain field groups: vehicle, customer, complaints and job details. Each edits the draft
// through `update`; errors and their descriptions come from the editor, which owns validation.
import { Plus, X } from 'lucide-react'
import { useLanguage } from '@/lib/i18n'
import { PartyPicker } from '@/modules/customers/public'
import { Button } from '@/ui/button'
import { Field, Input, Textarea } from '@/ui/field'
import { localIsoDate, type FieldWarning, type JobDraft } from '../domain/draft'
import type { LastReading } from '../domain/vehicle'
import { useWorkshopStrings } from '../workshop-strings'
import { fieldId, warningText } from './field-errors'
import { km } from './format'
import { displayDate } from '@/utils/display-date'

export type DraftFieldProps = {
  draft: JobDraft
  update: (patch: Partial<JobDraft>) => void
  /** The error shown under a field, once the user has tried to save. */
  err: (path: string) => string | undefined
  /** The id of the text that describes a field: its error, else its hint when it has one. */
  describe: (path: string, hint?: boolean) => string | undefined
  disabled: boolean
}

type VehicleProps = DraftFieldProps & {
  warnings: Record<string, FieldWarning>
  /** Earlier job cards of this vehicle. */
  historyCount: number
  last: LastReading | null
}

export function VehicleSection({
  draft,
  update,
  err,
  describe,
  disabled,
  warnings,
  historyCount,
  last,
}: VehicleProps) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      disabled={disabled}
    >
      <legend className="px-1 text-lg font-semibold text-ink">{t('vehicle')}</legend>
      <Field
        label={t('regNo')}
        htmlFor={fieldId('reg_no')}
        hint={warningText(t, warnings.reg_no) ?? t('regHint')}
        error={err('reg_no')}
      >
        <Input
          id={fieldId('reg_no')}
          value={draft.reg_no}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          aria-invalid={Boolean(err('reg_no'))}
          aria-describedby={describe('reg_no', true)}
          onChange={(e) => update({ reg_no: e.target.value.toUpperCase() })}
        />
      </Field>
      <Field
        label={t('chassisNo')}
        htmlFor={fieldId('chassis_no')}
        hint={warningText(t, warnings.chassis_no)}
      >
        <Input
          id={fieldId('chassis_no')}
          value={draft.chassis_no}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={30}
          aria-describedby={warnings.chassis_no ? `${fieldId('chassis_no')}-hint` : undefined}
          onChange={(e) => update({ chassis_no: e.target.value.toUpperCase() })}
        />
      </Field>
      {historyCount > 0 ? (
        <p className="text-sm text-ink-soft" data-testid="vehicle-history">
          {t('history', { count: historyCount })}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('engineNo')} htmlFor={fieldId('engine_no')}>
          <Input
            id={fieldId('engine_no')}
            value={draft.engine_no}
            maxLength={30}
            onChange={(e) => update({ engine_no: e.target.value.toUpperCase() })}
          />
        </Field>
        <Field label={t('makeModel')} htmlFor={fieldId('make_model')}>
          <Input
            id={fieldId('make_model')}
            value={draft.make_model}
            maxLength={80}
            onChange={(e) => update({ make_model: e.target.value })}
          />
        </Field>
      </div>
      <Field
        label={t('odometer')}
        htmlFor={fieldId('odometer')}
        hint={
          last
            ? t('lastReading', {
                km: km(last.odometer, lang),
                no: last.job_no,
                date: displayDate(last.opened_at, lang),
              })
            : undefined
        }
        error={err('odometer')}
      >
        <Input
          id={fieldId('odometer')}
          value={draft.odometer}
          inputMode="numeric"
          aria-invalid={Boolean(err('odometer'))}
          aria-describedby={describe('odometer', Boolean(last))}
          onChange={(e) => update({ odometer: e.target.value })}
        />
      </Field>
    </fieldset>
  )
}

export function CustomerSection({ draft, update, err, describe, disabled }: DraftFieldProps) {
  const t = useWorkshopStrings()
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      disabled={disabled}
    >
      <legend className="px-1 text-lg font-semibold text-ink">{t('customer')}</legend>
      {disabled ? null : (
        <PartyPicker
          value={draft.party_id}
          kind="customer"
          label={t('party')}
          onChange={(p) =>
            update(
              p
                ? { party_id: p.id, customer_name: p.name, mobile: p.mobile ?? draft.mobile }
                : { party_id: null },
            )
          }
        />
      )}
      <Field label={t('customerName')} htmlFor={fieldId('customer_name')} error={err('customer_name')}>
        <Input
          id={fieldId('customer_name')}
          value={draft.customer_name}
          maxLength={120}
          autoComplete="off"
          aria-invalid={Boolean(err('customer_name'))}
          aria-describedby={describe('customer_name')}
          onChange={(e) => update({ customer_name: e.target.value })}
        />
      </Field>
      {[...draft.labour, ...draft.parts].some((l) => l.billable_to === 'insurance') ? (
        disabled ? null : (
          <div id={fieldId('insurer_id')} tabIndex={-1}>
            <PartyPicker
              value={draft.insurer_id}
              kind="insurer"
              label={t('insurer')}
              required
              error={err('insurer_id')}
              onChange={(p) => update({ insurer_id: p ? p.id : null })}
            />
          </div>
        )
      ) : null}
      <Field label={t('mobile')} htmlFor={fieldId('mobile')} error={err('mobile')}>
        <Input
          id={fieldId('mobile')}
          value={draft.mobile}
          type="tel"
          inputMode="tel"
          maxLength={16}
          aria-invalid={Boolean(err('mobile'))}
          aria-describedby={describe('mobile')}
          onChange={(e) => update({ mobile: e.target.value })}
        />
      </Field>
    </fieldset>
  )
}

export function ComplaintsSection({ draft, update, err, describe, disabled }: DraftFieldProps) {
  const t = useWorkshopStrings()
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      disabled={disabled}
    >
      <legend className="px-1 text-lg font-semibold text-ink">{t('complaints')}</legend>
      <ol className="flex flex-col gap-2">
        {draft.complaints.map((c, i) => {
          const path = `complaints.${i}`
          return (
            <li key={i} className="flex items-end gap-2">
              <Field
                label={t('complaint', { n: i + 1 })}
                htmlFor={fieldId(path)}
                error={err(path)}
                className="flex-1"
              >
                <Input
                  id={fieldId(path)}
                  value={c}
                  maxLength={300}
                  aria-invalid={Boolean(err(path))}
                  aria-describedby={describe(path)}
                  onChange={(e) =>
                    update({ complaints: draft.complaints.map((x, j) => (j === i ? e.target.value : x)) })
                  }
                />
              </Field>
              {draft.complaints.length > 1 && !disabled ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('removeComplaint', { n: i + 1 })}
                  onClick={() => update({ complaints: draft.complaints.filter((_, j) => j !== i) })}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          )
        })}
      </ol>
      {disabled ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => update({ complaints: [...draft.complaints, ''] })}
        >
          <Plus aria-hidden="true" />
          {t('addComplaint')}
        </Button>
      )}
    </fieldset>
  )
}

export function JobDetailsSection({
  draft,
  update,
  err,
  describe,
  disabled,
  openedAt,
}: DraftFieldProps & { openedAt: number }) {
  const t = useWorkshopStrings()
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      disabled={disabled}
    >
      <legend className="px-1 text-lg font-semibold text-ink">{t('jobDetails')}</legend>
      <Field label={t('technician')} htmlFor={fieldId('technician')}>
        <Input
          id={fieldId('technician')}
          value={draft.technician}
          maxLength={80}
          onChange={(e) => update({ technician: e.target.value })}
        />
      </Field>
      <Field label={t('promisedOn')} htmlFor={fieldId('promised_on')} error={err('promised_on')}>
        <Input
          id={fieldId('promised_on')}
          type="date"
          value={draft.promised_on}
          min={localIsoDate(openedAt)}
          aria-invalid={Boolean(err('promised_on'))}
          aria-describedby={describe('promised_on')}
          onChange={(e) => update({ promised_on: e.target.value })}
        />
      </Field>
      <Field label={t('notes')} htmlFor={fieldId('notes')}>
        <Textarea
          id={fieldId('notes')}
          value={draft.notes}
          maxLength={2000}
          className="min-h-20"
          onChange={(e) => update({ notes: e.target.value })}
        />
      </Field>
    </fieldset>
  )
}
