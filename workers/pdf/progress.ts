// Shared bits of the PDF tasks: progress and output types (declared in api.options.ts) and MIME types.
export type { OnProgress, OutputFile, Progress } from './api.options'

export const PDF_MIME = 'application/pdf'
export const ZIP_MIME = 'application/zip'

/** Wraps bytes as a Blob (Blobs cross the worker boundary without a copy of their contents). */
export function toBlob(bytes: Uint8Array, type: string): Blob {
  return new Blob([bytes as BlobPart], { type })
}
