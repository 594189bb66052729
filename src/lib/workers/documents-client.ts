// The documents worker family's client: the résumé and biodata makers' PDFs are laid out and written there.
import type { DocumentsWorkerApi } from '../../../workers/documents/api.options'
import { createWorkerClient } from '../worker-bridge'

export const documentsWorker = createWorkerClient<DocumentsWorkerApi>(
  () => new Worker(new URL('../../../workers/documents.worker.ts', import.meta.url), { type: 'module' }),
)
