import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import type { GstInvoiceResult } from '@/utils/gst'
import { formatPaise } from '@/utils/indian-number'
import { TextField, type FormApi } from './form-kit'
import { emptyLine, MAX_LINES } from './model'
import { useInvoiceStrings } from './strings'

/** The item rows: each a fieldset of description, HSN/SAC, quantity, unit, rate, discount and GST %. */
export function LineItems({ api, result }: { api: FormApi; result: GstInvoiceResult | null }) {
  const t = useInvoiceStrings()
  const lines = api.draft.lines
  const box = useRef<HTMLDivElement>(null)
  const [focusLine, setFocusLine] = useState<number | null>(null)

  useEffect(() => {
    if (focusLine === null) return
    box.current
      ?.querySelector<HTMLInputElement>(`#${CSS.escape(api.idOf(`lines.${focusLine}.description`))}`)
      ?.focus()
    setFocusLine(null)
  }, [focusLine, api])

  return (
    <div ref={box} className="space-y-3">
      {lines.map((_, i) => (
        <fieldset
          key={i}
          className="relative grid grid-cols-2 gap-3 rounded-lg border border-line p-3 sm:grid-cols-6"
          data-testid={`invoice-line-${i + 1}`}
        >
          <legend className="px-1 text-sm font-semibold">{t('item', { n: i + 1 })}</legend>
          <TextField
            api={api}
            path={`lines.${i}.description`}
            label={t('description')}
            className="col-span-2 sm:col-span-4"
          />
          <TextField
            api={api}
            path={`lines.${i}.hsn`}
            label={t('hsn')}
            inputMode="numeric"
            className="col-span-2"
          />
          <TextField api={api} path={`lines.${i}.quantity`} label={t('quantity')} inputMode="decimal" />
          <TextField api={api} path={`lines.${i}.unit`} label={t('unit')} />
          <TextField api={api} path={`lines.${i}.rate`} label={t('rate')} inputMode="decimal" />
          <TextField api={api} path={`lines.${i}.discount`} label={t('discount')} inputMode="decimal" />
          <TextField api={api} path={`lines.${i}.gstRate`} label={t('gstRate')} inputMode="decimal" />
          <p className="self-end pb-2 text-right text-sm font-semibold" aria-live="polite">
            {result?.lines[i] ? formatPaise(result.lines[i].totalPaise) : ''}
          </p>
          {lines.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              className="absolute -top-1 right-2"
              aria-label={t('removeItem', { n: i + 1 })}
              onClick={() => {
                api.set(
                  'lines',
                  lines.filter((__, k) => k !== i),
                )
                setFocusLine(Math.max(0, i - 1))
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </fieldset>
      ))}
      {lines.length < MAX_LINES ? (
        <Button
          variant="secondary"
          onClick={() => {
            api.set('lines', [...lines, emptyLine()])
            setFocusLine(lines.length)
          }}
        >
          <Plus aria-hidden="true" />
          {t('addItem')}
        </Button>
      ) : (
        <p className="text-sm text-ink-soft">{t('maxItems', { n: MAX_LINES })}</p>
      )}
    </div>
  )
}
