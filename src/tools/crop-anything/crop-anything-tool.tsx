import { FlipHorizontal2, FlipVertical2, RotateCcw, RotateCw, Scissors, Undo2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { usePdfTask } from '@/lib/workers/pdf-client'
import { imageWorker, useImageProblemStrings } from '@/lib/workers/image-client'
import type { CropResult } from '@workers/image/api.options'
import {
  cropPixels,
  NO_TRANSFORM,
  rotatedBounds,
  rotationRadians,
  type CropOptions,
  type CropRect,
  type Transform,
} from '@workers/image/crop.options'
import { outputName } from '@workers/image/resize.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Select } from '@/ui/field'
import { FileResult } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { loadPreview } from '../shared/image/load-preview'
import { PictureDrop } from '../shared/image/picture-drop'
import { CropBox } from './crop-box'
import { fitRatio, RATIOS, type RatioId, type Size } from './logic'
import { useCropStrings } from './strings'

const ACCEPT = [
  'image/*',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.bmp',
  '.avif',
  '.heic',
  '.heif',
] as const
const PREVIEW_SIDE = 1200
const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const
type Loaded = { file: File; natural: Size; preview: ImageBitmap }

/** Crop one image with ratios, turns, flips, straightening and zoom; the full-size work runs in the worker. */
export default function CropAnythingTool() {
  const t = useCropStrings()
  const problems = useImageProblemStrings()
  const id = useId()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const [transform, setTransform] = useState<Transform>(NO_TRANSFORM)
  const [ratioId, setRatioId] = useState<RatioId>('free')
  const [rect, setRect] = useState<CropRect>({ x: 0.05, y: 0.05, width: 0.9, height: 0.9 })
  const [zoom, setZoom] = useState(100)
  const [format, setFormat] = useState<CropOptions['format']>('jpeg')
  const [quality, setQuality] = useState(90)
  const canvas = useRef<HTMLCanvasElement>(null)
  const task = usePdfTask<CropResult>()
  const ratio = RATIOS.find((r) => r.id === ratioId)!.value
  const radians = rotationRadians(transform)
  const fullBounds = loaded
    ? rotatedBounds(loaded.natural.width, loaded.natural.height, radians)
    : { width: 1, height: 1 }

  useEffect(() => () => loaded?.preview.close(), [loaded])

  async function open(file: File) {
    task.reset()
    setFailed(false)
    try {
      const { natural, preview } = await loadPreview(file, PREVIEW_SIDE, 'medium')
      setTransform(NO_TRANSFORM)
      setRatioId('free')
      setRect(fitRatio(natural, null))
      setLoaded({ file, natural, preview })
    } catch {
      setLoaded(null)
      setFailed(true)
    }
  }

  // Draw the turned, flipped preview; the crop box sits over it in fractions of the same box.
  useEffect(() => {
    const target = canvas.current
    if (!target || !loaded) return
    const { preview } = loaded
    const bounds = rotatedBounds(preview.width, preview.height, radians)
    target.width = Math.round(bounds.width)
    target.height = Math.round(bounds.height)
    const context = target.getContext('2d')
    if (!context) return
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, target.width, target.height)
    context.translate(target.width / 2, target.height / 2)
    context.rotate(radians)
    context.scale(transform.flipX ? -1 : 1, transform.flipY ? -1 : 1)
    context.drawImage(preview, -preview.width / 2, -preview.height / 2)
  }, [loaded, radians, transform.flipX, transform.flipY])

  function changeTransform(next: Transform) {
    task.reset()
    setTransform(next)
    // The turned picture's box changes shape, so the crop starts again from the chosen shape.
    if (loaded) {
      setRect(
        fitRatio(rotatedBounds(loaded.natural.width, loaded.natural.height, rotationRadians(next)), ratio),
      )
    }
  }

  async function crop() {
    if (!loaded) return
    const options: CropOptions = {
      transform,
      crop: rect,
      format,
      quality,
      background: '#ffffff',
      outputName: outputName(loaded.file.name, t('suffix'), EXTENSIONS[format]),
    }
    await task.run((run) => imageWorker.run('cropImage', [{ file: loaded.file }, options], run))
  }

  const pixels = cropPixels(rect, fullBounds)
  const progress = task.state.status === 'running' ? task.state.progress : null
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <PictureDrop
          accept={ACCEPT}
          typeLabel={t('typeLabel')}
          emptyText={t('needImage')}
          failedText={t('cantOpen')}
          state={failed ? 'failed' : loaded ? 'loaded' : 'empty'}
          onFile={open}
          disabled={Boolean(progress)}
        />
        {loaded ? (
          <>
            <p id={`${id}-help`} className="text-xs text-ink-soft">
              {t('boxHelp')}
            </p>
            <div className="max-h-[70vh] overflow-auto rounded-lg border border-line bg-muted p-6">
              <div data-crop-frame className="relative mx-auto select-none" style={{ width: `${zoom}%` }}>
                <canvas ref={canvas} className="block h-auto w-full" aria-hidden="true" />
                <CropBox
                  rect={rect}
                  onChange={(next) => {
                    task.reset()
                    setRect(next)
                  }}
                  ratio={ratio}
                  bounds={fullBounds}
                  describedBy={`${id}-help`}
                />
              </div>
            </div>
            <p className="text-sm font-medium text-ink" aria-live="polite" data-testid="crop-size">
              {t('cropSize', { width: pixels.width, height: pixels.height })}
            </p>
          </>
        ) : null}
      </Card>

      {loaded ? (
        <Card className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('ratio')} htmlFor={`${id}-ratio`}>
              <Select
                id={`${id}-ratio`}
                value={ratioId}
                onChange={(event) => {
                  const next = RATIOS.find((r) => r.id === event.target.value)!
                  setRatioId(next.id)
                  setRect(fitRatio(fullBounds, next.value))
                }}
              >
                {RATIOS.map((r) => (
                  <option key={r.id} value={r.id}>
                    {t(`ratio_${r.id}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('zoom', { zoom })} htmlFor={`${id}-zoom`}>
              <input
                id={`${id}-zoom`}
                type="range"
                min={50}
                max={300}
                step={10}
                value={zoom}
                onChange={(event) => setZoom(Number(event.target.value))}
                className="w-full accent-brand-700"
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => changeTransform({ ...transform, turns: (transform.turns + 3) % 4 })}
            >
              <RotateCcw aria-hidden="true" />
              {t('rotateLeft')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => changeTransform({ ...transform, turns: (transform.turns + 1) % 4 })}
            >
              <RotateCw aria-hidden="true" />
              {t('rotateRight')}
            </Button>
            <Button
              variant="secondary"
              aria-pressed={transform.flipX}
              onClick={() => changeTransform({ ...transform, flipX: !transform.flipX })}
            >
              <FlipHorizontal2 aria-hidden="true" />
              {t('flipX')}
            </Button>
            <Button
              variant="secondary"
              aria-pressed={transform.flipY}
              onClick={() => changeTransform({ ...transform, flipY: !transform.flipY })}
            >
              <FlipVertical2 aria-hidden="true" />
              {t('flipY')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                changeTransform(NO_TRANSFORM)
                setRatioId('free')
                setRect(fitRatio(loaded.natural, null))
              }}
            >
              <Undo2 aria-hidden="true" />
              {t('reset')}
            </Button>
          </div>
          <Field label={t('straighten', { angle: transform.angle })} htmlFor={`${id}-angle`}>
            <input
              id={`${id}-angle`}
              type="range"
              min={-45}
              max={45}
              step={0.5}
              value={transform.angle}
              onChange={(event) => changeTransform({ ...transform, angle: Number(event.target.value) })}
              className="w-full accent-brand-700"
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('format')} htmlFor={`${id}-format`}>
              <Select
                id={`${id}-format`}
                value={format}
                onChange={(event) => setFormat(event.target.value as CropOptions['format'])}
              >
                {(['jpeg', 'png', 'webp'] as const).map((f) => (
                  <option key={f} value={f}>
                    {t(`format_${f}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {format !== 'png' ? (
              <Field label={t('quality', { quality })} htmlFor={`${id}-quality`}>
                <input
                  id={`${id}-quality`}
                  type="range"
                  min={1}
                  max={100}
                  value={quality}
                  onChange={(event) => setQuality(Number(event.target.value))}
                  className="w-full accent-brand-700"
                />
              </Field>
            ) : null}
          </div>
          {progress ? (
            <TaskProgress
              fraction={progress.fraction}
              label={t('working', { percent: Math.round(progress.fraction * 100) })}
              onCancel={task.cancel}
            />
          ) : (
            <Button size="lg" onClick={crop}>
              <Scissors aria-hidden="true" />
              {t('crop')}
            </Button>
          )}
          {task.state.status === 'error' ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {task.state.code === 'Cancelled'
                ? null
                : task.state.code === 'UnsupportedFormat'
                  ? t('cantOpen')
                  : task.state.code === 'CorruptFile' ||
                      task.state.code === 'TooLarge' ||
                      task.state.code === 'OutOfMemory'
                    ? problems(task.state.code)
                    : problems('Unknown')}
            </p>
          ) : null}
          {task.state.status === 'done' ? <FileResult files={[task.state.result]} /> : null}
        </Card>
      ) : null}
    </div>
  )
}
