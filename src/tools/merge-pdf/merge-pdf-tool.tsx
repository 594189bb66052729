import { Combine, RotateCcw } from 'lucide-react'
import { useId, useState } from 'react'
import { pdfWorker, usePdfErrorStrings, usePdfTask } from '@/lib/workers/pdf-client'
import type { OutputFile } from '@workers/pdf/api.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DropZone } from '@/ui/drop-zone'
import { Input } from '@/ui/field'
import { FileList } from '@/ui/file-list'
import { FileResult } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { rangeMessage, useRangeStrings } from '../shared/pdf/range-strings'
import type { RangeError } from '../shared/pdf/page-ranges'
import {
  allPages,
  baseName,
  mergePlan,
  pagesForRange,
  PDF_ACCEPT,
  rangeText,
  type PlanPage,
} from '../shared/pdf/page-plan'
import { PageGrid } from './page-grid'
import { PdfEntryStatus } from '../shared/pdf/pdf-entry-status'
import { useMergeStrings } from './strings'
import { usePdfFiles, type PdfEntry } from '../shared/pdf/use-pdf-files'

type Plan = { range: string; rangeError?: RangeError; pages: PlanPage[]; open: boolean }

/** Merge PDF: add files, arrange files and pages, merge in the worker, download. */
export default function MergePdfTool() {
  const t = useMergeStrings()
  const ranges = useRangeStrings()
  const errors = usePdfErrorStrings()
  const id = useId()
  const [plans, setPlans] = useState<Record<string, Plan>>({})
  const [keepOutline, setKeepOutline] = useState(true)
  const task = usePdfTask<OutputFile>()
  const { entries, setEntries, add, unlock } = usePdfFiles((entry) =>
    setPlans((all) => ({
      ...all,
      [entry.id]: { range: '', pages: allPages(entry.id, entry.pageCount), open: false },
    })),
  )

  const setPlan = (entryId: string, patch: Partial<Plan>) =>
    setPlans((all) => ({ ...all, [entryId]: { ...all[entryId]!, ...patch } }))
  const ready = entries.filter((entry) => entry.status === 'ready' && plans[entry.id])
  const blocked =
    entries.some((entry) => entry.status !== 'ready') || ready.some((entry) => plans[entry.id]!.rangeError)
  const emptyFile = ready.find((entry) => plans[entry.id]!.pages.length === 0)
  const totalPages = ready.reduce((sum, entry) => sum + plans[entry.id]!.pages.length, 0)
  const running = task.state.status === 'running'

  async function merge() {
    const files = ready.map((entry) => entry.file)
    const plan = mergePlan(
      ready.map((entry) => ({ id: entry.id, pageCount: entry.pageCount, pages: plans[entry.id]!.pages })),
    )
    await task.run((options) =>
      pdfWorker.run(
        'merge',
        [
          { files },
          {
            pages: plan,
            passwords: ready.map((entry) => entry.password),
            names: ready.map((entry) => entry.name),
            keepOutline,
            outputName: t('outputName', { name: baseName(ready[0]!.name) }),
          },
        ],
        options,
      ),
    )
  }

  function changeRange(entry: PdfEntry, text: string) {
    const result = pagesForRange(entry.id, text, entry.pageCount)
    if (result.ok) setPlan(entry.id, { range: text, rangeError: undefined, pages: result.pages })
    else setPlan(entry.id, { range: text, rangeError: result.reason === 'empty' ? undefined : result })
  }

  const progress = task.state.status === 'running' ? task.state.progress : null
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <DropZone
          accept={PDF_ACCEPT}
          typeLabel={t('typeLabel')}
          multiple
          onFiles={(files) => add(files)}
          disabled={running}
        />
        {entries.length ? (
          <FileList
            label={t('filesLabel')}
            items={entries}
            onChange={(next) => setEntries(next)}
            renderItem={(entry) => {
              const plan = plans[entry.id]
              return (
                <div className="space-y-2">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-medium break-all text-ink">{entry.name}</span>
                    <span className="text-ink-soft">
                      {entry.status === 'checking'
                        ? t('checking')
                        : entry.status === 'ready'
                          ? t('pagesCount', { count: entry.pageCount })
                          : ''}
                    </span>
                  </p>
                  <PdfEntryStatus entry={entry} onUnlock={(password) => unlock(entry, password)} />
                  {entry.status === 'ready' && plan ? (
                    <div className="space-y-2">
                      <div className="flex flex-wrap items-end gap-2">
                        <div className="flex min-w-48 flex-1 flex-col gap-1">
                          <label htmlFor={`${id}-${entry.id}-range`} className="text-xs font-medium text-ink">
                            {t('rangeLabel')}
                          </label>
                          <Input
                            id={`${id}-${entry.id}-range`}
                            value={plan.range}
                            inputMode="text"
                            onChange={(event) => changeRange(entry, event.target.value)}
                            aria-invalid={plan.rangeError ? true : undefined}
                            aria-describedby={`${id}-${entry.id}-range-note`}
                            className="h-9"
                          />
                        </div>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-expanded={plan.open}
                          onClick={() => setPlan(entry.id, { open: !plan.open })}
                        >
                          {plan.open ? t('hidePages') : t('showPages')}
                        </Button>
                      </div>
                      <p
                        id={`${id}-${entry.id}-range-note`}
                        role={plan.rangeError ? 'alert' : undefined}
                        className={
                          plan.rangeError ? 'text-xs font-medium text-red-700' : 'text-xs text-ink-soft'
                        }
                      >
                        {plan.rangeError ? rangeMessage(ranges, plan.rangeError) : t('rangeHint')}
                      </p>
                      {plan.open ? (
                        <PageGrid
                          file={entry.file}
                          fileKey={entry.id}
                          fileName={entry.name}
                          pageCount={entry.pageCount}
                          password={entry.password}
                          pages={plan.pages}
                          onChange={(pages) =>
                            setPlan(entry.id, { pages, range: rangeText(pages), rangeError: undefined })
                          }
                        />
                      ) : null}
                    </div>
                  ) : null}
                </div>
              )
            }}
          />
        ) : null}
      </Card>

      {entries.length ? (
        <Card className="space-y-3">
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={keepOutline}
              onChange={(event) => setKeepOutline(event.target.checked)}
            />
            {t('keepOutline')}
          </label>
          <p className="text-sm text-ink-soft" aria-live="polite">
            {t('summary', { count: totalPages })}
          </p>
          {blocked ? <p className="text-sm font-medium text-red-700">{t('fixFirst')}</p> : null}
          {emptyFile ? (
            <p className="text-sm font-medium text-red-700">{t('noPagesLeft', { name: emptyFile.name })}</p>
          ) : null}
          {progress ? (
            <TaskProgress
              fraction={progress.fraction}
              label={
                progress.stage === 'saving'
                  ? t('saving')
                  : t('reading', { percent: Math.round(progress.fraction * 100) })
              }
              onCancel={task.cancel}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                size="lg"
                onClick={merge}
                disabled={ready.length === 0 || blocked || Boolean(emptyFile) || totalPages === 0}
              >
                <Combine aria-hidden="true" />
                {ready.length > 1 ? t('merge') : t('mergeOne')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setEntries([])
                  setPlans({})
                  task.reset()
                }}
              >
                <RotateCcw aria-hidden="true" />
                {t('startOver')}
              </Button>
            </div>
          )}
          {task.state.status === 'error' ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors(task.state.code)}
            </p>
          ) : null}
          {task.state.status === 'done' ? <FileResult files={[task.state.result]} /> : null}
        </Card>
      ) : (
        <p className="text-sm text-ink-soft">{t('needFiles')}</p>
      )}
    </div>
  )
}
