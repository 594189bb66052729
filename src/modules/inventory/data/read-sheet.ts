// A chosen CSV or .xlsx file as rows of text, read by the sheets worker (workers/sheets/read-sheet.ts) so a
// large parts list neither freezes the page nor stops the person cancelling.
import { sheetsWorker } from '@/lib/workers/sheets-client'

export function readPartsSheet(
  file: Blob & { name: string },
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<string[][]> {
  return file.arrayBuffer().then((bytes) =>
    sheetsWorker.run('readSheet', [{ bytes, name: file.name }, {}], {
      signal: options.signal,
      onProgress: (p) => options.onProgress?.(p.fraction),
      transfer: [bytes],
    }),
  )
}
