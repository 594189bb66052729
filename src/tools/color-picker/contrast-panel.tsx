import { useId, useState } from 'react'
import { cn } from '@/ui/cn'
import { Field, Input } from '@/ui/field'
import type { Rgb } from './logic'
import { contrast, formatRatio, parseHex, toHex } from './logic'
import { useColourStrings } from './strings'

const WHITE: Rgb = { r: 255, g: 255, b: 255 }
const BLACK: Rgb = { r: 0, g: 0, b: 0 }

function ContrastRow({ label, fg, bg, testId }: { label: string; fg: Rgb; bg: Rgb; testId: string }) {
  const t = useColourStrings()
  const c = contrast(fg, bg)
  const verdicts = [
    ['aaNormal', c.aaNormal],
    ['aaLarge', c.aaLarge],
    ['aaaNormal', c.aaaNormal],
    ['aaaLarge', c.aaaLarge],
  ] as const
  return (
    <div className="space-y-1.5 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-ink">{label}</h3>
        <span className="font-mono text-lg font-bold text-ink" data-testid={`${testId}-ratio`}>
          {formatRatio(c.ratio)}
        </span>
      </div>
      <p
        className="rounded px-2 py-1 text-base"
        style={{ color: toHex(fg), backgroundColor: toHex(bg) }}
        aria-hidden="true"
      >
        {t('sample')}
      </p>
      <ul className="grid grid-cols-2 gap-1 text-xs" data-testid={`${testId}-verdicts`}>
        {verdicts.map(([key, passes]) => (
          <li
            key={key}
            className={cn(
              'rounded px-1.5 py-0.5',
              passes ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
            )}
          >
            {t(key)}: <strong>{passes ? t('pass') : t('fail')}</strong>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** WCAG contrast of the colour against white, black and a second colour the user types. */
export function ContrastPanel({ colour }: { colour: Rgb }) {
  const t = useColourStrings()
  const id = useId()
  const [second, setSecond] = useState('#ffffff')
  const parsed = parseHex(second)
  const error = parsed.ok ? undefined : t(parsed.reason === 'empty' ? 'hexEmpty' : 'hexInvalid')
  return (
    <div className="space-y-3">
      <h2 className="text-base font-semibold text-ink">{t('contrastHeading')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <ContrastRow label={t('onWhite')} fg={colour} bg={WHITE} testId="contrast-white" />
        <ContrastRow label={t('onBlack')} fg={colour} bg={BLACK} testId="contrast-black" />
      </div>
      <Field label={t('secondLabel')} htmlFor={`${id}-second`} error={error}>
        <Input
          id={`${id}-second`}
          value={second}
          onChange={(event) => setSecond(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-second-error` : undefined}
          className="max-w-40 font-mono"
        />
      </Field>
      {parsed.ok ? (
        <ContrastRow label={t('withSecond')} fg={colour} bg={parsed.value} testId="contrast-second" />
      ) : null}
      <p className="text-xs text-ink-soft">{t('contrastNote')}</p>
    </div>
  )
}
