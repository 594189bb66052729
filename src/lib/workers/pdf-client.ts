// The PDF worker family's client. Everything heavy about PDFs (pdf-lib, pdf.js) lives in that worker, so
// the page stays responsive and the libraries load only when a PDF tool is used.
import type { PdfWorkerApi } from '../../../workers/pdf/api.options'
import { createWorkerClient } from '../worker-bridge'

/** The one client all PDF tools share; tasks run one at a time. */
export const pdfWorker = createWorkerClient<PdfWorkerApi>(
  () => new Worker(new URL('../../../workers/pdf.worker.ts', import.meta.url), { type: 'module' }),
)
