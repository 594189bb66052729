import { useEffect, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { imageWorker, useImageProblemStrings } from '@/lib/workers/image-client'
import type { ItemProblem, ProcessedImage, ProcessOptions } from '@workers/image/api.options'
import { CompareSlider } from '@/ui/compare-slider'
import { formatBytes } from '@/ui/file-result'
import { useCompressorStrings } from './strings'
import type { ImageFile } from '../shared/image/use-image-files'

type PreviewState =
  | { status: 'working' }
  | { status: 'done'; item: ProcessedImage; url: string | null }
  | { status: 'failed'; problem?: ItemProblem }

/** A live before/after of the first image at the current settings, redone shortly after they change. */
export function CompressPreview({ image, options }: { image: ImageFile; options: ProcessOptions }) {
  const t = useCompressorStrings()
  const problems = useImageProblemStrings()
  const lang = useLanguage()
  const [state, setState] = useState<PreviewState>({ status: 'working' })

  useEffect(() => {
    let current = true
    let made: string | null = null
    setState({ status: 'working' })
    // Wait until the slider stops moving: each encode of a large photo takes a moment.
    const timer = setTimeout(async () => {
      try {
        const { items } = await imageWorker.run('processImages', [
          { files: [image.file], names: [image.name] },
          { ...options, zipName: null },
        ])
        const item = items[0]!
        made = item.output ? URL.createObjectURL(item.output.blob) : null
        if (current) {
          setState(
            item.output ? { status: 'done', item, url: made } : { status: 'failed', problem: item.problem },
          )
        }
      } catch {
        if (current) setState({ status: 'failed' })
      }
    }, 450)
    return () => {
      current = false
      clearTimeout(timer)
      if (made) URL.revokeObjectURL(made)
    }
  }, [image, options])

  return (
    <section
      className="space-y-2"
      aria-label={t('previewTitle', { name: image.name })}
      data-testid="compress-preview"
    >
      <h2 className="text-sm font-semibold text-ink">{t('previewTitle', { name: image.name })}</h2>
      {state.status === 'done' && state.url && state.item.output ? (
        <>
          <CompareSlider
            before={{ src: image.url, alt: t('before') }}
            after={{ src: state.url, alt: t('after') }}
            label={t('compareLabel')}
            beforeLabel={t('before')}
            afterLabel={t('after')}
          />
          <p className="text-sm text-ink" aria-live="polite" data-testid="preview-sizes">
            {t('previewSizes', {
              before: formatBytes(state.item.inputBytes, lang),
              after: formatBytes(state.item.output.blob.size, lang),
            })}
            {state.item.output.keptOriginal ? ` ${t('previewKept')}` : ''}
          </p>
        </>
      ) : state.status === 'working' ? (
        <p className="text-sm text-ink-soft" aria-live="polite">
          {t('previewWorking')}
        </p>
      ) : (
        <p className="text-sm font-medium text-red-700">
          {state.status === 'failed' && state.problem ? problems(state.problem) : t('previewFailed')}
        </p>
      )}
    </section>
  )
}
