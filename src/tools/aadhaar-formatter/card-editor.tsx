import { useEffect, useId, useMemo, useState } from 'react'
import type { AadhaarPage, Rect } from '@workers/pdf/aadhaar.options'
import { Field, Input, Select } from '@/ui/field'
import { editBox, toMm, type BoxField } from './logic'
import { useAadhaarStrings } from './strings'

type Card = 'front' | 'back'
type CardEditorProps = {
  opened: AadhaarPage
  boxes: Record<Card, Rect>
  onChange: (card: Card, rect: Rect) => void
}

const COLOURS: Record<Card, string> = { front: '#2563eb', back: '#16a34a' }

/** Page 1 with the two card boxes drawn on it, and mm fields to move or size the chosen box. */
export function CardEditor({ opened, boxes, onChange }: CardEditorProps) {
  const t = useAadhaarStrings()
  const id = useId()
  const [card, setCard] = useState<Card>('front')
  const url = useMemo(() => URL.createObjectURL(opened.preview), [opened.preview])
  useEffect(() => () => URL.revokeObjectURL(url), [url])
  const box = boxes[card]
  const fields: [BoxField, string, number][] = [
    ['x', t('boxX'), box.x],
    ['y', t('boxY'), box.y],
    ['width', t('boxWidth'), box.width],
  ]
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="relative mx-auto w-full max-w-md border border-line">
        <img src={url} alt={t('pagePreview')} className="block h-auto w-full" />
        <svg
          viewBox={`0 0 ${opened.page.width} ${opened.page.height}`}
          className="pointer-events-none absolute inset-0 h-full w-full"
          aria-hidden="true"
        >
          {(['front', 'back'] as const).map((c) => (
            <rect
              key={c}
              {...boxes[c]}
              fill={COLOURS[c]}
              fillOpacity={0.12}
              stroke={COLOURS[c]}
              strokeWidth={c === card ? 3 : 1.5}
            />
          ))}
        </svg>
      </div>
      <div className="space-y-3">
        <Field label={t('adjust')} htmlFor={`${id}-card`}>
          <Select id={`${id}-card`} value={card} onChange={(e) => setCard(e.target.value as Card)}>
            <option value="front">{t('card_front')}</option>
            <option value="back">{t('card_back')}</option>
          </Select>
        </Field>
        {fields.map(([field, label, points]) => (
          <Field key={`${card}-${field}`} label={label} htmlFor={`${id}-${field}`}>
            <Input
              id={`${id}-${field}`}
              type="number"
              step={0.5}
              value={toMm(points)}
              onChange={(e) => onChange(card, editBox(box, field, e.target.valueAsNumber, opened.page))}
            />
          </Field>
        ))}
      </div>
    </div>
  )
}
