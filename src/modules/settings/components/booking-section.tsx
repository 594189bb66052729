import { Plus } from 'lucide-react'
import { Button } from '@/ui/button'
import { Field, Select, Textarea } from '@/ui/field'
import { CUSTOM_FIELD_TYPES, type BookingField, type CustomFieldType } from '../domain/defaults'
import { move, newBookingField, parseOptions } from '../domain/lists'
import type { SettingsEditor } from '../hooks/use-settings-editor'
import { useSettingsStrings } from '../settings-strings'
import { Check, Section, TextField, useErrorText } from './form-parts'
import { RowActions } from './row-actions'

/** booking_settings.customFields: the dealer's own fields on the booking form. */
export function BookingSection({ editor }: { editor: SettingsEditor }) {
  const t = useSettingsStrings()
  const errorText = useErrorText()
  const { form, update, visibleError, touch, readOnly } = editor
  if (!form) return null
  const fields = form.booking_fields
  const setFields = (next: BookingField[]) => update((f) => ({ ...f, booking_fields: next }))
  const patch = (index: number, change: Partial<BookingField>) =>
    setFields(fields.map((f, i) => (i === index ? { ...f, ...change } : f)))
  const add = () => {
    const field = newBookingField(fields)
    setFields([...fields, field])
    // Focus the new field's name once it is rendered.
    requestAnimationFrame(() => document.getElementById(`booking-${field.id}-label`)?.focus())
  }
  return (
    <Section id="booking" title={t('secBooking')} intro={t('bookingIntro')}>
      {fields.length === 0 ? <p className="text-sm text-ink-soft">{t('noBookingFields')}</p> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const name = field.label.trim() || t('unnamed')
          const optionsError = errorText(visibleError(`booking_fields.${index}.options`))
          return (
            <li key={field.id} className="rounded-lg border border-line p-3">
              <div className="flex flex-wrap items-start gap-3">
                <TextField
                  id={`booking-${field.id}-label`}
                  className="min-w-40 flex-1"
                  label={t('fieldLabel')}
                  value={field.label}
                  onValue={(label) => patch(index, { label })}
                  error={visibleError(`booking_fields.${index}.label`)}
                  onBlur={() => touch(`booking_fields.${index}.label`)}
                  maxLength={60}
                />
                <Field label={t('fieldType')} htmlFor={`booking-${field.id}-type`} className="w-36">
                  <Select
                    id={`booking-${field.id}-type`}
                    value={field.type}
                    onChange={(e) => patch(index, { type: e.target.value as CustomFieldType })}
                  >
                    {CUSTOM_FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`type_${type}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <div className="self-end">
                  <RowActions
                    name={name}
                    index={index}
                    count={fields.length}
                    disabled={readOnly}
                    onMove={(delta) => setFields(move(fields, index, delta))}
                    onRemove={() => setFields(fields.filter((_, i) => i !== index))}
                  />
                </div>
              </div>
              {field.type === 'select' ? (
                <Field
                  label={t('fieldOptions')}
                  htmlFor={`booking-${field.id}-options`}
                  error={optionsError}
                  className="mt-3"
                >
                  <Textarea
                    id={`booking-${field.id}-options`}
                    className="min-h-20"
                    defaultValue={field.options.join('\n')}
                    aria-invalid={optionsError ? true : undefined}
                    aria-describedby={optionsError ? `booking-${field.id}-options-error` : undefined}
                    onChange={(e) => patch(index, { options: parseOptions(e.target.value) })}
                    onBlur={() => touch(`booking_fields.${index}.options`)}
                  />
                </Field>
              ) : null}
              <div className="mt-2">
                <Check
                  id={`booking-${field.id}-required`}
                  label={t('required')}
                  checked={field.required}
                  onChecked={(required) => patch(index, { required })}
                />
              </div>
            </li>
          )
        })}
      </ol>
      <Button variant="secondary" className="mt-3" onClick={add}>
        <Plus aria-hidden="true" />
        {t('addField')}
      </Button>
    </Section>
  )
}
