// The accessible search-and-choose field behind every picker (parts, parties, variants): a labelled combobox
// input with its listbox (aria-activedescendant; arrows, Enter, Escape; a click that does not blur), the
// chosen value shown with a Clear button in place of the input, the error under it. The picker keeps the query
// (a "new …" dialog starts from it), says what the options are and what choosing one does.
import { useId, useState, type ReactNode } from 'react'
import { Input } from '@/ui/field'

export type ComboboxOption = {
  key: string
  content: ReactNode
  /** Classes added to the option's own (e.g. the "new …" option's emphasis). */
  className?: string
  testId?: string
}

export type ComboboxProps = {
  /** The input's id (an error summary focuses it); default: one of its own. */
  inputId?: string
  /** The field's test id; the chosen value is `<testId>-value`. */
  testId: string
  inputTestId?: string
  label: string
  required?: boolean
  error?: string
  placeholder: string
  spellCheck?: boolean
  query: string
  onQuery: (query: string) => void
  options: readonly ComboboxOption[]
  /** An option chosen (by its index); returns whether the list closes. */
  onChoose: (index: number) => boolean
  /** What is chosen, shown in place of the input; null: nothing chosen. */
  selected: ReactNode | null
  clear: {
    text: string
    onClear: () => void
    ariaLabel?: string
    /** The Clear button takes the input's id (so the label and an error summary still reach the field). */
    takesId?: boolean
  }
  /** Said (politely) when a search finds nothing; without it the list just stays shut. */
  noMatchesText?: string
  /** Anything the picker adds after the field (a "new …" dialog). */
  children?: ReactNode
}

export function Combobox(props: ComboboxProps) {
  const own = useId()
  const id = props.inputId ?? `${own}-input`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const { query, options, error, required, clear } = props
  const count = options.length
  const listId = `${own}-list`
  const errorId = `${own}-error`
  const statusId = `${own}-status`
  const showNone = props.noMatchesText !== undefined && open && query.trim() !== '' && count === 0
  const choose = (i: number) => {
    if (props.onChoose(i)) setOpen(false)
  }

  return (
    <div className="flex flex-col gap-1.5" data-testid={props.testId}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {props.label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {props.selected !== null ? (
        <div className="flex items-center gap-2 rounded-lg border border-line bg-muted/40 px-3 py-2">
          <span className="min-w-0 flex-1 truncate" data-testid={`${props.testId}-value`}>
            {props.selected}
          </span>
          <button
            id={clear.takesId ? id : undefined}
            type="button"
            className={`${clear.takesId ? 'min-h-11 ' : ''}text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600`}
            aria-label={clear.ariaLabel}
            onClick={clear.onClear}
          >
            {clear.text}
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
            aria-describedby={[error ? errorId : '', showNone ? statusId : ''].join(' ').trim() || undefined}
            aria-required={required}
            placeholder={props.placeholder}
            autoComplete="off"
            spellCheck={props.spellCheck}
            value={query}
            onChange={(e) => {
              props.onQuery(e.target.value)
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
            data-testid={props.inputTestId}
          />
          {open && count > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={props.label}
              className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
            >
              {options.map((o, i) => (
                <li
                  key={o.key}
                  id={`${own}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`cursor-pointer px-3 py-2 text-sm ${o.className ?? ''} ${i === active ? 'bg-brand-50' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(i)}
                  data-testid={o.testId}
                >
                  {o.content}
                </li>
              ))}
            </ul>
          ) : null}
          {showNone ? (
            <p id={statusId} role="status" className="mt-1 text-xs text-ink-soft">
              {props.noMatchesText}
            </p>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {props.children}
    </div>
  )
}
