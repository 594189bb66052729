// A colour chooser for the QR tools: the browser's picker beside a HEX box, so the colour can be picked by
// eye or typed exactly; a bad HEX keeps the last good colour and says what is wrong.
import { useId, useState } from 'react'
import { Input } from '@/ui/field'

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

function full(hex: string): string {
  const h = hex.replace('#', '')
  return `#${h.length === 3 ? [...h].map((c) => c + c).join('') : h}`.toLowerCase()
}

type Props = {
  label: string
  value: string
  onChange: (hex: string) => void
  invalidMessage: string
  testId?: string
}

export function ColourField({ label, value, onChange, invalidMessage, testId }: Props) {
  const id = useId()
  const [raw, setRaw] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    // The colour changed from outside (a preset): show it in the box.
    setSeen(value)
    setRaw(value)
  }
  const bad = !HEX.test(raw.trim())
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-hex`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={label}
          value={full(value)}
          onChange={(e) => {
            setRaw(e.target.value)
            onChange(e.target.value)
          }}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <Input
          id={`${id}-hex`}
          value={raw}
          data-testid={testId}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={bad ? true : undefined}
          aria-describedby={bad ? `${id}-hex-error` : undefined}
          className="max-w-32 font-mono"
          onChange={(e) => {
            setRaw(e.target.value)
            const m = HEX.exec(e.target.value.trim())
            if (m) onChange(full(m[1]!))
          }}
        />
      </div>
      {bad ? (
        <p id={`${id}-hex-error`} role="alert" className="text-xs font-medium text-red-700">
          {invalidMessage}
        </p>
      ) : null}
    </div>
  )
}
