import { Braces, CheckCircle2, Eraser, FileUp, Minimize2, Sheet } from 'lucide-react'
import { useId, useRef, useState, type DragEvent } from 'react'
import {
  MAX_JSON_CHARS,
  type JsonAction,
  type JsonIndent,
  type JsonResult,
} from '../../../workers/text/json.options'
import { downloadText } from '@/lib/download'
import { useLanguage } from '@/lib/i18n'
import { WorkerTaskError, type WorkerErrorCode } from '@/lib/worker-bridge'
import { textWorker } from '@/lib/workers/text-client'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CopyButton } from '@/ui/copy-button'
import { Textarea } from '@/ui/field'
import { formatBytes } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { ChoiceGroup } from '../shared/calc/calc-fields'
import { JsonErrorPanel } from './json-error-panel'
import { JsonTreeView } from './json-tree'
import { EDITABLE_CHARS, outputFileName, previewOf } from './logic'
import { useJsonStrings } from './strings'

type Source = { text: string; name: string | null; editable: boolean }
type Done = Extract<JsonResult, { ok: true }> & { action: JsonAction; text: string }
type Outcome =
  | { kind: 'done'; done: Done }
  | { kind: 'syntax'; result: Extract<JsonResult, { ok: false }>; text: string; editable: boolean }
  | { kind: 'failed'; code: WorkerErrorCode }
  | { kind: 'cancelled' }
type Message = 'TooLarge' | 'UnsupportedFormat' | 'OutOfMemory' | 'Unknown'

const FAILURE_MESSAGES: Partial<Record<WorkerErrorCode, Message>> = {
  TooLarge: 'TooLarge',
  UnsupportedFormat: 'UnsupportedFormat',
  OutOfMemory: 'OutOfMemory',
}

