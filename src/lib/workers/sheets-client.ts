// The sheets worker family's client: the registers' Excel files are written in that worker, so the writer
// loads only when someone exports and the page stays usable (and cancellable) while it works.
import type { SheetsWorkerApi } from '../../../workers/sheets/xlsx.options'
import { createWorkerClient } from '../worker-bridge'

export const sheetsWorker = createWorkerClient<SheetsWorkerApi>(
  () => new Worker(new URL('../../../workers/sheets.worker.ts', import.meta.url), { type: 'module' }),
)
