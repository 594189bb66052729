// The text worker family's client: large texts (the JSON formatter's 20 MB files) are read and written in
// that worker, so the page never freezes and Cancel can stop the work.
import type { TextWorkerApi } from '../../../workers/text/json.options'
import { createWorkerClient } from '../worker-bridge'

/** The one client the text tools share; tasks run one at a time. */
export const textWorker = createWorkerClient<TextWorkerApi>(
  () => new Worker(new URL('../../../workers/text.worker.ts', import.meta.url), { type: 'module' }),
)
