import { useId, useState } from 'react'

type CompareSliderProps = {
  before: { src: string; alt: string }
  after: { src: string; alt: string }
  /** Accessible name of the divider control, already translated. */
  label: string
  beforeLabel: string
  afterLabel: string
}

/**
 * Two pictures of one size on top of each other; a divider shows "before" on its left and "after" on its
 * right. The divider is a native range input, so arrow keys, Home/End, touch and screen readers all work.
 */
export function CompareSlider({ before, after, label, beforeLabel, afterLabel }: CompareSliderProps) {
  const id = useId()
  const [position, setPosition] = useState(50)
  return (
    <div className="space-y-2">
      <div className="relative overflow-hidden rounded-lg border border-line bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
        <img src={after.src} alt={after.alt} className="block h-auto max-h-[60vh] w-full object-contain" />
        <img
          src={before.src}
          alt={before.alt}
          className="absolute inset-0 block h-full w-full object-contain"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.4)]"
          style={{ left: `${position}%` }}
        />
        <span
          aria-hidden="true"
          className="absolute top-2 left-2 rounded bg-ink/75 px-2 py-0.5 text-xs text-white"
        >
          {beforeLabel}
        </span>
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 rounded bg-ink/75 px-2 py-0.5 text-xs text-white"
        >
          {afterLabel}
        </span>
      </div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        value={position}
        onChange={(event) => setPosition(Number(event.target.value))}
        aria-valuetext={`${beforeLabel} ${position}% · ${afterLabel} ${100 - position}%`}
        className="w-full accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </div>
  )
}
