import { Archive, Download } from 'lucide-react'
import { useLanguage } from '@/lib/i18n'
import { useImageProblemStrings } from '@/lib/workers/image-client'
import type { ProcessResult } from '@workers/image/api.options'
import { Button } from '@/ui/button'
import { formatBytes, saveBlob } from '@/ui/file-result'
import { useImageKitStrings } from './kit-strings'
import { savedPercent } from './sizes'

/** The outcome of a batch: per file its sizes, saving, notes or problem, a Download each and one ZIP. */
export function ImageResults({ result, showSaving = true }: { result: ProcessResult; showSaving?: boolean }) {
  const t = useImageKitStrings()
  const problems = useImageProblemStrings()
  const lang = useLanguage()
  const done = result.items.filter((item) => item.output)
  const failed = result.items.length - done.length
  const before = done.reduce((sum, item) => sum + item.inputBytes, 0)
  const after = done.reduce((sum, item) => sum + item.output!.blob.size, 0)
  return (
    <section className="space-y-3" data-testid="image-results" aria-labelledby="image-results-title">
      <h2 id="image-results-title" className="text-lg font-semibold text-ink">
        {t('resultsTitle')}
      </h2>
      <p role="status" className="font-medium text-ink">
        {done.length
          ? t('doneSummary', {
              count: done.length,
              before: formatBytes(before, lang),
              after: formatBytes(after, lang),
            })
          : null}{' '}
        {failed ? t('failed', { count: failed }) : null}
      </p>
      {result.zip ? (
        <Button onClick={() => saveBlob(result.zip!)}>
          <Archive aria-hidden="true" />
          {t('downloadZip', { size: formatBytes(result.zip.blob.size, lang) })}
        </Button>
      ) : null}
      <ul className="space-y-2">
        {result.items.map((item, index) => {
          const output = item.output
          const percent = output ? savedPercent(item.inputBytes, output.blob.size) : 0
          return (
            <li key={`${item.inputName}-${index}`} className="space-y-1 rounded-lg border border-line p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 text-sm font-medium break-all text-ink">
                  {output?.name ?? item.inputName}
                </span>
                {output ? (
                  <Button
                    size="sm"
                    onClick={() => saveBlob(output)}
                    aria-label={`${t('download')} ${output.name}`}
                  >
                    <Download aria-hidden="true" />
                    {t('download')}
                  </Button>
                ) : null}
              </div>
              {output ? (
                <p className="text-xs text-ink-soft">
                  {t('sizes', {
                    before: formatBytes(item.inputBytes, lang),
                    after: formatBytes(output.blob.size, lang),
                  })}
                  {showSaving ? ` · ${percent ? t('saved', { percent }) : t('notSmaller')}` : ''} ·{' '}
                  {t('dimensions', { width: output.width, height: output.height })}
                </p>
              ) : null}
              {output?.keptOriginal ? <p className="text-xs text-ink">{t('keptOriginal')}</p> : null}
              {output?.targetMet === false ? (
                <p className="text-xs font-medium text-red-700">
                  {t(output.lossless ? 'targetMissedPng' : 'targetMissed')}
                </p>
              ) : null}
              {output?.targetMet && !output.keptOriginal ? (
                <p className="text-xs text-ink">
                  {output.lossless ? t('targetMetPng') : t('targetMet', { quality: output.quality })}
                </p>
              ) : null}
              {output?.shrunkToFit ? (
                <p className="text-xs text-ink">
                  {t('shrunk', { width: output.width, height: output.height })}
                </p>
              ) : null}
              {item.problem ? (
                <p className="text-sm font-medium text-red-700">{problems(item.problem)}</p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
