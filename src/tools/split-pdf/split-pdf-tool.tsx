import { RotateCcw, Scissors } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { pdfWorker, usePdfErrorStrings, usePdfTask } from '@/lib/workers/pdf-client'
import type { OutputFile } from '@workers/pdf/api.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input } from '@/ui/field'
import { FileResult } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { baseName, rangeText } from '../shared/pdf/page-plan'
import { SinglePdfCard } from '../shared/pdf/single-pdf-card'
import { usePdfFiles } from '../shared/pdf/use-pdf-files'
import { SPLIT_MODES, splitPlan, type PlanError, type SplitSettings } from './logic'
import { PickPages } from './pick-pages'
import { rangeMessage, useRangeStrings } from '../shared/pdf/range-strings'
import { useSplitStrings } from './strings'

const MAX_LISTED = 6

/** Split PDF: one file in, a plan of output files, one PDF or a ZIP out. */
export default function SplitPdfTool() {
  const t = useSplitStrings()
  const ranges = useRangeStrings()
  const errors = usePdfErrorStrings()
  const id = useId()
  const { entries, add, unlock, setEntries } = usePdfFiles(undefined, { keep: true })
  const [settings, setSettings] = useState<SplitSettings>({
    mode: 'ranges',
    ranges: '',
    joinRanges: false,
    every: '1',
    parity: 'odd',
    picked: new Set(),
  })
  const [zip, setZip] = useState(true)
  const task = usePdfTask<OutputFile[]>()
  const entry = entries[0]
  const ready = entry?.status === 'ready' ? entry : null
  const plan = useMemo(() => (ready ? splitPlan(settings, ready.pageCount) : null), [ready, settings])
  const change = (patch: Partial<SplitSettings>) => setSettings((s) => ({ ...s, ...patch }))

  function planError(error: PlanError, pageCount: number): string {
    if (error.reason === 'badEvery') return t('badEvery', { count: pageCount })
    if (error.reason === 'nothingPicked') return t('nothingPicked')
    if (error.reason === 'noEvenPages') return t('noEvenPages')
    return rangeMessage(ranges, error)
  }

  async function split() {
    if (!ready || !plan?.ok) return
    await task.run((options) =>
      pdfWorker.run(
        'split',
        [
          { file: ready.file },
          { groups: plan.groups, password: ready.password, baseName: baseName(ready.name), zip },
        ],
        options,
      ),
    )
  }

  const progress = task.state.status === 'running' ? task.state.progress : null
  const planList = plan?.ok
    ? plan.groups
        .slice(0, MAX_LISTED)
        .map((g) => t('planPart', { pages: rangeText(g.map((index) => ({ index }))) }))
        .join('; ') + (plan.groups.length > MAX_LISTED ? '; …' : '')
    : ''
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
          add(files, true)
        }}
        onUnlock={unlock}
      />

      {ready ? (
        <Card className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{t('modeLegend')}</legend>
            <div className="flex flex-wrap gap-2">
              {SPLIT_MODES.map((mode) => (
                <label
                  key={mode}
                  className="cursor-pointer rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={mode}
                    checked={settings.mode === mode}
                    onChange={() => change({ mode })}
                    className="sr-only"
                  />
                  {t(`mode_${mode}`)}
                </label>
              ))}
            </div>
          </fieldset>

          {settings.mode === 'ranges' ? (
            <div className="space-y-2">
              <Field
                label={t('rangesLabel')}
                htmlFor={`${id}-ranges`}
                hint={t('rangesHint')}
                error={
                  settings.ranges.trim() !== '' && plan && !plan.ok
                    ? planError(plan, ready.pageCount)
                    : undefined
                }
              >
                <Input
                  id={`${id}-ranges`}
                  value={settings.ranges}
                  onChange={(event) => change({ ranges: event.target.value })}
                  aria-invalid={settings.ranges.trim() !== '' && plan && !plan.ok ? true : undefined}
                  aria-describedby={
                    settings.ranges.trim() !== '' && plan && !plan.ok
                      ? `${id}-ranges-error`
                      : `${id}-ranges-hint`
                  }
                  className="max-w-md"
                />
              </Field>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={settings.joinRanges}
                  onChange={(event) => change({ joinRanges: event.target.checked })}
                />
                {t('joinRanges')}
              </label>
            </div>
          ) : null}
          {settings.mode === 'every' ? (
            <Field
              label={t('everyLabel')}
              htmlFor={`${id}-every`}
              error={plan && !plan.ok ? planError(plan, ready.pageCount) : undefined}
            >
              <Input
                id={`${id}-every`}
                type="number"
                inputMode="numeric"
                min={1}
                max={ready.pageCount}
                value={settings.every}
                onChange={(event) => change({ every: event.target.value })}
                aria-invalid={plan && !plan.ok ? true : undefined}
                aria-describedby={plan && !plan.ok ? `${id}-every-error` : undefined}
                className="max-w-32"
              />
            </Field>
          ) : null}
          {settings.mode === 'oddEven' ? (
            <fieldset className="space-y-1">
              <legend className="mb-1 text-sm font-medium text-ink">{t('parityLegend')}</legend>
              {(['odd', 'even'] as const).map((parity) => (
                <label key={parity} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${id}-parity`}
                    checked={settings.parity === parity}
                    onChange={() => change({ parity })}
                    className="size-4"
                  />
                  {t(parity)}
                </label>
              ))}
            </fieldset>
          ) : null}
          {settings.mode === 'pick' ? (
            <PickPages
              file={ready.file}
              fileKey={ready.id}
              pageCount={ready.pageCount}
              password={ready.password}
              picked={settings.picked}
              onChange={(picked) => change({ picked })}
            />
          ) : null}
          {plan && !plan.ok && (settings.mode === 'oddEven' || settings.mode === 'pick') ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {planError(plan, ready.pageCount)}
            </p>
          ) : null}

          {plan?.ok ? (
            <p className="text-sm text-ink" aria-live="polite" data-testid="split-plan">
              {t('plan', { count: plan.groups.length, list: planList })}
            </p>
          ) : null}
          {plan?.ok && plan.groups.length > 1 ? (
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

          {progress ? (
            <TaskProgress
              fraction={progress.fraction}
              label={t('splitting', { percent: Math.round(progress.fraction * 100) })}
              onCancel={task.cancel}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button size="lg" onClick={split} disabled={!plan?.ok}>
                <Scissors aria-hidden="true" />
                {t('split')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setEntries([])
                  task.reset()
                }}
              >
                <RotateCcw aria-hidden="true" />
                {t('another')}
              </Button>
            </div>
          )}
          {task.state.status === 'error' ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors(task.state.code)}
            </p>
          ) : null}
          {task.state.status === 'done' ? <FileResult files={task.state.result} /> : null}
        </Card>
      ) : null}
    </div>
  )
}
