import { Play, RotateCcw } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { usePdfTask } from '@/lib/workers/pdf-client'
import { imageWorker, useImageProblemStrings } from '@/lib/workers/image-client'
import type { PlannedSize, ProcessOptions, ProcessResult } from '@workers/image/api.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DropZone } from '@/ui/drop-zone'
import { FileList } from '@/ui/file-list'
import { TaskProgress } from '@/ui/progress'
import { ImageResults } from './image-results'
import { useImageKitStrings } from './kit-strings'
import type { useImageFiles } from './use-image-files'

const IMAGE_ACCEPT = [
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

type ImageBatchProps = {
  images: ReturnType<typeof useImageFiles>
  /** Null while the settings have an error; the action is then disabled. */
  options: ProcessOptions | null
  actionLabel: string
  /** The tool's settings, shown between the list and the action. */
  children?: ReactNode
  /** Shown under the list when there are images (e.g. a before/after preview). */
  preview?: ReactNode
  showSaving?: boolean
}

/** The frame of a batch image tool: add images, settings, run with progress and Cancel, results and ZIP. */
export function ImageBatch({ images, options, actionLabel, children, preview, showSaving }: ImageBatchProps) {
  const t = useImageKitStrings()
  const problems = useImageProblemStrings()
  // The task hook is generic (run one task with progress and Cancel); it lives with the PDF client.
  const task = usePdfTask<ProcessResult>()
  const { files, setFiles, add } = images
  const progress = task.state.status === 'running' ? task.state.progress : null
  const shrinking = usePlannedShrink(files, options)

  async function start() {
    if (!options || files.length === 0) return
    await task.run((run) =>
      imageWorker.run(
        'processImages',
        [{ files: files.map((f) => f.file), names: files.map((f) => f.name) }, options],
        run,
      ),
    )
  }

  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <DropZone
          accept={IMAGE_ACCEPT}
          typeLabel={t('typeLabel')}
          multiple
          disabled={Boolean(progress)}
          onFiles={(incoming) => {
            task.reset()
            add(incoming)
          }}
        />
        {files.length ? (
          <FileList
            label={t('listLabel')}
            items={files}
            onChange={(next) => {
              task.reset()
              setFiles(next)
            }}
            renderItem={(image) => (
              <div className="flex items-center gap-3">
                <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-white">
                  <img src={image.url} alt="" className="max-h-full max-w-full" />
                </span>
                <span className="min-w-0 text-sm break-all text-ink">{image.name}</span>
              </div>
            )}
          />
        ) : (
          <p className="text-sm text-ink-soft">{t('needImages')}</p>
        )}
        {files.length ? preview : null}
      </Card>

      <Card className="space-y-4">
        {children}
        {shrinking.length > 0 && !progress ? (
          <ul role="status" className="space-y-1 text-sm text-ink" data-testid="will-shrink">
            {shrinking.map(({ name, size }) => (
              <li key={name}>
                {t('willShrink', {
                  name,
                  width: size.width,
                  height: size.height,
                  toWidth: size.shrunkTo.width,
                  toHeight: size.shrunkTo.height,
                })}
              </li>
            ))}
          </ul>
        ) : null}
        {progress ? (
          <TaskProgress
            fraction={progress.fraction}
            label={t('working', { name: progress.stage ?? '', percent: Math.round(progress.fraction * 100) })}
            onCancel={task.cancel}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="lg" onClick={start} disabled={!options || files.length === 0}>
              <Play aria-hidden="true" />
              {actionLabel}
              {files.length ? ` (${t('count', { count: files.length })})` : ''}
            </Button>
            {files.length ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setFiles([])
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
            {task.state.code === 'Cancelled' ? t('cancelled') : problems('Unknown')}
          </p>
        ) : null}
        {task.state.status === 'done' ? (
          <ImageResults result={task.state.result} showSaving={showSaving} />
        ) : null}
      </Card>
    </div>
  )
}

type Shrink = {
  name: string
  size: NonNullable<PlannedSize> & { shrunkTo: { width: number; height: number } }
}

/**
 * The files this device cannot draw at their planned size, asked of the image worker (which measures the
 * canvas) as soon as the files or the size change, so the tool says so before the work starts.
 */
function usePlannedShrink(
  files: readonly { file: File; name: string }[],
  options: ProcessOptions | null,
): Shrink[] {
  const [shrink, setShrink] = useState<Shrink[]>([])
  const resize = JSON.stringify(options?.resize ?? null)
  useEffect(() => {
    if (!options || files.length === 0) {
      setShrink([])
      return
    }
    let live = true
    imageWorker
      .run('planSizes', [{ files: files.map((f) => f.file) }, options])
      .then((sizes) => {
        if (!live) return
        setShrink(
          sizes.flatMap((size, i) =>
            size?.shrunkTo ? [{ name: files[i]!.name, size: size as Shrink['size'] }] : [],
          ),
        )
      })
      // Stopped with the worker (Cancel) or refused: the task itself says what went wrong.
      .catch(() => undefined)
    return () => {
      live = false
    }
    // Only the files and the size decide; the other options do not change what is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files, resize, options === null])
  return shrink
}
