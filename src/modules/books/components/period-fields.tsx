// The period of a book or a ledger: from and to dates, kept in the address by the page (a date being typed is
// shown as typed; the page falls back to its default period while the address holds none).
import { Field, Input } from '@/ui/field'

export function PeriodFields({
  id,
  labels,
  from,
  to,
  onChange,
}: {
  id: string
  labels: { from: string; to: string }
  from: string
  to: string
  onChange: (patch: { from?: string; to?: string }) => void
}) {
  return (
    <>
      <Field label={labels.from} htmlFor={`${id}-from`}>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </Field>
      <Field label={labels.to} htmlFor={`${id}-to`}>
        <Input id={`${id}-to`} type="date" value={to} onChange={(e) => onChange({ to: e.target.value })} />
      </Field>
    </>
  )
}
