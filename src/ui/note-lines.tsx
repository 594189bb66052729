// The body of a posted credit or debit note: each line with its taxable value and rates, its total, the
// note's grand total; and, for a registered buyer, the ITC reversal status — the one thing that changes after
// posting. Shared by the sales returns and the workshop returns; the words and the save come from the module.
import type { Voucher } from '@schemas/vouchers.schema'
import { useLanguage } from '@/lib/i18n'
import { Card } from '@/ui/card'
import { Field, Select } from '@/ui/field'
import { formatPaise } from '@/utils/indian-number'

export const ITC_REVERSAL_STATUSES = ['pending', 'accepted', 'rejected'] as const
export type ItcReversalStatus = (typeof ITC_REVERSAL_STATUSES)[number]

export function NoteLinesCard({
  note,
  totalLabel,
  totalTestId,
  showCess = false,
}: {
  note: Voucher
  totalLabel: string
  totalTestId?: string
  /** Whether a line's cess rate is shown beside its GST rate. */
  showCess?: boolean
}) {
  const lang = useLanguage()
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  return (
    <Card className="p-4">
      <ul className="flex flex-col divide-y divide-line text-sm">
        {note.lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-3 py-2">
            <span>
              {l.description}
              <span className="block text-xs text-ink-soft">
                {money(l.taxable)} · GST {(l.gst_bp ?? 0) / 100}%
                {showCess && l.cess_bp ? ` + ${l.cess_bp / 100}%` : ''}
              </span>
            </span>
            <span className="tabular-nums">{money(l.total)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-line pt-2 font-semibold text-ink">
        <span>{totalLabel}</span>
        <span className="tabular-nums" data-testid={totalTestId}>
          {money(note.totals.grand_total)}
        </span>
      </p>
    </Card>
  )
}

export function ItcReversalCard({
  note,
  id,
  label,
  hint,
  statusLabel,
  canWrite,
  onChange,
}: {
  note: Voucher
  /** The select's id. */
  id: string
  label: string
  hint?: string
  statusLabel: (status: ItcReversalStatus) => string
  canWrite: boolean
  onChange: (status: ItcReversalStatus) => void
}) {
  if (!note.itc_reversal) return null
  return (
    <Card className="p-4">
      <Field label={label} htmlFor={id} hint={hint}>
        <Select
          id={id}
          value={note.itc_reversal.status}
          disabled={!canWrite || note.status !== 'posted'}
          onChange={(e) => onChange(e.target.value as ItcReversalStatus)}
        >
          {ITC_REVERSAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
      </Field>
    </Card>
  )
}
