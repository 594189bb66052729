import { financialYearOf } from '@/utils/financial-year'
import { NON_REG_FIELD_KEYS } from '../domain/defaults'
import { PREFIX_MAX, sampleInvoiceNumber } from '../domain/validate'
import type { SettingsEditor } from '../hooks/use-settings-editor'
import { useSettingsStrings } from '../settings-strings'
import { Check, Section, TextField } from './form-parts'

function currentFyCode(): string {
  const now = new Date()
  const fy = financialYearOf({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
  return fy.ok ? fy.value.shortCode : '2627'
}

/** Invoice prefixes, terms, the unregistered-customer fields and extra charges. */
export function InvoiceSection({ editor }: { editor: SettingsEditor }) {
  const t = useSettingsStrings()
  const { form, update, visibleError, touch, readOnly } = editor
  if (!form) return null
  const fy = currentFyCode()
  const prefix = (key: 'registered_invoice_prefix' | 'non_registered_invoice_prefix', label: string) => (
    <TextField
      id={`settings-${key}`}
      label={label}
      value={form[key]}
      onValue={(value) => update({ [key]: value })}
      error={visibleError(key)}
      onBlur={() => touch(key)}
      hint={t('prefixHint', { max: PREFIX_MAX, sample: sampleInvoiceNumber(form[key] || 'INV-', fy) })}
      maxLength={PREFIX_MAX + 4}
      autoCapitalize="characters"
      spellCheck={false}
    />
  )
  return (
    <Section id="invoice" title={t('secInvoice')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {prefix('registered_invoice_prefix', t('regPrefix'))}
        {prefix('non_registered_invoice_prefix', t('nonRegPrefix'))}
        <TextField
          id="settings-terms"
          multiline
          className="sm:col-span-2"
          label={t('terms')}
          hint={t('termsHint')}
          value={form.terms_and_conditions}
          onValue={(value) => update({ terms_and_conditions: value })}
          error={visibleError('terms_and_conditions')}
          maxLength={5000}
        />
        <TextField
          id="settings-period-lock"
          type="date"
          label={t('lockDate')}
          hint={t('lockDateHint')}
          value={form.period_lock_date}
          onValue={(value) => update({ period_lock_date: value })}
          error={visibleError('period_lock_date')}
          onBlur={() => touch('period_lock_date')}
        />
      </div>
      <fieldset className="mt-6">
        <legend className="font-semibold text-ink">{t('nonRegTitle')}</legend>
        <p className="mt-1 text-sm text-ink-soft">{t('nonRegIntro')}</p>
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-ink-soft">
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">{t('fieldLabel')}</span>
              </th>
              <th scope="col" className="w-24 py-1 font-medium">
                {t('enabled')}
              </th>
              <th scope="col" className="w-24 py-1 font-medium">
                {t('mandatory')}
              </th>
            </tr>
          </thead>
          <tbody>
            {NON_REG_FIELD_KEYS.map((key) => {
              const flags = form.non_reg_fields[key]
              const set = (next: { enabled: boolean; mandatory: boolean }) =>
                update((f) => ({
                  ...f,
                  non_reg_fields: {
                    ...f.non_reg_fields,
                    [key]: { enabled: next.enabled, mandatory: next.enabled && next.mandatory },
                  },
                }))
              return (
                <tr key={key} className="border-t border-line">
                  <th scope="row" className="py-2 text-left font-normal text-ink">
                    {t(`field_${key}`)}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                      aria-label={`${t(`field_${key}`)}: ${t('enabled')}`}
                      checked={flags.enabled}
                      onChange={(e) => set({ enabled: e.target.checked, mandatory: flags.mandatory })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40"
                      aria-label={`${t(`field_${key}`)}: ${t('mandatory')}`}
                      checked={flags.mandatory}
                      disabled={readOnly || !flags.enabled}
                      onChange={(e) => set({ enabled: flags.enabled, mandatory: e.target.checked })}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </fieldset>
      <div className="mt-6 flex flex-col gap-1">
        <Check
          id="settings-extra"
          label={t('extraCharges')}
          checked={form.enable_extra_charges}
          onChecked={(v) =>
            update({
              enable_extra_charges: v,
              extra_charges_mandatory_for_unregistered: v && form.extra_charges_mandatory_for_unregistered,
            })
          }
        />
        <Check
          id="settings-extra-mandatory"
          label={t('extraMandatory')}
          checked={form.extra_charges_mandatory_for_unregistered}
          disabled={readOnly || !form.enable_extra_charges}
          onChecked={(v) => update({ extra_charges_mandatory_for_unregistered: v })}
        />
      </div>
    </Section>
  )
}
