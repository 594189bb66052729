import { useLanguage } from '@/lib/i18n'
import { GST_STATES } from '@/utils/gst-states'
import { validateGstin } from '@/utils/gstin'
import { Field, Select } from '@/ui/field'
import { stateByName } from '../domain/validate'
import type { SettingsEditor } from '../hooks/use-settings-editor'
import { useSettingsStrings } from '../settings-strings'
import { Section, TextField, useErrorText } from './form-parts'

/** Company name, tax identifiers and address. */
export function CompanySection({ editor }: { editor: SettingsEditor }) {
  const t = useSettingsStrings()
  const lang = useLanguage()
  const errorText = useErrorText()
  const { form, update, visibleError, touch } = editor
  if (!form) return null
  const stateError = errorText(visibleError('state'))
  const bind = (key: 'company_name' | 'gst_no' | 'pan' | 'mobile' | 'address' | 'district' | 'pin_code') => ({
    id: `settings-${key}`,
    value: form[key],
    onValue: (value: string) => update({ [key]: value }),
    error: visibleError(key),
    onBlur: () => touch(key),
  })
  // A valid GSTIN names its state; fill the state in when none is chosen yet.
  const gstBlur = () => {
    touch('gst_no')
    const g = validateGstin(form.gst_no)
    if (g.ok && !form.state) {
      const s = GST_STATES.find((x) => x.code === g.value.stateCode)
      if (s) update({ state: s.name })
    }
  }
  const chosen = stateByName(form.state)
  return (
    <Section id="company" title={t('secCompany')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...bind('company_name')}
          label={t('companyName')}
          className="sm:col-span-2"
          maxLength={200}
          autoComplete="organization"
        />
        <TextField
          {...bind('gst_no')}
          onBlur={gstBlur}
          label={t('gstNo')}
          hint={t('gstHint')}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          {...bind('pan')}
          label={t('pan')}
          maxLength={12}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          {...bind('mobile')}
          label={t('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
        />
        <TextField
          {...bind('address')}
          label={t('address')}
          className="sm:col-span-2"
          maxLength={500}
          autoComplete="street-address"
        />
        <Field label={t('state')} htmlFor="settings-state" error={stateError}>
          <Select
            id="settings-state"
            value={chosen?.name ?? form.state}
            onChange={(e) => update({ state: e.target.value })}
          >
            <option value="">{t('chooseState')}</option>
            {!chosen && form.state ? <option value={form.state}>{form.state}</option> : null}
            {GST_STATES.map((s) => (
              <option key={s.code} value={s.name}>
                {s.code} · {lang === 'hi' ? s.nameHi : s.name}
              </option>
            ))}
          </Select>
        </Field>
        <TextField {...bind('district')} label={t('district')} maxLength={100} />
        <TextField
          {...bind('pin_code')}
          label={t('pinCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
        />
      </div>
    </Section>
  )
}
