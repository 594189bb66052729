import { FileDown } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { errorCode, pdfWorker, usePdfTask } from '@/lib/workers/pdf-client'
import type { OutputFile } from '@workers/pdf/api.options'
import { MAX_COPIES, type AadhaarPage, type Layout, type Rect } from '@workers/pdf/aadhaar.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DropZone } from '@/ui/drop-zone'
import { Field, Select } from '@/ui/field'
import { FileResult } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { Spinner } from '@/ui/spinner'
import { CardEditor } from './card-editor'
import { PasswordForm } from './password-form'
import { useAadhaarStrings } from './strings'

type Problem = 'notPdf' | 'damaged' | 'failed' | 'tooSmall'
type Status =
  | { kind: 'empty' }
  | { kind: 'opening'; file: File; password?: string }
  | { kind: 'locked'; file: File; wrong: boolean }
  | { kind: 'open'; file: File; password?: string; opened: AadhaarPage }
  | { kind: 'problem'; problem: Problem }

const LAYOUTS: Layout[] = ['sideBySide', 'foldOver', 'grid']

/** e-Aadhaar to a card-size print: unlock, find the cards, lay them out at ID-1 size on A4. Nothing is kept. */
export default function AadhaarFormatterTool() {
  const t = useAadhaarStrings()
  const id = useId()
  const [status, setStatus] = useState<Status>({ kind: 'empty' })
  const [boxes, setBoxes] = useState<{ front: Rect; back: Rect } | null>(null)
  const [layout, setLayout] = useState<Layout>('sideBySide')
  const [copies, setCopies] = useState(2)
  const [mask, setMask] = useState(false)
  const task = usePdfTask<OutputFile>()
  const { reset } = task
  useEffect(reset, [reset, status, boxes, layout, copies, mask])

  async function open(file: File, password?: string) {
    setStatus({ kind: 'opening', file, password })
    try {
      const opened = await pdfWorker.run('aadhaarOpen', [{ file }, { password }])
      setBoxes({ front: opened.front, back: opened.back })
      setMask(false)
      setStatus({ kind: 'open', file, password, opened })
    } catch (error) {
      const code = errorCode(error)
      if (code === 'PasswordRequired' || code === 'WrongPassword') {
        setStatus({ kind: 'locked', file, wrong: code === 'WrongPassword' })
      } else {
        setStatus({
          kind: 'problem',
          problem:
            code === 'UnsupportedFormat' || code === 'InvalidInput'
              ? 'notPdf'
              : code === 'CorruptFile'
                ? 'damaged'
                : 'failed',
        })
      }
    }
  }

  async function make() {
    if (status.kind !== 'open' || !boxes) return
    const { file, password, opened } = status
    await task.run((run) =>
      pdfWorker.run(
        'aadhaarLayout',
        [{ file }, { password, ...boxes, layout, copies, mask: mask ? opened.numberBoxes : [] }],
        run,
      ),
    )
  }

  const progress = task.state.status === 'running' ? task.state.progress : null
  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <DropZone
          accept={['application/pdf', '.pdf']}
          typeLabel={t('typeLabel')}
          onFiles={(files) => files[0] && open(files[0])}
          disabled={status.kind === 'opening' || Boolean(progress)}
        />
        <p className="text-sm text-ink">{t('passwordRule')}</p>
        <p className="text-xs text-ink-soft">{t('privacy')}</p>
        {status.kind === 'opening' ? <Spinner label={t('opening')} className="p-2" /> : null}
        {status.kind === 'locked' ? (
          <PasswordForm
            fileName={status.file.name}
            wrong={status.wrong}
            busy={false}
            onSubmit={(password) => open(status.file, password)}
          />
        ) : null}
        {status.kind === 'problem' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t(status.problem)}
          </p>
        ) : null}
      </Card>

      {status.kind === 'open' && boxes ? (
        <Card className="space-y-4">
          <p
            role="status"
            className={
              status.opened.detected ? 'text-sm text-green-800' : 'text-sm font-medium text-amber-800'
            }
          >
            {status.opened.detected ? t('found') : t('notFound')}
          </p>
          <CardEditor
            opened={status.opened}
            boxes={boxes}
            onChange={(card, rect) => setBoxes({ ...boxes, [card]: rect })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('layout')} htmlFor={`${id}-layout`}>
              <Select
                id={`${id}-layout`}
                value={layout}
                onChange={(e) => setLayout(e.target.value as Layout)}
              >
                {LAYOUTS.map((l) => (
                  <option key={l} value={l}>
                    {t(`layout_${l}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {layout === 'grid' ? (
              <Field label={t('copies')} htmlFor={`${id}-copies`}>
                <Select
                  id={`${id}-copies`}
                  value={copies}
                  onChange={(e) => setCopies(Number(e.target.value))}
                >
                  {Array.from({ length: MAX_COPIES }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
          </div>
          <div className="space-y-1">
            <label className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4"
                checked={mask}
                disabled={status.opened.numberBoxes.length === 0}
                onChange={(e) => setMask(e.target.checked)}
              />
              {t('mask')}
            </label>
            <p className="text-xs text-ink-soft">
              {status.opened.numberBoxes.length === 0 ? t('noNumber') : t('maskNote')}
            </p>
          </div>
          {progress ? (
            <TaskProgress
              fraction={progress.fraction}
              label={t('working', { percent: Math.round(progress.fraction * 100) })}
              onCancel={task.cancel}
            />
          ) : (
            <Button size="lg" onClick={make}>
              <FileDown aria-hidden="true" />
              {t('make')}
            </Button>
          )}
          {task.state.status === 'error' && task.state.code !== 'Cancelled' ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {task.state.code === 'InvalidInput'
                ? t('tooSmall')
                : task.state.code === 'CorruptFile'
                  ? t('damaged')
                  : t('failed')}
            </p>
          ) : null}
          {task.state.status === 'done' ? (
            <div className="space-y-2">
              <p className="text-sm text-ink" aria-live="polite">
                {t('printNote')}
              </p>
              <FileResult files={[task.state.result]} />
            </div>
          ) : null}
        </Card>
      ) : null}
    </div>
  )
}
