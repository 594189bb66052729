// A signature box on a canvas with pointer events (finger, pen or mouse); hands back a PNG.
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import { useWorkshopStrings } from '../workshop-strings'

const WIDTH = 600
const HEIGHT = 200

export function SignaturePad({
  onSave,
  disabled,
}: {
  onSave: (png: Blob) => Promise<void> | void
  disabled: boolean
}) {
  const t = useWorkshopStrings()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const [empty, setEmpty] = useState(true)
  const [message, setMessage] = useState('')

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d')
    if (!ctx) return
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
  }, [])

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const c = e.currentTarget
    const box = c.getBoundingClientRect()
    return {
      x: ((e.clientX - box.left) * WIDTH) / box.width,
      y: ((e.clientY - box.top) * HEIGHT) / box.height,
    }
  }

  const clear = () => {
    const ctx = canvas.current?.getContext('2d')
    if (!ctx) return
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    setEmpty(true)
  }

  const save = async () => {
    if (empty) {
      setMessage(t('emptySignature'))
      return
    }
    const c = canvas.current
    if (!c) return
    const blob = await new Promise<Blob | null>((resolve) => c.toBlob(resolve, 'image/png'))
    if (!blob) return
    setMessage('')
    await onSave(blob)
    clear()
  }

  return (
    <div className="flex flex-col gap-2">
      <p id="jc-sign-hint" className="text-sm text-ink-soft">
        {t('signHint')}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('signPad')}
        aria-describedby="jc-sign-hint"
        data-testid="signature-pad"
        className="h-auto w-full max-w-[600px] touch-none rounded-lg border border-line bg-white"
        onPointerDown={(e) => {
          if (disabled) return
          const ctx = e.currentTarget.getContext('2d')
          if (!ctx) return
          e.currentTarget.setPointerCapture(e.pointerId)
          drawing.current = true
          const p = point(e)
          ctx.strokeStyle = '#0b1f4d'
          ctx.lineWidth = 2.5
          ctx.lineCap = 'round'
          ctx.lineJoin = 'round'
          ctx.beginPath()
          ctx.moveTo(p.x, p.y)
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return
          const ctx = e.currentTarget.getContext('2d')
          if (!ctx) return
          const p = point(e)
          ctx.lineTo(p.x, p.y)
          ctx.stroke()
          setEmpty(false)
        }}
        onPointerUp={() => {
          drawing.current = false
        }}
        onPointerCancel={() => {
          drawing.current = false
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={clear} disabled={disabled}>
          {t('clearPad')}
        </Button>
        <Button size="sm" onClick={() => void save()} disabled={disabled}>
          {t('saveSignature')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-red-700">
        {message}
      </p>
    </div>
  )
}
