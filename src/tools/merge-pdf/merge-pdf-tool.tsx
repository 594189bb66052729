import { Combine, RotateCcw } from 'lucide-react'
import { startTransition, useId, useRef, useState } from 'react'
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
import { allPages, baseName, pagesForRange, PDF_ACCEPT, rangeText } from '../shared/pdf/page-plan'
import { PageGrid } from './page-grid'
import { PdfEntryStatus } from '../shared/pdf/pdf-entry-status'
import { useMergeStrings } from './strings'
import { usePdfFiles, type PdfEntry } from '../shared/pdf/use-pdf-files'
import {
  afterFileMove,
  arrangedByHand,
  changedFiles,
  inFileOrder,
  pagesOfFile,
  placeFile,
  sequencePlan,
  type SeqPage,
} from './logic'

type Range = { text: string; error?: RangeError }

/** Merge PDF: add files, arrange files and pages, merge in the worker, download. */
export default function MergePdfTool() {
  const t = useMergeStrings()
  const rangeStrings = useRangeStrings()
  const errors = usePdfErrorStrings()
  const id = useId()
  // The result as one ordered list of pages across files; ranges are each file's text view of it.
  const [seq, setSeq] = useState<SeqPage[]>([])
  const [ranges, setRanges] = useState<Record<string, Range>>({})
  const [arranging, setArranging] = useState(false)
  const [keepOutline, setKeepOutline] = useState(true)
  const task = usePdfTask<OutputFile>()
  // A file becomes ready later (checked, or unlocked): its pages go after the files listed before it.
  const order = useRef<string[]>([])
  const { entries, setEntries, add, unlock } = usePdfFiles(
    (entry) => {
      setSeq((list) => placeFile(list, order.current, entry.id, allPages(entry.id, entry.pageCount)))
      setRanges((all) => ({ ...all, [entry.id]: { text: '' } }))
    },
    { keep: true },
  )
  order.current = entries.map((entry) => entry.id)

  const ready = entries.filter((entry) => entry.status === 'ready' && ranges[entry.id])
  const readyIds = new Set(ready.map((entry) => entry.id))
  const pages = seq.filter((page) => readyIds.has(page.file))
  const blocked =
    entries.some((entry) => entry.status !== 'ready') || ready.some((entry) => ranges[entry.id]!.error)
  const emptyFile = ready.find((entry) => !pages.some((page) => page.file === entry.id))
  const totalPages = pages.length
  const byHand = arrangedByHand(pages, order.current)
  const running = task.state.status === 'running'

  /** Page list changed in the grid: the range text of every file whose pages changed follows it. */
  function changePages(next: SeqPage[]) {
    const texts = Object.fromEntries(
      changedFiles(seq, next).map((fileId) => [fileId, { text: rangeText(pagesOfFile(next, fileId)) }]),
    )
    setSeq(next)
    setRanges((all) => ({ ...all, ...texts }))
  }

  function changeFiles(next: PdfEntry[]) {
    const kept = new Set(next.map((entry) => entry.id))
    const nextOrder = next.map((entry) => entry.id)
    const left = seq.filter((page) => kept.has(page.file))
    // Removing a file only drops its pages; moving one moves its pages unless they were arranged by hand.
    setSeq(kept.size === entries.length ? afterFileMove(left, order.current, nextOrder) : left)
    setEntries(next)
  }

  async function merge() {
    const files = ready.map((entry) => entry.file)
    const plan = sequencePlan(
      pages,
      ready.map((entry) => entry.id),
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
    if (result.ok) {
      setSeq(placeFile(seq, order.current, entry.id, result.pages))
      setRanges((all) => ({ ...all, [entry.id]: { text } }))
    } else {
      const error = result.reason === 'empty' ? undefined : result
      setRanges((all) => ({ ...all, [entry.id]: { text, error } }))
    }
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
            onChange={changeFiles}
            renderItem={(entry) => {
              const range = ranges[entry.id]
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
                  {entry.status === 'ready' && range ? (
                    <div className="space-y-1">
                      <label htmlFor={`${id}-${entry.id}-range`} className="text-xs font-medium text-ink">
                        {t('rangeLabel')}
                      </label>
                      <Input
                        id={`${id}-${entry.id}-range`}
                        value={range.text}
                        inputMode="text"
                        onChange={(event) => changeRange(entry, event.target.value)}
                        aria-invalid={range.error ? true : undefined}
                        aria-describedby={`${id}-${entry.id}-range-note`}
                        className="h-9"
                      />
                      <p
                        id={`${id}-${entry.id}-range-note`}
                        role={range.error ? 'alert' : undefined}
                        className={range.error ? 'text-xs font-medium text-red-700' : 'text-xs text-ink-soft'}
                      >
                        {range.error ? rangeMessage(rangeStrings, range.error) : t('rangeHint')}
                      </p>
                    </div>
                  ) : null}
                </div>
              )
            }}
          />
        ) : null}
        {pages.length ? (
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={arranging}
                // Opening mounts the first tiles: as a transition, that render yields to the user's input.
                onClick={() => startTransition(() => setArranging(!arranging))}
              >
                {arranging ? t('hidePages') : t('showPages')}
              </Button>
              {byHand ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => changePages(inFileOrder(seq, order.current))}
                >
                  {t('fileOrder')}
                </Button>
              ) : null}
            </div>
            {byHand ? <p className="text-xs text-ink-soft">{t('byHand')}</p> : null}
            {arranging ? <PageGrid files={ready} seq={pages} onChange={changePages} /> : null}
          </div>
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
                  setSeq([])
                  setRanges({})
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
