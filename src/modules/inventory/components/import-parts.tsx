// Importing a parts list: a CSV or .xlsx sheet read in the sheets worker, each row checked by importParts (the
// part form's own checks), the rows with problems listed by row number, field and message, and the good rows
// added in batches with progress and Stop — what was added before Stop stays.
import { useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { WorkerTaskError } from '@/lib/worker-bridge'
import { buttonVariants } from '@/ui/button'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CheckOption } from '@/ui/check-option'
import { DropZone } from '@/ui/drop-zone'
import { TaskProgress } from '@/ui/progress'
import { addParts, knownPartKeys, useParts } from '../data/parts'
import { readPartsSheet } from '../data/read-sheet'
import { importParts, type ImportProblem } from '../domain/part-import'
import { stockSettings } from '../domain/stock-settings'
import { useInventoryStrings, type InventoryT } from '../inventory-strings'
import { inventoryModule } from '../module'

const ACCEPT = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const

type Phase =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string; fraction: number }
  | { kind: 'read'; name: string; rows: string[][] }
  | { kind: 'importing'; name: string; rows: string[][]; done: number; total: number }
  | { kind: 'done'; added: number; skipped: number; stopped: boolean }
  | { kind: 'failed'; message: string }

/** Problems shown on the page; a sheet with more is fixed a screenful at a time. */
const SHOWN = 500

function problemText(t: InventoryT, p: ImportProblem): string {
  if (p.field === 'header') return t('problemHeader', { message: t(`header_${p.code}`) })
  return t('problemRow', { row: p.row, field: t(p.field), message: t(`err_${p.code}` as 'err_required') })
}

export function ImportParts() {
  const t = useInventoryStrings()
  const auth = useAuth()
  const data = useData()
  const { parts } = useParts()
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [pricesIncludeTax, setPricesIncludeTax] = useState(true)
  const stop = useRef<AbortController | null>(null)
  const settings = stockSettings(auth.settings)
  const rows = phase.kind === 'read' || phase.kind === 'importing' ? phase.rows : null
  const today = localToday()
  // The parts held are read when the sheet is read, not on every part the import adds meanwhile.
  const checked = useMemo(
    () =>
      rows
        ? importParts(
            rows,
            {
              today,
              knownKeys: knownPartKeys(parts),
              units: settings.units,
              hsnSixDigits: settings.hsnSixDigits,
            },
            { pricesIncludeTax },
          )
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, pricesIncludeTax, today, settings.hsnSixDigits, settings.units.enabled, settings.units.mandatory],
  )

  const read = async (file: File) => {
    const controller = new AbortController()
    stop.current = controller
    setPhase({ kind: 'reading', name: file.name, fraction: 0 })
    try {
      const sheet = await readPartsSheet(file, {
        signal: controller.signal,
        onProgress: (fraction) => setPhase({ kind: 'reading', name: file.name, fraction }),
      })
      if (sheet.length < 2) setPhase({ kind: 'failed', message: t('importEmpty') })
      else setPhase({ kind: 'read', name: file.name, rows: sheet })
    } catch (error) {
      if (error instanceof WorkerTaskError && error.code === 'Cancelled') setPhase({ kind: 'idle' })
      else {
        console.error(error)
        const code = error instanceof WorkerTaskError ? error.code : 'Unknown'
        setPhase({
          kind: 'failed',
          message: t('importFailed', { message: t(`readError_${code}` as 'readError_Unknown') }),
        })
      }
    } finally {
      stop.current = null
    }
  }

  const run = async () => {
    if (phase.kind !== 'read' || !checked || checked.parts.length === 0) return
    const controller = new AbortController()
    stop.current = controller
    const total = checked.parts.length
    setPhase({ ...phase, kind: 'importing', done: 0, total })
    try {
      const r = await addParts(data, data.companyId, checked.parts, {
        signal: controller.signal,
        onProgress: (done) => setPhase({ ...phase, kind: 'importing', done, total }),
      })
      setPhase({
        kind: 'done',
        added: r.added.length,
        skipped: r.skipped.length,
        stopped: controller.signal.aborted,
      })
    } catch (error) {
      console.error(error)
      setPhase({ kind: 'failed', message: t('saveFailed') })
    } finally {
      stop.current = null
    }
  }

  const problems = checked?.problems ?? []
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="import-parts-screen">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('importTitle')}</h1>
        <p className="mt-1 text-sm text-ink-soft">{t('importIntro')}</p>
      </div>
      <Card className="flex flex-col gap-4 p-4">
        <CheckOption id="import-prices-include-tax" checked={pricesIncludeTax} onChange={setPricesIncludeTax}>
          {t('pricesIncludeTax')}
        </CheckOption>
        {phase.kind === 'idle' || phase.kind === 'failed' || phase.kind === 'done' ? (
          <DropZone
            accept={ACCEPT}
            typeLabel={t('importFile')}
            onFiles={(files) => void read(files[0]!)}
            disabled={auth.readOnly}
          />
        ) : null}
        {phase.kind === 'reading' ? (
          <TaskProgress
            fraction={phase.fraction}
            label={t('importReading')}
            onCancel={() => stop.current?.abort()}
          />
        ) : null}
        {phase.kind === 'importing' ? (
          <TaskProgress
            fraction={phase.total ? phase.done / phase.total : 0}
            label={t('importing', { done: phase.done, total: phase.total })}
            onCancel={() => stop.current?.abort()}
          />
        ) : null}
        {phase.kind === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="import-failed">
            {phase.message}
          </p>
        ) : null}
        {phase.kind === 'done' ? (
          <div role="status" className="flex flex-col gap-1 text-sm text-ink" data-testid="import-done">
            <p className="font-medium">
              {phase.stopped
                ? t('importStopped', { count: phase.added })
                : t('importDone', { count: phase.added })}
            </p>
            {phase.skipped > 0 ? <p>{t('importSkipped', { count: phase.skipped })}</p> : null}
            <Link
              to={inventoryModule.href.list()}
              className={buttonVariants({ variant: 'secondary' }) + ' self-start'}
            >
              {t('back')}
            </Link>
          </div>
        ) : null}
        {phase.kind === 'read' && checked ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="text-sm font-medium text-ink" data-testid="import-checked">
              {t('importChecked', {
                count: checked.parts.length,
                bad: new Set(problems.map((p) => p.row)).size,
              })}
            </p>
            {checked.parts.length === 0 ? (
              <p className="text-sm text-red-700">{t('importNoGood')}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void run()} disabled={auth.readOnly} data-testid="import-go">
                  {t('importGo', { count: checked.parts.length })}
                </Button>
                <Button variant="secondary" onClick={() => setPhase({ kind: 'idle' })}>
                  {t('cancel')}
                </Button>
              </div>
            )}
          </div>
        ) : null}
      </Card>
      {(phase.kind === 'read' || phase.kind === 'importing') && problems.length > 0 ? (
        <Card className="p-4">
          <h2 className="mb-2 font-semibold text-ink">{t('problems')}</h2>
          <ul
            className="max-h-96 list-disc overflow-y-auto ps-5 text-sm text-ink"
            data-testid="import-problems"
          >
            {problems.slice(0, SHOWN).map((p, i) => (
              <li key={i}>{problemText(t, p)}</li>
            ))}
          </ul>
          {problems.length > SHOWN ? (
            <p className="mt-2 text-sm text-ink-soft">
              {t('moreProblems', { count: problems.length - SHOWN })}
            </p>
          ) : null}
        </Card>
      ) : null}
    </section>
  )
}
