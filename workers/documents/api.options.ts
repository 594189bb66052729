// The documents worker's task signatures, in a side-effect-free file the page may import.
import type { ConvertDocxInput, ConvertDocxResult, OnProgress } from './docx/convert-docx.options'
import type { BuildResult, DocInput } from './spec.options'

export type DocumentsWorkerApi = {
  buildPdf(input: DocInput, options: Record<string, never>): Promise<BuildResult>
  convertDocx(
    input: ConvertDocxInput,
    options: Record<string, never>,
    onProgress?: OnProgress,
  ): Promise<ConvertDocxResult>
}
