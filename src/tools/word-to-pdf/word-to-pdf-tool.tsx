import { useEffect, useState } from 'react'
import { documentsWorker } from '@/lib/workers/documents-client'
import { pdfWorker, usePdfErrorStrings, usePdfTask } from '@/lib/workers/pdf-client'
import type { ConvertDocxResult } from '@workers/documents/docx/convert-docx.options'
import { Card } from '@/ui/card'
import { DropZone } from '@/ui/drop-zone'
import { FileResult } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { DocumentPreview } from '@/ui/documents/document-preview'
import { pdfName, previewPages, sniffWord } from './logic'
import { useWordStrings } from './strings'

const DOCX_ACCEPT = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  '.docx',
  '.doc',
] as const
const PREVIEW_DPI = 96
const STAGES = ['reading', 'layout', 'writing', 'preview'] as const
type Stage = (typeof STAGES)[number]

type Converted = {
  result: ConvertDocxResult
  pdf: Blob
  name: string
  pages: string[]
  previewFailed: boolean
}

/**
 * Word to PDF on the documents engine: the .docx is read and laid out in the documents worker (HarfBuzz
 * shaping, so Hindi is right), written as a real PDF, and previewed from those very bytes with pdf.js.
 */
export default function WordToPdfTool() {
  const t = useWordStrings()
  const errors = usePdfErrorStrings()
  const task = usePdfTask<Converted>()
  const [fileError, setFileError] = useState<'doc' | 'notDocx' | null>(null)
  const [source, setSource] = useState<string>('')
  const done = task.state.status === 'done' ? task.state.result : null

  // Preview pictures are object URLs: released when replaced or when the tool closes.
  useEffect(() => () => done?.pages.forEach((url) => URL.revokeObjectURL(url)), [done])

  async function convert(file: File) {
    task.reset()
    setFileError(null)
    setSource(file.name)
    const kind = sniffWord(new Uint8Array(await file.slice(0, 8).arrayBuffer()))
    if (kind !== 'docx') {
      setFileError(kind === 'doc' ? 'doc' : 'notDocx')
      return
    }
    await task.run(async (options) => {
      const result = await documentsWorker.run('convertDocx', [{ file, name: file.name }, {}], {
        ...options,
        onProgress: (p) => options.onProgress?.({ ...p, fraction: p.fraction * 0.9 }),
      })
      options.onProgress?.({ fraction: 0.92, stage: 'preview' })
      const pdf = new Blob([result.pdf as BlobPart], { type: 'application/pdf' })
      let pages: string[] = []
      let previewFailed = false
      try {
        const rendered = await pdfWorker.run(
          'renderPages',
          [
            { file: pdf },
            { pages: previewPages(result.pageCount), dpi: PREVIEW_DPI, format: 'png', quality: 1 },
          ],
          { signal: options.signal },
        )
        pages = rendered.files.map((f) => URL.createObjectURL(f.blob))
      } catch (error) {
        // Cancel stops everything; a preview that fails on its own still leaves the PDF to download.
        if (options.signal?.aborted) throw error
        previewFailed = true
      }
      return { result, pdf, name: pdfName(file.name), pages, previewFailed }
    })
  }

  const progress = task.state.status === 'running' ? task.state.progress : null
  const stage: Stage = STAGES.find((s) => s === progress?.stage) ?? 'reading'
  const errorCode = task.state.status === 'error' ? task.state.code : null
  const errorText =
    errorCode === 'CorruptFile'
      ? t('broken')
      : errorCode === 'UnsupportedFormat'
        ? t('notWord')
        : errorCode
          ? errors(errorCode)
          : null
  const capped = done && done.pages.length < done.result.pageCount

  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <DropZone
          accept={DOCX_ACCEPT}
          typeLabel={t('typeLabel')}
          onFiles={(files) => {
            const file = files[0]
            if (file) void convert(file)
          }}
          disabled={Boolean(progress)}
        />
        <p className="text-xs text-ink-soft">{t('kept')}</p>
        {progress ? (
          <TaskProgress
            fraction={progress.fraction}
            label={t(`stage_${stage}`, { percent: Math.round(progress.fraction * 100) })}
            onCancel={task.cancel}
          />
        ) : null}
        {fileError || errorText ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {fileError ? t(fileError) : errorText}
          </p>
        ) : null}
        {done ? (
          <div className="space-y-3">
            <FileResult files={[{ name: done.name, blob: done.pdf }]} />
            <p className="text-sm text-ink-soft">{t('pages', { count: done.result.pageCount })}</p>
            <section aria-labelledby="word-notes" className="space-y-1" data-testid="word-notes">
              <h2 id="word-notes" className="text-sm font-semibold text-ink">
                {done.result.notes.length ? t('notKeptTitle') : t('allKept')}
              </h2>
              {done.result.notes.length ? (
                <ul className="list-disc space-y-1 ps-5 text-sm text-ink">
                  {done.result.notes.map((code) => (
                    <li key={code}>{t(`note_${code}`)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </div>
        ) : null}
      </Card>
      {done ? (
        <div className="space-y-2">
          {capped ? (
            <p className="text-sm text-ink-soft">
              {t('previewCapped', { shown: done.pages.length, pages: done.result.pageCount })}
            </p>
          ) : null}
          {done.previewFailed ? (
            <p role="status" className="text-sm text-ink-soft">
              {t('previewFailed')}
            </p>
          ) : (
            <DocumentPreview
              preview={{ busy: false, pages: done.pages, result: done.result, failed: false }}
              label={t('previewLabel', { name: source })}
            />
          )}
        </div>
      ) : null}
    </div>
  )
}
