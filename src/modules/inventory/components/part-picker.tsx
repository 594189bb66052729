// Choose a part for a bill line, a job card or a stock journal: a combobox over the company's parts on this
// device, searched by part number (however spaced) or name, each option with what is on hand and its unit,
// and "New part …" right there so the counter never has to leave the form.
import { useId, useMemo, useState } from 'react'
import type { Part } from '@schemas/parts.schema'
import { useLanguage } from '@/lib/i18n'
import { Dialog } from '@/ui/dialog'
import { Input } from '@/ui/field'
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
  id: inputId,
  testId = 'part-picker',
}: PartPickerProps) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const own = useId()
  const id = inputId ?? `${own}-input`
  const { parts } = useParts()
  const { state, version } = usePartsStock()
  const selected = value ? parts.find((p) => p.id === value) : undefined
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
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
  const count = matches.length + (offerNew ? 1 : 0)

  const choose = (i: number) => {
    const part = matches[i]
    if (part) {
      onChange(part)
      setQuery('')
      setOpen(false)
    } else if (offerNew) {
      setOpen(false)
      if (onNew) onNew(query.trim())
      else setCreating(true)
    }
  }
  const qtyText = (qty: number, uom: string) =>
    t('pickerOnHand', {
      qty: `${formatIndianNumber(qty, { locale: lang, maximumFractionDigits: 3 })}${uom ? ` ${uom}` : ''}`,
    })

  const labelText = label ?? t('pickerLabel')
  const listId = `${own}-list`
  const errorId = `${own}-error`
  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {labelText}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {value && selected ? (
        <div className="flex items-center gap-2 rounded-lg border border-line bg-muted/40 px-3 py-2">
          <span className="min-w-0 flex-1 truncate" data-testid={`${testId}-value`}>
            <span className="font-mono font-medium">{selected.part_no}</span>
            <span className="text-ink-soft"> · {selected.name}</span>
            <span className="text-ink-soft">
              {' '}
              · {qtyText(partStock(state, selected.id).qty, selected.uom)}
            </span>
          </span>
          <button
            id={id}
            type="button"
            className="min-h-11 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={`${t('pickerClear')}: ${labelText}`}
            onClick={() => onChange(null)}
          >
            {t('pickerClear')}
          </button>
        </div>
      ) : (
        <div className="relative">
          <Input
            id={id}
            role="combobox"
            aria-expanded={open && count > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && count > 0 ? `${own}-opt-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            aria-required={required}
            placeholder={t('pickerSearch')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setOpen(true)
              setActive(0)
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault()
                setOpen(true)
                setActive((a) => Math.min(a + 1, count - 1))
              } else if (e.key === 'ArrowUp') {
                e.preventDefault()
                setActive((a) => Math.max(a - 1, 0))
              } else if (e.key === 'Enter' && open && count > 0) {
                e.preventDefault()
                choose(active)
              } else if (e.key === 'Escape') setOpen(false)
            }}
            data-testid={`${testId}-input`}
          />
          {open && count > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={labelText}
              className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
            >
              {matches.map((p, i) => (
                <li
                  key={p.id}
                  id={`${own}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(i)}
                >
                  <span className="font-mono font-medium">{p.part_no}</span>
                  <span> · {p.name}</span>
                  <span className="block text-xs text-ink-soft">
                    {qtyText(onHand.get(p.id) ?? 0, p.uom)}
                    {p.bin ? ` · ${p.bin}` : ''}
                    {p.active ? '' : ` · ${t('inactive')}`}
                  </span>
                </li>
              ))}
              {offerNew ? (
                <li
                  id={`${own}-opt-${matches.length}`}
                  role="option"
                  aria-selected={active === matches.length}
                  className={`cursor-pointer px-3 py-2 text-sm font-medium text-brand-700 ${active === matches.length ? 'bg-brand-50' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(matches.length)}
                  data-testid={`${testId}-new`}
                >
                  {matches.length === 0 ? `${t('pickerNone')} ` : ''}
                  {t('pickerNew', { text: query.trim() })}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
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
    </div>
  )
}
