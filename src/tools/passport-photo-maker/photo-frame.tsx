import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import {
  clampPlacement,
  placementTransform,
  type Placement,
  type Size,
} from '@workers/image/passport.options'
import { adjustPixels, replaceBackground } from '@workers/image/photo-pixels.options'
import { useFractionDrag } from '../shared/image/use-fraction-drag'
import { headGuide, type PhotoPreset } from './logic'
import { usePassportStrings } from './strings'

/** Preview width in canvas pixels: enough to judge the face, small enough to redraw on every change. */
const PREVIEW_WIDTH = 320

type PhotoFrameProps = {
  picture: ImageBitmap
  preset: PhotoPreset
  placement: Placement
  onPlacement: (next: Placement) => void
  adjust: { brightness: number; contrast: number }
  background: { colour: string; tolerance: number } | null
}

/** The photo in the preset's frame with the head guide; moved by drag or keys, zoomed by + and −. */
export function PhotoFrame({ picture, preset, placement, onPlacement, adjust, background }: PhotoFrameProps) {
  const t = usePassportStrings()
  const id = useId()
  const canvas = useRef<HTMLCanvasElement>(null)
  const frame: Size = {
    width: PREVIEW_WIDTH,
    height: Math.round((PREVIEW_WIDTH * preset.pixels.height) / preset.pixels.width),
  }
  const source = { width: picture.width, height: picture.height }
  const guide = headGuide(frame, preset.head)

  // The same placement and pixel work as the worker's full-size photo, on a small canvas.
  useEffect(() => {
    const target = canvas.current
    if (!target) return
    target.width = frame.width
    target.height = frame.height
    const context = target.getContext('2d', { willReadFrequently: true })
    if (!context) return
    const { scale, centre } = placementTransform(source, frame, placement)
    context.fillStyle = background?.colour ?? '#ffffff'
    context.fillRect(0, 0, frame.width, frame.height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(
      picture,
      centre.x - (source.width * scale) / 2,
      centre.y - (source.height * scale) / 2,
      source.width * scale,
      source.height * scale,
    )
    if (adjust.brightness === 0 && adjust.contrast === 0 && !background) return
    const image = context.getImageData(0, 0, frame.width, frame.height)
    adjustPixels(image, adjust.brightness, adjust.contrast)
    if (background) replaceBackground(image, background.colour, background.tolerance)
    context.putImageData(image, 0, 0)
    // Sizes are derived from these inputs; listing the objects would redraw on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picture, frame.width, frame.height, placement, adjust.brightness, adjust.contrast, background])

  const move = (dx: number, dy: number, zoomBy = 1) =>
    onPlacement(
      clampPlacement(source, frame, {
        zoom: placement.zoom * zoomBy,
        x: placement.x + dx,
        y: placement.y + dy,
      }),
    )

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 0.05 : 0.01
    const moves: Record<string, [number, number, number]> = {
      ArrowLeft: [-step, 0, 1],
      ArrowRight: [step, 0, 1],
      ArrowUp: [0, -step, 1],
      ArrowDown: [0, step, 1],
      '+': [0, 0, 1.05],
      '=': [0, 0, 1.05],
      '-': [0, 0, 1 / 1.05],
    }
    const found = moves[event.key]
    if (!found) return
    event.preventDefault()
    move(...found)
  }

  const drag = useFractionDrag<Placement>((start, dx, dy) =>
    onPlacement(clampPlacement(source, frame, { zoom: start.zoom, x: start.x + dx, y: start.y + dy })),
  )

  return (
    <div className="space-y-2">
      <p id={`${id}-help`} className="text-xs text-ink-soft">
        {t('frameHelp')}
      </p>
      <div
        role="group"
        tabIndex={0}
        aria-label={t('frame')}
        aria-describedby={`${id}-help`}
        data-testid="photo-frame"
        onKeyDown={onKeyDown}
        {...drag(placement)}
        className="relative mx-auto w-full max-w-[280px] cursor-move touch-none overflow-hidden rounded border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <canvas ref={canvas} className="block h-auto w-full" aria-hidden="true" />
        <svg
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          className="pointer-events-none absolute inset-0 h-full w-full"
          aria-hidden="true"
        >
          <ellipse {...guide.oval} fill="none" stroke="#0ea5e9" strokeWidth={2} strokeDasharray="6 4" />
          <line
            x1={0}
            x2={frame.width}
            y1={guide.crown}
            y2={guide.crown}
            stroke="#dc2626"
            strokeWidth={1.5}
          />
          {[guide.chinMin, guide.chinMax].map((y) => (
            <line key={y} x1={0} x2={frame.width} y1={y} y2={y} stroke="#dc2626" strokeWidth={1.5} />
          ))}
        </svg>
      </div>
      <p className="text-center text-xs text-ink-soft" aria-live="polite" data-testid="photo-position">
        {t('position', {
          zoom: Math.round(placement.zoom * 100),
          x: Math.round(placement.x * 100),
          y: Math.round(placement.y * 100),
        })}
      </p>
    </div>
  )
}
