// The documents worker's task signatures, in a side-effect-free file the page may import.
import type { BuildResult, DocInput } from './spec.options'

export type DocumentsWorkerApi = {
  buildPdf(input: DocInput, options: Record<string, never>): Promise<BuildResult>
}
