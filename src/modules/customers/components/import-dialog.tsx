// CSV import: read the file, show what will be saved and every row's errors, then save in chunks with
// progress and a stop button. Nothing is written before the user confirms.
import { useRef, useState } from 'react'
import { useData } from '@/data/data-context'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { useCustomersStrings } from '../customers-strings'
import { importParties } from '../data/parties'
import { MAX_IMPORT_BYTES, parsePartyCsv, type ImportPreview } from '../domain/party-csv'
import type { PartyInput } from '../domain/party-rules'

const SHOWN_ERRORS = 200

const FIELD_LABELS = {
  kind: 'kind',
  name: 'name',
  mobile: 'mobile',
  email: 'email',
  address: 'address',
  state_code: 'state',
  gstin: 'gstin',
  pan: 'pan',
  opening_balance: 'openingBalance',
  gst_category: 'gstCategory',
  relation_type: 'relationType',
  relation_name: 'relationName',
  pin: 'pin',
  delivery_address: 'deliveryAddress',
  form60: 'form60',
  credit_days: 'creditDays',
  tcs_exempt_reason: 'tcsExempt',
  is_sub_dealer: 'subDealer',
  language: 'language',
} as const satisfies Record<keyof PartyInput, string>

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useCustomersStrings()
  const { db, writer } = useData()
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const abort = useRef<AbortController | null>(null)

  const reset = () => {
    setPreview(null)
    setProblem(null)
    setProgress(null)
  }

  async function pick(file: File | undefined) {
    reset()
    if (!file) return
    if (file.size > MAX_IMPORT_BYTES) return setProblem(t('tooBig'))
    let text: string
    try {
      text = await file.text()
    } catch {
      return setProblem(t('readFailed'))
    }
    if (text.includes('\u0000')) return setProblem(t('readFailed'))
    const p = parsePartyCsv(text)
    if (!p.ok) return setProblem(t(`csv-${p.reason}`))
    setPreview(p)
  }

  async function run() {
    if (!preview?.ok) return
    const rows = preview.rows.flatMap((r) => (r.ok ? [r.value] : []))
    const controller = new AbortController()
    abort.current = controller
    setProgress({ done: 0, total: rows.length })
    try {
      const done = await importParties(
        db,
        rows,
        writer,
        (d) => setProgress({ done: d, total: rows.length }),
        controller.signal,
      )
      toast({
        title: controller.signal.aborted
          ? t('importCancelled', { count: done })
          : t('imported', { count: done }),
      })
      reset()
      onClose()
    } catch (e) {
      console.error(e)
      toast({ title: t('saveFailed'), variant: 'destructive' })
      setProgress(null)
    }
  }

  const good = preview?.ok ? preview.rows.filter((r) => r.ok).length : 0
  const bad = preview?.ok ? preview.rows.filter((r) => !r.ok) : []

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (progress) return
        reset()
        onClose()
      }}
      title={t('importTitle')}
    >
      <p className="text-sm text-ink-soft">{t('importHelp')}</p>
      <label className="mt-4 block text-sm font-medium">
        {t('chooseFile')}
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          className="mt-1 block w-full text-sm"
          disabled={Boolean(progress)}
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid="import-file"
        />
      </label>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {preview?.ok ? (
        <div className="mt-4 flex flex-col gap-3" data-testid="import-preview">
          <p role="status" className="font-medium">
            {t('previewSummary', { good, bad: bad.length })}
          </p>
          {preview.duplicates > 0 ? (
            <p className="text-sm">{t('duplicates', { count: preview.duplicates })}</p>
          ) : null}
          {preview.unknownHeaders.length > 0 ? (
            <p className="text-sm text-ink-soft">
              {t('unknownColumns', { columns: preview.unknownHeaders.join(', ') })}
            </p>
          ) : null}
          {bad.length > 0 ? (
            <ul
              className="max-h-60 overflow-y-auto rounded-lg border border-line p-2 text-sm"
              data-testid="import-errors"
            >
              {bad.slice(0, SHOWN_ERRORS).map((r) =>
                r.ok ? null : (
                  <li key={r.line} className="py-1">
                    <span className="font-medium">{t('rowLine', { line: r.line })}</span>
                    {': '}
                    {Object.entries(r.errors)
                      .flatMap(([field, error]) =>
                        error
                          ? [
                              t('fieldError', {
                                field: t(FIELD_LABELS[field as keyof PartyInput]),
                                message: t(`err-${error.code}`),
                              }),
                            ]
                          : [],
                      )
                      .join('; ')}
                  </li>
                ),
              )}
            </ul>
          ) : null}
          {progress ? (
            <div className="flex items-center gap-3">
              <progress
                className="flex-1"
                value={progress.done}
                max={progress.total}
                aria-label={t('importing', progress)}
              />
              <span role="status" className="text-sm">
                {t('importing', progress)}
              </span>
              <Button variant="secondary" size="sm" onClick={() => abort.current?.abort()}>
                {t('stop')}
              </Button>
            </div>
          ) : (
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => (reset(), onClose())}>
                {t('cancel')}
              </Button>
              <Button onClick={() => void run()} disabled={good === 0}>
                {t('importGood', { count: good })}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </Dialog>
  )
}
