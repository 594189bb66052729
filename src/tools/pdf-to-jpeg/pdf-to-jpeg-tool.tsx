import { ImageDown } from 'lucide-react'
import { useId, useState } from 'react'
import { pdfWorker, usePdfErrorStrings, usePdfTask } from '@/lib/workers/pdf-client'
import type { RenderPagesResult } from '@workers/pdf/api.options'
import { DPI_PRESETS, IMAGE_FORMATS, pixelSize, type ImageFormat } from '@workers/pdf/render-pages.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input, Select } from '@/ui/field'
import { FileResult } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { baseName, pagesForRange } from '../shared/pdf/page-plan'
import { SinglePdfCard } from '../shared/pdf/single-pdf-card'
import { usePdfFiles } from '../shared/pdf/use-pdf-files'
import { rangeMessage, useRangeStrings } from '../shared/pdf/range-strings'
import { usePdfImageStrings } from './strings'

/** PDF to JPG/PNG/WebP: chosen pages at a chosen DPI and quality, one page in memory at a time. */
export default function PdfToJpegTool() {
  const t = usePdfImageStrings()
  const ranges = useRangeStrings()
  const errors = usePdfErrorStrings()
  const id = useId()
  const { entries, add, unlock } = usePdfFiles()
  const [format, setFormat] = useState<ImageFormat>('jpeg')
  const [dpi, setDpi] = useState<number>(150)
  const [quality, setQuality] = useState(85)
  const [range, setRange] = useState('')
  const [zip, setZip] = useState(true)
  const task = usePdfTask<RenderPagesResult>()
  const entry = entries[0]
  const ready = entry?.status === 'ready' ? entry : null
  const pages = ready ? pagesForRange(ready.id, range, ready.pageCount) : null
  const a4 = pixelSize(595.28, 841.89, dpi)

  async function convert() {
    if (!ready || !pages?.ok) return
    await task.run((options) =>
      pdfWorker.run(
        'renderPages',
        [
          { file: ready.file },
          {
            password: ready.password,
            pages: pages.pages.map((p) => p.index),
            dpi,
            format,
            quality: quality / 100,
            baseName: baseName(ready.name),
            zip,
          },
        ],
        options,
      ),
    )
  }

  const progress = task.state.status === 'running' ? task.state.progress : null
  const result = task.state.status === 'done' ? task.state.result : null
  return (
    <div className="space-y-4">
      <SinglePdfCard
        entry={entry}
        detail={
          entry?.status === 'checking'
            ? t('checking')
            : ready
              ? t('pagesCount', { count: ready.pageCount })
              : ''
        }
        busy={Boolean(progress)}
        onFiles={(files) => {
          task.reset()
          setRange('')
          add(files, true)
        }}
        onUnlock={unlock}
      />

      {ready ? (
        <Card className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('format')} htmlFor={`${id}-format`}>
              <Select
                id={`${id}-format`}
                value={format}
                onChange={(event) => setFormat(event.target.value as ImageFormat)}
              >
                {IMAGE_FORMATS.map((value) => (
                  <option key={value} value={value}>
                    {t(`format_${value}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t('dpi')}
              htmlFor={`${id}-dpi`}
              hint={t('dpiHint', { width: a4.width, height: a4.height })}
            >
              <Select
                id={`${id}-dpi`}
                value={dpi}
                onChange={(event) => setDpi(Number(event.target.value))}
                aria-describedby={`${id}-dpi-hint`}
              >
                {DPI_PRESETS.map((value) => (
                  <option key={value} value={value}>
                    {t(`dpi_${value}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {format !== 'png' ? (
            <div className="flex max-w-md flex-col gap-1.5">
              <label htmlFor={`${id}-quality`} className="text-sm font-medium text-ink">
                {t('quality', { value: quality })}
              </label>
              <input
                id={`${id}-quality`}
                type="range"
                min={30}
                max={100}
                step={5}
                value={quality}
                onChange={(event) => setQuality(Number(event.target.value))}
                className="accent-brand-700"
              />
            </div>
          ) : null}
          <Field
            label={t('pages')}
            htmlFor={`${id}-pages`}
            hint={t('pagesHint')}
            error={pages && !pages.ok && range.trim() !== '' ? rangeMessage(ranges, pages) : undefined}
            className="max-w-md"
          >
            <Input
              id={`${id}-pages`}
              value={range}
              onChange={(event) => setRange(event.target.value)}
              aria-invalid={pages && !pages.ok ? true : undefined}
              aria-describedby={pages && !pages.ok ? `${id}-pages-error` : `${id}-pages-hint`}
            />
          </Field>
          {pages?.ok && pages.pages.length > 1 ? (
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4"
                checked={zip}
                onChange={(event) => setZip(event.target.checked)}
              />
              {t('zip')}
            </label>
          ) : null}
          <p className="text-xs text-ink-soft">{t('memoryNote')}</p>
          {progress ? (
            <TaskProgress
              fraction={progress.fraction}
              label={t('working', { percent: Math.round(progress.fraction * 100) })}
              onCancel={task.cancel}
            />
          ) : (
            <Button size="lg" onClick={convert} disabled={!pages?.ok}>
              <ImageDown aria-hidden="true" />
              {t('convert')}
            </Button>
          )}
          {task.state.status === 'error' ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors(task.state.code)}
            </p>
          ) : null}
          {result ? (
            <div className="space-y-2">
              {result.sizes[0] ? (
                <p className="text-sm text-ink-soft">{t('sizes', result.sizes[0])}</p>
              ) : null}
              <FileResult files={result.files} />
            </div>
          ) : null}
        </Card>
      ) : null}
    </div>
  )
}
