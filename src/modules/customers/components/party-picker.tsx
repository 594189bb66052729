// Choose a party for a booking, job card or voucher: a combobox over every party on this device, with
// "new party" right there so the counter never has to leave the form.
import { useMemo, useState } from 'react'
import type { Party, PartyKind } from '@schemas/parties.schema'
import { Combobox, type ComboboxOption } from '@/ui/combobox'
import { Dialog } from '@/ui/dialog'
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
  const { index } = usePartyIndex()
  const selected = useParty(value).data
  const [query, setQuery] = useState('')
  const [creating, setCreating] = useState(false)
  const matches = useMemo(
    () =>
      query.trim()
        ? filterParties(index, { query, kind: kind ?? 'all', state: 'all' }).slice(0, MAX_OPTIONS)
        : [],
    [index, query, kind],
  )

  // The options: the matches, then "new party <typed name>".
  const options: ComboboxOption[] = matches.map((p) => ({
    key: p.id,
    content: (
      <>
        <span className="font-medium">{p.name}</span>
        <span className="text-ink-soft">
          {p.mobile ? ` · ${p.mobile}` : ''} · {t(`kind_${p.kind}`)}
        </span>
      </>
    ),
  }))
  if (query.trim()) {
    options.push({
      key: 'new',
      className: 'font-medium text-brand-700',
      content: (
        <>
          {matches.length === 0 ? `${t('pickerNone')} ` : ''}
          {t('pickerNew', { name: query.trim() })}
        </>
      ),
    })
  }

  return (
    <Combobox
      testId="party-picker"
      label={label ?? t('pickerLabel')}
      required={required}
      error={error}
      placeholder={t('pickerSearch')}
      query={query}
      onQuery={setQuery}
      options={options}
      onChoose={(i) => {
        const party = matches[i]
        if (party) {
          onChange(party as Party)
          setQuery('')
          return true
        }
        if (query.trim()) setCreating(true)
        return false
      }}
      selected={
        value && selected ? (
          <>
            <span className="font-medium">{selected.name}</span>
            {selected.mobile ? <span className="text-ink-soft"> · {selected.mobile}</span> : null}
          </>
        ) : null
      }
      clear={{ text: t('pickerClear'), onClear: () => onChange(null) }}
    >
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
    </Combobox>
  )
}
