import { FileDown, RotateCcw, RotateCw } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { pdfWorker, usePdfErrorStrings, usePdfTask } from '@/lib/workers/pdf-client'
import type { OutputFile } from '@workers/pdf/api.options'
import {
  DEFAULT_IMAGES_TO_PDF,
  MARGINS,
  ORIENTATIONS,
  PAGE_SIZES,
  type ImagesToPdfOptions,
} from '@workers/pdf/images-to-pdf.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DropZone } from '@/ui/drop-zone'
import { Field, Select } from '@/ui/field'
import { FileList } from '@/ui/file-list'
import { FileResult } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { baseName } from '../shared/pdf/page-plan'
import { useImagesPdfStrings } from './strings'

const IMAGE_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp'] as const
type ImageItem = { id: string; name: string; file: File; url: string; turns: number }
let counter = 0

/** JPG/PNG/WebP to PDF: images in order, each turned as wanted, on the chosen page size. */
export default function JpegToPdfTool() {
  const t = useImagesPdfStrings()
  const errors = usePdfErrorStrings()
  const id = useId()
  const [images, setImages] = useState<ImageItem[]>([])
  const [options, setOptions] = useState<ImagesToPdfOptions>(DEFAULT_IMAGES_TO_PDF)
  const task = usePdfTask<OutputFile>()
  const urls = useRef(new Set<string>())

  // Preview URLs live as long as their image is in the list.
  useEffect(() => {
    const live = new Set(images.map((image) => image.url))
    for (const url of urls.current) {
      if (!live.has(url)) {
        URL.revokeObjectURL(url)
        urls.current.delete(url)
      }
    }
  }, [images])
  useEffect(() => {
    const all = urls.current
    return () => all.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  function add(files: File[]) {
    task.reset()
    const added = files.map((file) => {
      const url = URL.createObjectURL(file)
      urls.current.add(url)
      return { id: `img-${(counter += 1)}`, name: file.name, file, url, turns: 0 }
    })
    setImages((list) => [...list, ...added])
  }

  async function convert() {
    await task.run((run) =>
      pdfWorker.run(
        'imagesToPdf',
        [
          { images: images.map((image) => image.file) },
          {
            ...options,
            turns: images.map((image) => image.turns),
            outputName: t('outputName', { name: baseName(images[0]!.name) }),
          },
        ],
        run,
      ),
    )
  }

  const progress = task.state.status === 'running' ? task.state.progress : null
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <DropZone
          accept={IMAGE_ACCEPT}
          typeLabel={t('typeLabel')}
          multiple
          onFiles={add}
          disabled={Boolean(progress)}
        />
        {images.length ? (
          <FileList
            label={t('listLabel')}
            items={images}
            onChange={(next) => {
              task.reset()
              setImages(next)
            }}
            renderItem={(image) => (
              <div className="flex items-center gap-3">
                <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-white">
                  <img
                    src={image.url}
                    alt=""
                    className="max-h-full max-w-full"
                    style={{ transform: `rotate(${image.turns * 90}deg)` }}
                  />
                </span>
                <span className="min-w-0 text-sm break-all text-ink">
                  {image.name}
                  {image.turns ? (
                    <span className="text-ink-soft"> · {t('rotated', { degrees: image.turns * 90 })}</span>
                  ) : null}
                </span>
              </div>
            )}
            renderActions={(image) => (
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('rotate', { name: image.name })}
                onClick={() => {
                  task.reset()
                  setImages((list) =>
                    list.map((item) =>
                      item.id === image.id ? { ...item, turns: (item.turns + 1) % 4 } : item,
                    ),
                  )
                }}
              >
                <RotateCw aria-hidden="true" />
              </Button>
            )}
          />
        ) : (
          <p className="text-sm text-ink-soft">{t('needImages')}</p>
        )}
      </Card>

      <Card className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('pageSize')} htmlFor={`${id}-size`}>
            <Select
              id={`${id}-size`}
              value={options.pageSize}
              onChange={(event) =>
                setOptions((o) => ({ ...o, pageSize: event.target.value as ImagesToPdfOptions['pageSize'] }))
              }
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`size_${size}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('orientation')} htmlFor={`${id}-orientation`}>
            <Select
              id={`${id}-orientation`}
              value={options.orientation}
              disabled={options.pageSize === 'fit'}
              onChange={(event) =>
                setOptions((o) => ({
                  ...o,
                  orientation: event.target.value as ImagesToPdfOptions['orientation'],
                }))
              }
            >
              {ORIENTATIONS.map((orientation) => (
                <option key={orientation} value={orientation}>
                  {t(`orientation_${orientation}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('margin')} htmlFor={`${id}-margin`}>
            <Select
              id={`${id}-margin`}
              value={options.margin}
              onChange={(event) =>
                setOptions((o) => ({ ...o, margin: event.target.value as ImagesToPdfOptions['margin'] }))
              }
            >
              {MARGINS.map((margin) => (
                <option key={margin} value={margin}>
                  {t(`margin_${margin}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {options.pageSize === 'fit' ? <p className="text-xs text-ink-soft">{t('fitNote')}</p> : null}
        <p className="text-xs text-ink-soft">{t('note')}</p>
        {images.length ? (
          <p className="text-sm text-ink" aria-live="polite">
            {t('count', { count: images.length })}
          </p>
        ) : null}
        {progress ? (
          <TaskProgress
            fraction={progress.fraction}
            label={t('working', { percent: Math.round(progress.fraction * 100) })}
            onCancel={task.cancel}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="lg" onClick={convert} disabled={images.length === 0}>
              <FileDown aria-hidden="true" />
              {t('convert')}
            </Button>
            {images.length ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setImages([])
                  task.reset()
                }}
              >
                <RotateCcw aria-hidden="true" />
                {t('startOver')}
              </Button>
            ) : null}
          </div>
        )}
        {task.state.status === 'error' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors(task.state.code)}
          </p>
        ) : null}
        {task.state.status === 'done' ? <FileResult files={[task.state.result]} /> : null}
      </Card>
    </div>
  )
}
