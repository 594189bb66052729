// The register's search box: "/" from anywhere puts the cursor in it. What is typed shows at once and goes
// to the address a moment later (the router updates it in a transition), so a fast typist's letters are never
// overwritten by an older address; an address changed from outside (Back, a bookmark) replaces the text.
import { useEffect, useRef, useState } from 'react'
import { Input } from '../field'
import { Kbd, shortcutProps, useShortcut } from '../use-shortcut'

export type RegisterSearchProps = {
  value: string
  onChange: (value: string) => void
  label: string
  /** What may be searched for ("Customer name, mobile or receipt number"); the label by default. */
  placeholder?: string
  testId?: string
}

export function RegisterSearch({ value, onChange, label, placeholder, testId }: RegisterSearchProps) {
  const box = useRef<HTMLInputElement>(null)
  useShortcut('/', () => box.current?.focus())
  const [draft, setDraft] = useState(value)
  /** Values typed here that the address has not caught up with yet, oldest first. */
  const pending = useRef<string[]>([])
  useEffect(() => {
    const i = pending.current.indexOf(value)
    if (i >= 0) {
      pending.current.splice(0, i + 1)
      return
    }
    pending.current = []
    setDraft(value)
  }, [value])
  return (
    <div className="relative sm:flex-[2_1_16rem]">
      <Input
        ref={box}
        type="search"
        {...shortcutProps('/')}
        aria-label={label}
        placeholder={placeholder ?? label}
        value={draft}
        onChange={(e) => {
          const next = e.target.value
          setDraft(next)
          pending.current.push(next)
          onChange(next)
        }}
        data-testid={testId}
        className="md:pr-9"
      />
      {/* Out of the way of the browser's clear button once something is typed. */}
      {draft === '' ? (
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-soft">
          <Kbd shortcut="/" />
        </span>
      ) : null}
    </div>
  )
}
