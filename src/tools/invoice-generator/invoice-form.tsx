import type { ReactNode } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { Field, Select } from '@/ui/field'
import { ImageInput } from '@/ui/image-input'
import type { GstInvoiceResult } from '@/utils/gst'
import { GST_STATES } from '@/utils/gst-states'
import { TextField, type FormApi } from './form-kit'
import { LineItems } from './line-items'
import { stateFromGstin, TEMPLATES } from './model'
import { useInvoiceStrings } from './strings'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  )
}

function StateSelect({
  api,
  path,
  label,
  hint,
}: {
  api: FormApi
  path: 'supplier.stateCode' | 'placeOfSupply'
  label: string
  hint?: string
}) {
  const t = useInvoiceStrings()
  const lang = useLanguage()
  const id = api.idOf(path)
  const key = api.error(path)
  const value = path === 'placeOfSupply' ? api.draft.placeOfSupply : api.draft.supplier.stateCode
  return (
    <Field label={label} htmlFor={id} hint={hint} error={key ? t(key) : undefined}>
      <Select
        id={id}
        value={value}
        aria-invalid={key ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => api.set(path, e.target.value)}
      >
        {GST_STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.code} – {lang === 'hi' ? s.nameHi : s.name}
          </option>
        ))}
      </Select>
    </Field>
  )
}

type Props = { api: FormApi; result: GstInvoiceResult | null; numberExample: string; onGstinBlur: () => void }

/** Every input of the invoice, in the order it is printed. */
export function InvoiceForm({ api, result, numberExample, onGstinBlur }: Props) {
  const t = useInvoiceStrings()
  const d = api.draft
  const sid = (s: string) => `${api.idOf('section')}-${s}`
  const imageLabels = {
    choose: t('chooseImage'),
    remove: t('removeImage'),
    bad: t('imageBad'),
    shrunk: (w: number, h: number) => t('imageShrunk', { w, h }),
  }

  return (
    <div className="space-y-4">
      <Section id={sid('seller')} title={t('seller')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            api={api}
            path="supplier.name"
            label={t('name')}
            autoComplete="organization"
            className="sm:col-span-2"
          />
          <TextField
            api={api}
            path="supplier.address"
            label={t('address')}
            multiline
            className="sm:col-span-2"
          />
          <StateSelect api={api} path="supplier.stateCode" label={t('state')} />
          <TextField api={api} path="supplier.gstin" label={t('gstin')} upper />
          <TextField api={api} path="supplier.phone" label={t('phone')} inputMode="tel" />
          <TextField api={api} path="supplier.email" label={t('email')} inputMode="email" />
        </div>
        <ImageInput
          label={t('logo')}
          value={d.logo}
          onChange={(v) => api.set('logo', v)}
          maxWidth={600}
          maxHeight={240}
          labels={imageLabels}
        />
      </Section>

      <Section id={sid('buyer')} title={t('buyer')}>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">{t('gstin')}</legend>
          {[true, false].map((registered) => (
            <label key={String(registered)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={sid('registered')}
                checked={d.buyer.registered === registered}
                className="size-4 accent-brand-700"
                onChange={() => api.set('buyer.registered', registered)}
              />
              {registered ? t('buyerRegistered') : t('buyerUnregistered')}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField api={api} path="buyer.name" label={t('name')} className="sm:col-span-2" />
          <TextField
            api={api}
            path="buyer.address"
            label={t('address')}
            multiline
            className="sm:col-span-2"
          />
          {d.buyer.registered ? (
            <div onBlur={onGstinBlur}>
              <TextField api={api} path="buyer.gstin" label={t('gstin')} upper />
            </div>
          ) : null}
          <StateSelect api={api} path="placeOfSupply" label={t('placeOfSupply')} hint={t('placeHint')} />
        </div>
      </Section>

      <Section id={sid('details')} title={t('details')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            api={api}
            path="seriesPrefix"
            label={t('series')}
            hint={t('seriesHint', { example: numberExample })}
            upper
          />
          <TextField api={api} path="number" label={t('number')} upper />
          <Field
            label={t('date')}
            htmlFor={api.idOf('date')}
            error={api.error('date') ? t(api.error('date') ?? 'required') : undefined}
          >
            <input
              id={api.idOf('date')}
              type="date"
              value={d.date}
              onChange={(e) => api.set('date', e.target.value)}
              aria-invalid={api.error('date') ? true : undefined}
              className="h-10 w-full rounded-lg border border-line bg-surface px-3 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={d.reverseCharge}
            onChange={(e) => api.set('reverseCharge', e.target.checked)}
            className="size-4 accent-brand-700"
          />
          {t('reverseCharge')}
        </label>
      </Section>

      <Section id={sid('items')} title={t('items')}>
        <LineItems api={api} result={result} />
      </Section>

      <Section id={sid('payment')} title={t('payment')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField api={api} path="bank.accountName" label={t('accountName')} />
          <TextField api={api} path="bank.accountNumber" label={t('accountNumber')} inputMode="numeric" />
          <TextField api={api} path="bank.ifsc" label={t('ifsc')} upper />
          <TextField api={api} path="bank.bankName" label={t('bankName')} />
          <TextField
            api={api}
            path="bank.upiId"
            label={t('upiId')}
            hint={t('upiHint')}
            className="sm:col-span-2"
          />
        </div>
      </Section>

      <Section id={sid('signing')} title={t('signing')}>
        <TextField api={api} path="signatory" label={t('signatory')} />
        <ImageInput
          label={t('signature')}
          value={d.signature}
          onChange={(v) => api.set('signature', v)}
          maxWidth={500}
          maxHeight={160}
          labels={imageLabels}
        />
        <TextField api={api} path="terms" label={t('terms')} multiline />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-medium">{t('look')}</legend>
          {TEMPLATES.map((tpl) => (
            <label key={tpl} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={sid('template')}
                checked={d.template === tpl}
                onChange={() => api.set('template', tpl)}
                className="size-4 accent-brand-700"
              />
              {t(tpl)}
            </label>
          ))}
        </fieldset>
      </Section>
    </div>
  )
}

/** When a registered buyer's GSTIN names a state, that state is the usual place of supply. */
export function placeFromBuyer(gstin: string, current: string): string {
  return stateFromGstin(gstin) ?? current
}
