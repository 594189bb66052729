// The shape of the test-only Node kit (node-kit.ts), side-effect free so tests under src/ can name it.
import type { BuildResult, DocInput } from './spec.options'

export type NodeDocumentsKit = {
  buildPdf(input: DocInput): Promise<BuildResult>
  pagesText(pdf: Uint8Array): Promise<string[]>
  fonts(pdf: Uint8Array): Promise<{ embedded: string[]; notEmbedded: string[] }>
}
