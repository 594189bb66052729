// Choose a party for a booking, job card or voucher: a combobox over every party on this device, with
// "new party" right there so the counter never has to leave the form.
import { useId, useMemo, useState } from 'react'
import type { Party, PartyKind } from '@schemas/parties.schema'
import { Dialog } from '@/ui/dialog'
import { Input } from '@/ui/field'
import { mobileSearchDigits } from '@/utils/mobile'
import { useCustomersStrings } from '../customers-strings'
import { useParty, usePartyIndex } from '../data/parties'
import { filterParties } from '../domain/party-search'
import { PartyForm } from './party-form'

export type PartyPickerProps = {
  value: string | null
  onChange: (party: Party | null) => void
  kind?: PartyKind
  label?: string
  required?: boolean
  error?: string
}

const MAX_OPTIONS = 8

export function PartyPicker({ value, onChange, kind, label, required, error }: PartyPickerProps) {
  const t = useCustomersStrings()
  const id = useId()
  const { index } = usePartyIndex()
  const selected = useParty(value).data
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [creating, setCreating] = useState(false)
  const matches = useMemo(
    () =>
      query.trim()
        ? filterParties(index, { query, kind: kind ?? 'all', state: 'all' }).slice(0, MAX_OPTIONS)
        : [],
    [index, query, kind],
  )
  // The options: the matches, then "new party <typed name>".
  const count = matches.length + (query.trim() ? 1 : 0)

  const choose = (i: number) => {
    const party = matches[i]
    if (party) {
      onChange(party as Party)
      setQuery('')
      setOpen(false)
    } else if (query.trim()) setCreating(true)
  }

  const labelText = label ?? t('pickerLabel')
  const listId = `${id}-list`
  const errorId = `${id}-error`

  return (
    <div className="flex flex-col gap-1.5" data-testid="party-picker">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
        {labelText}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {value && selected ? (
        <div className="flex items-center gap-2 rounded-lg border border-line bg-muted/40 px-3 py-2">
          <span className="min-w-0 flex-1 truncate" data-testid="party-picker-value">
            <span className="font-medium">{selected.name}</span>
            {selected.mobile ? <span className="text-ink-soft"> · {selected.mobile}</span> : null}
          </span>
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => onChange(null)}
          >
            {t('pickerClear')}
          </button>
        </div>
      ) : (
        <div className="relative">
          <Input
            id={`${id}-input`}
            role="combobox"
            aria-expanded={open && count > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && count > 0 ? `${id}-opt-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            aria-required={required}
            placeholder={t('pickerSearch')}
            autoComplete="off"
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
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(i)}
                >
                  <span className="font-medium">{p.name}</span>
                  <span className="text-ink-soft">
                    {p.mobile ? ` · ${p.mobile}` : ''} · {t(`kind_${p.kind}`)}
                  </span>
                </li>
              ))}
              <li
                id={`${id}-opt-${matches.length}`}
                role="option"
                aria-selected={active === matches.length}
                className={`cursor-pointer px-3 py-2 text-sm font-medium text-brand-700 ${active === matches.length ? 'bg-brand-50' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(matches.length)}
              >
                {matches.length === 0 ? `${t('pickerNone')} ` : ''}
                {t('pickerNew', { name: query.trim() })}
              </li>
            </ul>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Dialog open={creating} onClose={() => setCreating(false)} title={t('add')}>
        <PartyForm
          initial={{
            kind: kind ?? 'customer',
            ...(mobileSearchDigits(query) !== null ? { mobile: query.trim() } : { name: query.trim() }),
          }}
          onCancel={() => setCreating(false)}
          onSaved={(p) => {
            setCreating(false)
            setQuery('')
            onChange(p)
          }}
        />
      </Dialog>
    </div>
  )
}
