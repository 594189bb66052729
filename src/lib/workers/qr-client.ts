// The QR worker family's client: reading drawn codes back with jsQR happens in that worker, so jsQR loads
// only when a QR tool checks a code and the page stays responsive meanwhile.
import type { QrWorkerApi } from '../../../workers/qr/api.options'
import { createWorkerClient } from '../worker-bridge'

export type { VerifyResult } from '../../../workers/qr/api.options'

/** The one client the QR tools share; checks run one at a time. */
export const qrWorker = createWorkerClient<QrWorkerApi>(
  () => new Worker(new URL('../../../workers/qr.worker.ts', import.meta.url), { type: 'module' }),
)
