import { Pipette } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input } from '@/ui/field'
import { ColourValues } from './colour-values'
import { ContrastPanel } from './contrast-panel'
import { ImagePicker } from './image-picker'
import type { Rgb } from './logic'
import { parseHex, toHex } from './logic'
import { Palettes } from './palettes'
import { useColourStrings } from './strings'

type EyeDropperApi = { open: () => Promise<{ sRGBHex: string }> }
type EyeDropperCtor = new () => EyeDropperApi

/** The EyeDropper constructor where the browser has one (Chromium desktop); elsewhere the button is hidden. */
function eyeDropper(): EyeDropperCtor | null {
  return typeof window !== 'undefined' && 'EyeDropper' in window
    ? (window as unknown as { EyeDropper: EyeDropperCtor }).EyeDropper
    : null
}

/** Colour picker: native picker, HEX input, screen and image picking, conversions, palettes and contrast. */
export default function ColorPickerTool() {
  const t = useColourStrings()
  const id = useId()
  const [colour, setColour] = useState<Rgb>({ r: 0x1e, g: 0x40, b: 0xaf })
  const [hexRaw, setHexRaw] = useState('#1e40af')
  const [dropperFailed, setDropperFailed] = useState(false)
  const Dropper = eyeDropper()
  const parsed = parseHex(hexRaw)
  const hexError = parsed.ok ? undefined : t(parsed.reason === 'empty' ? 'hexEmpty' : 'hexInvalid')
  const hex = toHex(colour)

  function choose(next: Rgb) {
    setColour(next)
    setHexRaw(toHex(next))
  }

  async function pickFromScreen() {
    if (!Dropper) return
    try {
      const { sRGBHex } = await new Dropper().open()
      const picked = parseHex(sRGBHex)
      setDropperFailed(!picked.ok)
      if (picked.ok) choose(picked.value)
    } catch (error) {
      // Escape closes the picker with an AbortError: the user changed their mind, nothing to report.
      setDropperFailed(!(error instanceof DOMException && error.name === 'AbortError'))
    }
  }

  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-end gap-4">
          <Field label={t('pickerLabel')} htmlFor={`${id}-native`}>
            <input
              id={`${id}-native`}
              type="color"
              value={hex}
              onChange={(event) => {
                const next = parseHex(event.target.value)
                if (next.ok) choose(next.value)
              }}
              className="h-12 w-20 cursor-pointer rounded-lg border border-line bg-surface p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
          </Field>
          <Field label={t('hexLabel')} htmlFor={`${id}-hex`} hint={t('hexHint')} error={hexError}>
            <Input
              id={`${id}-hex`}
              value={hexRaw}
              onChange={(event) => {
                setHexRaw(event.target.value)
                const next = parseHex(event.target.value)
                if (next.ok) setColour(next.value)
              }}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={hexError ? true : undefined}
              aria-describedby={hexError ? `${id}-hex-error` : `${id}-hex-hint`}
              className="max-w-40 font-mono"
            />
          </Field>
          {Dropper ? (
            <Button variant="secondary" onClick={() => void pickFromScreen()}>
              <Pipette aria-hidden="true" />
              {t('eyedropper')}
            </Button>
          ) : null}
        </div>
        {dropperFailed ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('eyedropperFailed')}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-12 rounded-lg border border-line"
            style={{ backgroundColor: hex }}
            data-testid="swatch"
          />
          <p role="status" aria-live="polite" className="font-mono text-lg text-ink">
            {t('current', { hex })}
          </p>
        </div>
        <ColourValues colour={colour} />
      </Card>
      <Card>
        <ImagePicker onPick={choose} />
      </Card>
      <Card>
        <ContrastPanel colour={colour} />
      </Card>
      <Card>
        <Palettes colour={colour} onPick={choose} />
      </Card>
    </div>
  )
}