/** JSON formatter: format, minify, validate with the exact spot of an error, tree view and CSV. */
export default function JsonFormatterTool() {
  const t = useJsonStrings()
  const lang = useLanguage()
  const id = useId()
  const [source, setSource] = useState<Source>({ text: '', name: null, editable: true })
  const [indent, setIndent] = useState<JsonIndent>('2')
  const [sortKeys, setSortKeys] = useState(false)
  const [progress, setProgress] = useState<{ fraction: number; stage?: string } | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [fileMessage, setFileMessage] = useState('')
  const controller = useRef<AbortController | null>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const number = (n: number) => n.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')

  async function run(action: JsonAction) {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    const text = source.text
    setProgress({ fraction: 0, stage: 'read' })
    try {
      const result = await textWorker.run('processJson', [text, { action, indent, sortKeys }], {
        signal: abort.signal,
        onProgress: setProgress,
      })
      if (controller.current !== abort) return
      setOutcome(
        result.ok
          ? { kind: 'done', done: { ...result, action, text } }
          : { kind: 'syntax', result, text, editable: source.editable },
      )
    } catch (error) {
      if (controller.current !== abort) return
      const code = error instanceof WorkerTaskError ? error.code : 'Unknown'
      setOutcome(code === 'Cancelled' ? { kind: 'cancelled' } : { kind: 'failed', code })
    } finally {
      if (controller.current === abort) {
        controller.current = null
        setProgress(null)
      }
    }
  }

  async function openFile(file: File | undefined) {
    if (!file) return
    const size = formatBytes(file.size, lang)
    // UTF-8 takes at least one byte a character, so this refuses only files that must be too long.
    if (file.size > MAX_JSON_CHARS * 3) {
      setFileMessage(t('fileTooLarge', { name: file.name, size }))
      return
    }
    try {
      const text = await file.text()
      if (text.length > MAX_JSON_CHARS) {
        setFileMessage(t('fileTooLarge', { name: file.name, size }))
        return
      }
      setFileMessage('')
      setSource({ text, name: file.name, editable: text.length <= EDITABLE_CHARS })
      setOutcome(null)
    } catch {
      setFileMessage(t('fileUnreadable', { name: file.name }))
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    void openFile(event.dataTransfer.files[0])
  }

  function showSpot(offset: number) {
    const box = input.current
    if (!box) return
    box.focus()
    box.setSelectionRange(offset, Math.min(offset + 1, box.value.length))
  }

  const done = outcome?.kind === 'done' ? outcome.done : null
  const preview = done && done.output ? previewOf(done.output) : null
  const busy = progress !== null
  const stageLabel =
    progress &&
    t(progress.stage === 'write' ? 'writing' : 'reading', { percent: Math.round(progress.fraction * 100) })

  let status = ''
  if (outcome?.kind === 'cancelled') status = t('cancelled')
  else if (done?.csv) status = t('csvDone', { count: done.csv.rows, columns: done.csv.columns })
  else if (done) status = t('valid', { values: number(done.stats.values), depth: done.stats.depth })

  return (
    <div className="space-y-4">
      <Card className="space-y-3" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
            {t('inputLabel')}
          </label>
          <div className="flex flex-wrap gap-2">
            <label className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
              <FileUp aria-hidden="true" className="size-4" />
              {t('openFile')}
              <input
                type="file"
                className="sr-only"
                accept=".json,.geojson,.txt,application/json,text/plain"
                onChange={(event) => {
                  void openFile(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
            </label>
            <Button
              variant="ghost"
              size="sm"
              disabled={source.text === '' || busy}
              onClick={() => {
                setSource({ text: '', name: null, editable: true })
                setOutcome(null)
                setFileMessage('')
              }}
            >
              <Eraser aria-hidden="true" />
              {t('clear')}
            </Button>
          </div>
        </div>
        {source.editable ? (
          <Textarea
            ref={input}
            data-tool-main=""
            id={`${id}-input`}
            value={source.text}
            onChange={(event) => setSource({ text: event.target.value, name: source.name, editable: true })}
            aria-describedby={`${id}-hint`}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            rows={12}
            className="min-h-64 resize-y font-mono text-sm"
          />
        ) : (
          <div id={`${id}-input`} className="space-y-2 rounded-lg border border-line bg-muted/50 p-4 text-sm">
            <p>{t('bigFile', { name: source.name ?? '', size: formatBytes(source.text.length, lang) })}</p>
            <Button variant="secondary" size="sm" onClick={() => setSource({ ...source, editable: true })}>
              {t('editBig')}
            </Button>
          </div>
        )}
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {t('inputHint')}
        </p>
        <p
          role="status"
          aria-live="polite"
          className={fileMessage ? 'text-sm font-medium text-red-700' : 'sr-only'}
        >
          {fileMessage}
        </p>

        <div className="flex flex-wrap items-end gap-4">
          <ChoiceGroup
            name={`${id}-indent`}
            legend={t('indent')}
            value={indent}
            onChange={setIndent}
            options={[
              { value: '2', label: t('indent2') },
              { value: '4', label: t('indent4') },
              { value: 'tab', label: t('indentTab') },
            ]}
          />
          <label className="flex items-center gap-2 pb-1.5 text-sm text-ink">
            <input
              type="checkbox"
              checked={sortKeys}
              onChange={(event) => setSortKeys(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {t('sortKeys')}
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void run('format')} disabled={busy}>
            <Braces aria-hidden="true" />
            {t('format')}
          </Button>
          <Button variant="secondary" onClick={() => void run('minify')} disabled={busy}>
            <Minimize2 aria-hidden="true" />
            {t('minify')}
          </Button>
          <Button variant="secondary" onClick={() => void run('validate')} disabled={busy}>
            <CheckCircle2 aria-hidden="true" />
            {t('validate')}
          </Button>
          <Button variant="secondary" onClick={() => void run('csv')} disabled={busy}>
            <Sheet aria-hidden="true" />
            {t('toCsv')}
          </Button>
        </div>
        {progress ? (
          <TaskProgress
            fraction={progress.fraction}
            label={stageLabel ?? undefined}
            onCancel={() => controller.current?.abort()}
          />
        ) : null}
        <p
          role="status"
          aria-live="polite"
          data-testid="json-status"
          className="text-sm font-medium text-green-800"
        >
          {status}
        </p>
        {outcome?.kind === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t(FAILURE_MESSAGES[outcome.code] ?? 'Unknown')}
          </p>
        ) : null}
        {outcome?.kind === 'syntax' ? (
          <JsonErrorPanel
            text={outcome.text}
            error={outcome.result.error}
            onShow={outcome.editable && source.text === outcome.text ? showSpot : undefined}
          />
        ) : null}
      </Card>

      {done && preview ? (
        <Card aria-labelledby={`${id}-output`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-output`} className="text-lg font-semibold">
              {t('output')}
            </h2>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={() => done.output} label={t('copy')} />
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  done.action === 'csv'
                    ? downloadText(
                        outputFileName(source.name, 'table'),
                        `\uFEFF${done.output}`,
                        '.csv',
                        'text/csv',
                      )
                    : downloadText(
                        outputFileName(source.name, done.action === 'minify' ? 'min' : 'formatted'),
                        done.output,
                        '.json',
                        'application/json',
                      )
                }
              >
                {done.action === 'csv' ? t('downloadCsv') : t('downloadJson')}
              </Button>
            </div>
          </div>
          {preview.cut ? (
            <p className="text-xs text-ink-soft">
              {t('outputCut', { shown: number(preview.text.length), total: number(done.output.length) })}
            </p>
          ) : null}
          <pre
            tabIndex={0}
            aria-label={t('output')}
            data-testid="json-output"
            className="max-h-[32rem] overflow-auto rounded-lg bg-muted p-3 font-mono text-sm whitespace-pre"
          >
            {preview.text}
          </pre>
        </Card>
      ) : null}

      <Card aria-labelledby={`${id}-tree`} className="space-y-3">
        <h2 id={`${id}-tree`} className="text-lg font-semibold">
          {t('tree')}
        </h2>
        {done ? (
          <JsonTreeView text={done.text} tree={done.tree} />
        ) : (
          <p className="text-sm text-ink-soft">{t('emptyTree')}</p>
        )}
      </Card>
    </div>
  )
}
