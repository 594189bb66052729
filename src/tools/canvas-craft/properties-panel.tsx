import { useId, useState } from 'react'
import { Button } from '@/ui/button'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { textHeight } from './elements'
import type { Design, DesignElement, Edit, TextElement } from './logic'
import type { useCanvasStrings } from './strings'

type T = ReturnType<typeof useCanvasStrings>
type PropsPanel = {
  design: Design
  element: DesignElement | null
  /** `typing` edits of one field in a row become one undo step. */
  onEdit: (change: Edit, typing?: boolean) => void
  t: T
}

const PLACES = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const

function NumberField(props: {
  label: string
  value: number
  min: number
  max: number
  disabled?: boolean
  onValue: (value: number) => void
  t: T
}) {
  const id = useId()
  const [text, setText] = useState<string | null>(null)
  const bad = text !== null
  return (
    <Field
      label={props.label}
      htmlFor={id}
      error={bad ? props.t('numberError', { min: props.min, max: props.max }) : undefined}
    >
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={props.min}
        max={props.max}
        disabled={props.disabled}
        aria-invalid={bad}
        aria-describedby={bad ? `${id}-error` : undefined}
        value={text ?? String(Math.round(props.value))}
        onChange={(event) => {
          const value = Number(event.target.value)
          if (event.target.value.trim() !== '' && value >= props.min && value <= props.max) {
            setText(null)
            props.onValue(value)
          } else setText(event.target.value)
        }}
        onBlur={() => setText(null)}
      />
    </Field>
  )
}

function Colour({ label, value, onValue }: { label: string; value: string; onValue: (v: string) => void }) {
  const id = useId()
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        className="h-10 w-full cursor-pointer rounded-lg border border-line bg-surface"
      />
    </Field>
  )
}

function TextFields({ e, update, t }: { e: TextElement; update: (p: Partial<TextElement>) => void; t: T }) {
  const id = useId()
  return (
    <>
      <Field label={t('text')} htmlFor={`${id}-text`} className="sm:col-span-2">
        <Textarea
          id={`${id}-text`}
          className="min-h-20"
          value={e.text}
          lang={/[\u0900-\u097F]/.test(e.text) ? 'hi' : undefined}
          onChange={(event) =>
            update({ text: event.target.value, height: textHeight(event.target.value, e.fontSize) })
          }
        />
      </Field>
      <NumberField
        label={t('fontSize')}
        value={e.fontSize}
        min={6}
        max={600}
        t={t}
        onValue={(fontSize) => update({ fontSize, height: textHeight(e.text, fontSize) })}
      />
      <Colour label={t('colour')} value={e.colour} onValue={(colour) => update({ colour })} />
      <Field label={t('align')} htmlFor={`${id}-align`}>
        <Select
          id={`${id}-align`}
          value={e.align}
          onChange={(event) => update({ align: event.target.value as TextElement['align'] })}
        >
          {(['left', 'center', 'right'] as const).map((a) => (
            <option key={a} value={a}>
              {t(`align_${a}`)}
            </option>
          ))}
        </Select>
      </Field>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={e.bold}
          onChange={(event) => update({ bold: event.target.checked })}
          className="size-5 accent-brand-700"
        />
        {t('bold')}
      </label>
    </>
  )
}

/** Fields of the selected element (or the page's background when nothing is selected). */
export function PropertiesPanel({ design, element: e, onEdit, t }: PropsPanel) {
  const id = useId()
  if (!e) {
    return (
      <div className="space-y-3">
        <h2 className="text-base font-semibold text-ink">{t('page')}</h2>
        <Colour
          label={t('background')}
          value={design.background}
          onValue={(colour) => onEdit({ type: 'background', colour }, true)}
        />
      </div>
    )
  }
  const update = (patch: Partial<DesignElement>) => onEdit({ type: 'update', id: e.id, patch }, true)
  const limit = Math.max(design.width, design.height) * 4
  return (
    <div className="space-y-3">
      <h2 className="text-base font-semibold text-ink">{t('properties')}</h2>
      {e.locked ? <p className="text-sm text-ink-soft">{t('lockedNote')}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {e.kind === 'text' ? <TextFields e={e} update={update} t={t} /> : null}
        {e.kind === 'rect' || e.kind === 'ellipse' ? (
          <>
            <Colour label={t('fill')} value={e.fill} onValue={(fill) => update({ fill })} />
            <Colour label={t('stroke')} value={e.stroke} onValue={(stroke) => update({ stroke })} />
            <NumberField
              label={t('strokeWidth')}
              value={e.strokeWidth}
              min={0}
              max={200}
              t={t}
              onValue={(strokeWidth) => update({ strokeWidth })}
            />
          </>
        ) : null}
        {(['x', 'y', 'width', 'height'] as const).map((key) => (
          <NumberField
            key={key}
            label={t(key)}
            value={e[key]}
            min={key === 'x' || key === 'y' ? -limit : 10}
            max={limit}
            disabled={e.locked}
            t={t}
            onValue={(value) => update({ [key]: value })}
          />
        ))}
        <Field label={t('opacity', { percent: Math.round(e.opacity * 100) })} htmlFor={`${id}-opacity`}>
          <input
            id={`${id}-opacity`}
            type="range"
            min={5}
            max={100}
            step={5}
            value={Math.round(e.opacity * 100)}
            onChange={(event) => update({ opacity: Number(event.target.value) / 100 })}
            className="w-full accent-brand-700"
          />
        </Field>
      </div>
      <div role="group" aria-label={t('alignOnPage')} className="space-y-1">
        <p className="text-sm font-medium text-ink" aria-hidden="true">
          {t('alignOnPage')}
        </p>
        <div className="flex flex-wrap gap-1">
          {PLACES.map((to) => (
            <Button
              key={to}
              size="sm"
              variant="secondary"
              disabled={e.locked}
              onClick={() => onEdit({ type: 'align', id: e.id, to })}
            >
              {t(`place_${to}`)}
            </Button>
          ))}
        </div>
      </div>
    </div>
  )
}
