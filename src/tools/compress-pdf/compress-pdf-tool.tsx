import { FileDown } from 'lucide-react'
import { useId, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { pdfWorker, usePdfErrorStrings, usePdfTask } from '@/lib/workers/pdf-client'
import { COMPRESS_PRESETS, type CompressPreset, type CompressResult } from '@workers/pdf/compress.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input } from '@/ui/field'
import { FileResult, formatBytes } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { baseName } from '../shared/pdf/page-plan'
import { SinglePdfCard } from '../shared/pdf/single-pdf-card'
import { usePdfFiles } from '../shared/pdf/use-pdf-files'
import { parseTargetKb, savedPercent } from './logic'
import { useCompressStrings } from './strings'

type Mode = CompressPreset | 'target'

/** Compress PDF: a preset or a target size; before and after sizes; never a bigger file. */
export default function CompressPdfTool() {
  const t = useCompressStrings()
  const lang = useLanguage()
  const errors = usePdfErrorStrings()
  const id = useId()
  const { entries, add, unlock } = usePdfFiles()
  const [mode, setMode] = useState<Mode>('balanced')
  const [targetText, setTargetText] = useState('200')
  const task = usePdfTask<CompressResult>()
  const entry = entries[0]
  const ready = entry?.status === 'ready' ? entry : null
  const target = parseTargetKb(targetText)
  const targetError = mode === 'target' && !target.ok ? t(`target_${target.reason}`) : undefined

  async function run() {
    if (!ready || (mode === 'target' && !target.ok)) return
    await task.run((options) =>
      pdfWorker.run(
        'compress',
        [
          { file: ready.file },
          {
            password: ready.password,
            preset: mode === 'target' ? 'light' : mode,
            targetBytes: mode === 'target' && target.ok ? target.bytes : undefined,
            outputName: t('outputName', { name: baseName(ready.name) }),
          },
        ],
        options,
      ),
    )
  }

  const progress = task.state.status === 'running' ? task.state.progress : null
  const result = task.state.status === 'done' ? task.state.result : null
  const modes: Mode[] = [...COMPRESS_PRESETS, 'target']
  return (
    <div className="space-y-4">
      <SinglePdfCard
        entry={entry}
        detail={
          !entry || entry.status === 'checking'
            ? t('checking')
            : t('size', { size: formatBytes(entry.file.size, lang) })
        }
        busy={Boolean(progress)}
        onFiles={(files) => {
          task.reset()
          add(files, true)
        }}
        onUnlock={unlock}
      />

      {ready ? (
        <Card className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{t('modeLegend')}</legend>
            <div className="grid gap-2 sm:grid-cols-5">
              {modes.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer flex-col rounded-lg border border-line bg-surface p-2 text-sm text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input
                      type="radio"
                      name={`${id}-mode`}
                      checked={mode === option}
                      onChange={() => setMode(option)}
                      className="size-4"
                    />
                    {option === 'target' ? t('target') : t(`preset_${option}`)}
                  </span>
                  <span className="text-xs text-ink-soft">
                    {option === 'target' ? t('target_hint') : t(`preset_${option}_hint`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {mode === 'target' ? (
            <Field
              label={t('targetLabel')}
              htmlFor={`${id}-target`}
              hint={t('targetHelp')}
              error={targetError}
              className="max-w-xs"
            >
              <Input
                id={`${id}-target`}
                inputMode="decimal"
                value={targetText}
                onChange={(event) => setTargetText(event.target.value)}
                aria-invalid={targetError ? true : undefined}
                aria-describedby={targetError ? `${id}-target-error` : `${id}-target-hint`}
              />
            </Field>
          ) : null}
          <p className="text-xs text-ink-soft">{t('scope')}</p>
          {progress ? (
            <TaskProgress
              fraction={progress.fraction}
              label={t('working', { percent: Math.round(progress.fraction * 100) })}
              onCancel={task.cancel}
            />
          ) : (
            <Button size="lg" onClick={run} disabled={Boolean(targetError)}>
              <FileDown aria-hidden="true" />
              {t('compress')}
            </Button>
          )}
          {task.state.status === 'error' ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors(task.state.code)}
            </p>
          ) : null}
          {result ? (
            <div className="space-y-3">
              <dl className="grid max-w-md grid-cols-3 gap-2 text-sm" data-testid="compress-sizes">
                <div>
                  <dt className="text-ink-soft">{t('before')}</dt>
                  <dd className="font-medium text-ink">{formatBytes(result.before, lang)}</dd>
                </div>
                <div>
                  <dt className="text-ink-soft">{t('after')}</dt>
                  <dd className="font-medium text-ink">{formatBytes(result.after, lang)}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t('saved', { percent: '' })}</dt>
                  <dd className="font-semibold text-brand-800">
                    {t('saved', { percent: savedPercent(result.before, result.after) })}
                  </dd>
                </div>
              </dl>
              {result.unchanged ? (
                <p className="rounded-lg bg-saffron-100 p-3 text-sm text-ink">{t('unchanged')}</p>
              ) : null}
              {result.reached === true ? (
                <p className="text-sm text-ink">
                  {t('reached', { target: formatBytes(target.ok ? target.bytes : 0, lang) })}
                </p>
              ) : null}
              {result.reached === false ? (
                <p className="rounded-lg bg-saffron-100 p-3 text-sm text-ink" data-testid="not-reached">
                  {t('notReached', {
                    target: formatBytes(target.ok ? target.bytes : 0, lang),
                    size: formatBytes(result.after, lang),
                  })}
                </p>
              ) : null}
              <FileResult files={[result]} />
            </div>
          ) : null}
        </Card>
      ) : null}
    </div>
  )
}
