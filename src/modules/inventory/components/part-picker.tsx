// Choose a part for a bill line, a job card or a stock journal: a combobox over the company's parts on this
// device, searched by part number (however spaced) or name, each option with what is on hand and its unit,
// and "New part …" right there so the counter never has to leave the form.
import { useMemo, useState } from 'react'
import type { Part } from '@schemas/parts.schema'
import { useLanguage } from '@/lib/i18n'
import { Combobox, type ComboboxOption } from '@/ui/combobox'
import { Dialog } from '@/ui/dialog'
import { formatIndianNumber } from '@/utils/indian-number'
import { useParts } from '../data/parts'
import { usePartsStock } from '../data/parts-stock'
import { partStock } from '../domain/parts-stock'
import { filterParts } from '../domain/part-search'
import { useInventoryStrings } from '../inventory-strings'
import { PartForm } from './part-form'

export type PartPickerProps = {
  value: string | null
  onChange: (part: Part | null) => void
  /** "New part …" chosen with the text typed: the caller makes the part (on its own line, say). Without it the
   * picker opens the part form in a dialog and picks what is saved. */
  onNew?: (text: string) => void
  /** false: no "New part" option (a reader who may not add parts). */
  allowNew?: boolean
  /** Offer inactive parts too (a ledger, a return of an old bill); a bill offers active parts only. */
  includeInactive?: boolean
  label?: string
  required?: boolean
  error?: string
  /** The input's id, so an error summary can focus it. */
  id?: string
  testId?: string
}

const MAX_OPTIONS = 8

export function PartPicker({
  value,
  onChange,
  onNew,
  allowNew = true,
  includeInactive = false,
  label,
  required,
  error,
  id,
  testId = 'part-picker',
}: PartPickerProps) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const { parts } = useParts()
  const { state, version } = usePartsStock()
  const selected = value ? parts.find((p) => p.id === value) : undefined
  const [query, setQuery] = useState('')
  const [creating, setCreating] = useState(false)
  const offered = useMemo(
    () => (includeInactive ? parts : parts.filter((p) => p.active)),
    [parts, includeInactive],
  )
  const matches = useMemo(
    () => (query.trim() ? filterParts(offered, query).slice(0, MAX_OPTIONS) : []),
    [offered, query],
  )
  const onHand = useMemo(
    () => new Map(matches.map((p) => [p.id, partStock(state, p.id).qty])),
    // The state changes in place: its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [matches, state, version],
  )
  const offerNew = allowNew && query.trim() !== ''
  const qtyText = (qty: number, uom: string) =>
    t('pickerOnHand', {
      qty: `${formatIndianNumber(qty, { locale: lang, maximumFractionDigits: 3 })}${uom ? ` ${uom}` : ''}`,
    })
  const labelText = label ?? t('pickerLabel')

  const options: ComboboxOption[] = matches.map((p) => ({
    key: p.id,
    content: (
      <>
        <span className="font-mono font-medium">{p.part_no}</span>
        <span> · {p.name}</span>
        <span className="block text-xs text-ink-soft">
          {qtyText(onHand.get(p.id) ?? 0, p.uom)}
          {p.bin ? ` · ${p.bin}` : ''}
          {p.active ? '' : ` · ${t('inactive')}`}
        </span>
      </>
    ),
  }))
  if (offerNew) {
    options.push({
      key: 'new',
      className: 'font-medium text-brand-700',
      testId: `${testId}-new`,
      content: (
        <>
          {matches.length === 0 ? `${t('pickerNone')} ` : ''}
          {t('pickerNew', { text: query.trim() })}
        </>
      ),
    })
  }

  return (
    <Combobox
      inputId={id}
      testId={testId}
      inputTestId={`${testId}-input`}
      label={labelText}
      required={required}
      error={error}
      placeholder={t('pickerSearch')}
      spellCheck={false}
      query={query}
      onQuery={setQuery}
      options={options}
      onChoose={(i) => {
        const part = matches[i]
        if (part) {
          onChange(part)
          setQuery('')
          return true
        }
        if (!offerNew) return false
        if (onNew) onNew(query.trim())
        else setCreating(true)
        return true
      }}
      selected={
        value && selected ? (
          <>
            <span className="font-mono font-medium">{selected.part_no}</span>
            <span className="text-ink-soft"> · {selected.name}</span>
            <span className="text-ink-soft">
              {' '}
              · {qtyText(partStock(state, selected.id).qty, selected.uom)}
            </span>
          </>
        ) : null
      }
      clear={{
        text: t('pickerClear'),
        ariaLabel: `${t('pickerClear')}: ${labelText}`,
        takesId: true,
        onClear: () => onChange(null),
      }}
    >
      {onNew ? null : (
        <Dialog open={creating} onClose={() => setCreating(false)} title={t('newPart')} className="w-[48rem]">
          <PartForm
            heading={false}
            text={query}
            onCancel={() => setCreating(false)}
            onSaved={(p) => {
              setCreating(false)
              setQuery('')
              onChange(p)
            }}
          />
        </Dialog>
      )}
    </Combobox>
  )
}
