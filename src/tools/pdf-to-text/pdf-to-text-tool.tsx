import { useEffect, useId } from 'react'
import { pdfWorker, usePdfErrorStrings, usePdfTask } from '@/lib/workers/pdf-client'
import type { ExtractTextResult } from '@workers/pdf/extract-text.options'
import { Card } from '@/ui/card'
import { CopyButton } from '@/ui/copy-button'
import { DownloadButton } from '@/ui/download-button'
import { DropZone } from '@/ui/drop-zone'
import { Textarea } from '@/ui/field'
import { TaskProgress } from '@/ui/progress'
import { baseName, PDF_ACCEPT } from '../shared/pdf/page-plan'
import { PdfEntryStatus } from '../shared/pdf/pdf-entry-status'
import { usePdfFiles } from '../shared/pdf/use-pdf-files'
import { joinPages, pagesWithoutText } from './logic'
import { usePdfTextStrings } from './strings'

/** PDF to text: choose a PDF, its text appears page by page, copy or download it. */
export default function PdfToTextTool() {
  const t = usePdfTextStrings()
  const errors = usePdfErrorStrings()
  const id = useId()
  const task = usePdfTask<ExtractTextResult>()
  const { entries, add, unlock } = usePdfFiles()
  const entry = entries[0]
  const { run } = task

  // Text extraction starts as soon as the file is open (after its password, if it has one).
  useEffect(() => {
    if (entry?.status !== 'ready') return
    void run((options) =>
      pdfWorker.run('extractText', [{ file: entry.file }, { password: entry.password }], options),
    )
  }, [entry, run])

  const result = task.state.status === 'done' ? task.state.result : null
  const text = result ? joinPages(result.pages, (n) => t('separator', { n })) : ''
  const missing = result ? pagesWithoutText(result.pages) : ''
  const allMissing = result ? result.pages.every((page) => !page.hasText) : false
  const progress = task.state.status === 'running' ? task.state.progress : null

  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <DropZone
          accept={PDF_ACCEPT}
          typeLabel="PDF"
          onFiles={(files) => add(files, true)}
          disabled={Boolean(progress)}
        />
        {entry ? (
          <div className="space-y-2">
            <p className="text-sm">
              <span className="font-medium break-all text-ink">{entry.name}</span>
              {entry.status === 'checking' ? <span className="text-ink-soft"> · {t('checking')}</span> : null}
            </p>
            <PdfEntryStatus entry={entry} onUnlock={(password) => unlock(entry, password)} />
          </div>
        ) : null}
        {progress ? (
          <TaskProgress
            fraction={progress.fraction}
            label={t('reading', { percent: Math.round(progress.fraction * 100) })}
            onCancel={task.cancel}
          />
        ) : null}
        {task.state.status === 'error' && task.state.code !== 'Cancelled' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors(task.state.code)}
          </p>
        ) : null}
        {task.state.status === 'error' && task.state.code === 'Cancelled' ? (
          <p className="text-sm text-ink-soft">{errors('Cancelled')}</p>
        ) : null}
      </Card>

      {result && entry ? (
        <Card className="space-y-3">
          <p role="status" className="text-sm text-ink">
            {t('pages', { count: result.pageCount })}
          </p>
          {missing ? (
            <p className="rounded-lg bg-saffron-100 p-3 text-sm text-ink" data-testid="no-text-note">
              {allMissing ? t('noTextAll') : t('noTextSome', { pages: missing })}
            </p>
          ) : null}
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-ink">
            {t('resultLabel', { name: entry.name })}
          </label>
          <Textarea
            id={`${id}-text`}
            value={text}
            readOnly
            rows={14}
            className="resize-y bg-muted font-mono text-sm"
          />
          <div className="flex flex-wrap items-start gap-2">
            <CopyButton text={text} />
            <DownloadButton fileName={t('fileName', { name: baseName(entry.name) })} text={text} />
          </div>
        </Card>
      ) : null}
    </div>
  )
}
