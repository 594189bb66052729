// The lines of a vehicle invoice below the vehicle: accessories, services and taxable charges added to the
// sale, and the amounts paid to third parties on the buyer's behalf (road tax, registration, insurance) that
// pass through at cost. Both are the kit's LineRows; the form keeps the draft and the errors.
import { Plus } from 'lucide-react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input, Select } from '@/ui/field'
import { LineRows } from '@/ui/line-rows'
import { MoneyInput } from '@/ui/money-input'
import type { AddedLineDraft, InvoiceField, PureAgentDraft } from '../domain/invoice-draft'
import { useInvoicesStrings } from '../invoices-strings'

let nextRow = 0
const rowId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(nextRow++).toString(36)}`

const DEFAULT_GST: Record<AddedLineDraft['kind'], string> = { accessory: '18', service: '18', charge: '18' }
const DEFAULT_HSN: Record<AddedLineDraft['kind'], string> = {
  accessory: '8708',
  service: '9987',
  charge: '9965',
}
const GST_RATES = ['0', '5', '18', '40']

type LinesProps<T> = {
  rows: T[]
  onChange: (rows: T[]) => void
  /** The form's id of a field (the error summary links to it). */
  controlId: (field: InvoiceField) => string
  /** The form's message for a field's error, once the form was submitted. */
  err: (field: InvoiceField) => string | undefined
}

/** Accessories, services and (when the settings allow) taxable charges, each a line with HSN, qty and GST. */
export function AddedLines({
  rows,
  onChange,
  controlId,
  err,
  chargesAllowed,
}: LinesProps<AddedLineDraft> & { chargesAllowed: boolean }) {
  const t = useInvoicesStrings()
  const add = (kind: AddedLineDraft['kind']) =>
    onChange([
      ...rows,
      {
        id: rowId('l'),
        kind,
        description: '',
        hsn: DEFAULT_HSN[kind],
        qty: '1',
        price: '',
        gst: DEFAULT_GST[kind],
      },
    ])
  const missing = err('extra_charges')
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold text-ink" id={controlId('extra_charges')} tabIndex={-1}>
        {t('addedLines')}
      </h2>
      {missing ? <p className="text-sm text-danger-700">{missing}</p> : null}
      {rows.length ? (
        <LineRows
          rows={rows}
          rowKey={(line) => line.id}
          onChange={onChange}
          removeLabel={(i) => `${t('remove')} ${i + 1}`}
          legendOf={(_, i) => t('field_line', { n: i + 1 })}
          errorOf={(line) => err(`line:${line.id}`)}
          idOf={(line) => controlId(`line:${line.id}`)}
          rowClassName="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_5rem_minmax(0,1fr)_6rem_auto]"
        >
          {(line, _i, patch) => {
            const rid = controlId(`line:${line.id}`)
            return (
              <>
                <Field label={t(`kind_${line.kind}`)} htmlFor={`${rid}-d`}>
                  <Input
                    id={`${rid}-d`}
                    value={line.description}
                    placeholder={t('description')}
                    onChange={(e) => patch({ description: e.target.value })}
                  />
                </Field>
                <Field label={t('hsn')} htmlFor={`${rid}-h`}>
                  <Input
                    id={`${rid}-h`}
                    inputMode="numeric"
                    maxLength={8}
                    value={line.hsn}
                    onChange={(e) => patch({ hsn: e.target.value })}
                  />
                </Field>
                <Field label={t('qty')} htmlFor={`${rid}-q`}>
                  <Input
                    id={`${rid}-q`}
                    inputMode="decimal"
                    value={line.qty}
                    onChange={(e) => patch({ qty: e.target.value })}
                  />
                </Field>
                <Field label={t('unitPrice')} htmlFor={`${rid}-p`}>
                  <MoneyInput id={`${rid}-p`} value={line.price} onValue={(v) => patch({ price: v })} />
                </Field>
                <Field label={t('gst')} htmlFor={`${rid}-g`}>
                  <Select id={`${rid}-g`} value={line.gst} onChange={(e) => patch({ gst: e.target.value })}>
                    {GST_RATES.map((r) => (
                      <option key={r} value={r}>
                        {r}%
                      </option>
                    ))}
                  </Select>
                </Field>
              </>
            )
          }}
        </LineRows>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => add('accessory')}>
          <Plus aria-hidden="true" />
          {t('addAccessory')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => add('service')}>
          <Plus aria-hidden="true" />
          {t('addService')}
        </Button>
        {chargesAllowed ? (
          <Button variant="secondary" size="sm" onClick={() => add('charge')}>
            <Plus aria-hidden="true" />
            {t('addCharge')}
          </Button>
        ) : null}
      </div>
    </Card>
  )
}

/** Amounts paid to a third party on the buyer's authority (Rule 33): a description and the amount, no GST. */
export function PureAgentLines({ rows, onChange, controlId, err }: LinesProps<PureAgentDraft>) {
  const t = useInvoicesStrings()
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold text-ink">{t('pureAgent')}</h2>
      <p className="text-sm text-ink-soft">{t('pureAgentHint')}</p>
      {rows.length ? (
        <LineRows
          rows={rows}
          rowKey={(p) => p.id}
          onChange={onChange}
          removeLabel={(i) => `${t('remove')} ${i + 1}`}
          errorOf={(p) => err(`pure:${p.id}`)}
          idOf={(p) => controlId(`pure:${p.id}`)}
          rowClassName="sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
        >
          {(p, i, patch) => (
            <>
              <Input
                aria-label={`${t('description')} ${i + 1}`}
                value={p.description}
                onChange={(e) => patch({ description: e.target.value })}
              />
              <MoneyInput
                aria-label={`${t('amount')} ${i + 1}`}
                value={p.amount}
                onValue={(v) => patch({ amount: v })}
              />
            </>
          )}
        </LineRows>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange([...rows, { id: rowId('p'), description: '', amount: '' }])}
        >
          <Plus aria-hidden="true" />
          {t('addPureAgent')}
        </Button>
      </div>
    </Card>
  )
}
