import type { KeyboardEvent, PointerEvent } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { Field, Input } from '@/ui/field'
import type { Rgb } from './logic'
import { fitWithin, moveCrosshair, toHex } from './logic'
import { useColourStrings } from './strings'

/** Longest side of the picking canvas; big photos are downscaled so memory stays small on phones. */
const MAX_SIDE = 1200

type Size = { width: number; height: number }

/** Loads an image file onto a canvas and picks the colour under a cross-hair moved by pointer or arrow keys. */
export function ImagePicker({ onPick }: { onPick: (colour: Rgb) => void }) {
  const t = useColourStrings()
  const id = useId()
  const canvas = useRef<HTMLCanvasElement>(null)
  const [size, setSize] = useState<Size | null>(null)
  const [point, setPoint] = useState({ x: 0, y: 0 })
  const [error, setError] = useState(false)
  const [pickedHex, setPickedHex] = useState('')
  const bitmap = useRef<ImageBitmap | null>(null)

  useEffect(() => () => bitmap.current?.close(), [])

  useEffect(() => {
    const el = canvas.current
    if (!size || !el || !bitmap.current) return
    el.width = size.width
    el.height = size.height
    el.getContext('2d', { willReadFrequently: true })?.drawImage(
      bitmap.current,
      0,
      0,
      size.width,
      size.height,
    )
  }, [size])

  async function load(file: File | undefined) {
    if (!file) return
    try {
      const image = await createImageBitmap(file)
      bitmap.current?.close()
      bitmap.current = image
      const fitted = fitWithin(image.width, image.height, MAX_SIDE)
      setError(false)
      setSize(fitted)
      setPoint({ x: Math.floor(fitted.width / 2), y: Math.floor(fitted.height / 2) })
      setPickedHex('')
    } catch {
      setError(true)
      setSize(null)
    }
  }

  function pickAt(p: { x: number; y: number }) {
    setPoint(p)
    const data = canvas.current
      ?.getContext('2d', { willReadFrequently: true })
      ?.getImageData(p.x, p.y, 1, 1).data
    if (!data) return
    const colour = { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 }
    setPickedHex(toHex(colour))
    onPick(colour)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!size) return
    const step = event.shiftKey ? 10 : 1
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    pickAt(moveCrosshair(point, move[0], move[1], size))
  }

  function onPointer(event: PointerEvent<HTMLCanvasElement>) {
    if (!size) return
    const rect = event.currentTarget.getBoundingClientRect()
    const x = Math.floor(((event.clientX - rect.left) / rect.width) * size.width)
    const y = Math.floor(((event.clientY - rect.top) / rect.height) * size.height)
    pickAt(moveCrosshair({ x, y }, 0, 0, size))
  }

  return (
    <div className="space-y-2">
      <h2 className="text-base font-semibold text-ink">{t('imageHeading')}</h2>
      <Field
        label={t('imageLabel')}
        htmlFor={`${id}-file`}
        hint={t('imageHint')}
        error={error ? t('imageError') : undefined}
      >
        <Input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          onChange={(event) => void load(event.target.files?.[0])}
          aria-describedby={error ? `${id}-file-error` : `${id}-file-hint`}
          className="h-auto py-1.5"
        />
      </Field>
      {size ? (
        <div className="relative inline-block max-w-full">
          <canvas
            ref={canvas}
            tabIndex={0}
            role="img"
            aria-label={t('imageArea', { x: String(point.x), y: String(point.y), hex: pickedHex || '—' })}
            onKeyDown={onKeyDown}
            onPointerDown={onPointer}
            data-testid="pick-canvas"
            className="block h-auto max-h-96 max-w-full cursor-crosshair rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_black]"
            style={{
              left: `${((point.x + 0.5) / size.width) * 100}%`,
              top: `${((point.y + 0.5) / size.height) * 100}%`,
            }}
          />
        </div>
      ) : null}
    </div>
  )
}
