// The PDF worker's task signatures, in a side-effect-free file the page may import (the worker module
// itself pulls in pdf-lib and pdf.js). workers/pdf.worker.ts is checked against this type.
import type { AadhaarLayoutOptions, AadhaarPage } from './aadhaar.options'
import type { CompressOptions, CompressResult } from './compress.options'
import type { EditPagesOptions } from './edit-pages.options'
import type { ExtractTextOptions, ExtractTextResult } from './extract-text.options'
import type { FinishEditsOptions, FinishEditsResult } from './finish-edits.options'
import type { ImagesToPdfOptions } from './images-to-pdf.options'
import type { MergeOptions } from './merge.options'
import type { RenderPagesOptions } from './render-pages.options'
import type { SplitOptions } from './split.options'

export type Progress = { fraction: number; stage?: string }
export type OnProgress = (progress: Progress) => void | Promise<void>

/** Output of a task: a named file ready to download. */
export type OutputFile = { name: string; blob: Blob; pageCount?: number }

export type InspectOptions = { password?: string; keep?: boolean }
export type InspectResult = { pageCount: number; encrypted: boolean }
export type ThumbnailOptions = { key: string; password?: string; pages: readonly number[]; width?: number }
export type RenderPagesResult = { files: OutputFile[]; sizes: { width: number; height: number }[] }

export type PdfWorkerApi = {
  /** `keep`: keep the opened document for the merge or split that follows (pdf/doc-cache.ts). */
  inspect(input: { file: Blob }, options: InspectOptions): Promise<InspectResult>
  thumbnails(input: { file: Blob }, options: ThumbnailOptions): Promise<Blob[]>
  merge(
    input: { files: readonly Blob[] },
    options: MergeOptions,
    onProgress?: OnProgress,
  ): Promise<OutputFile>
  split(input: { file: Blob }, options: SplitOptions, onProgress?: OnProgress): Promise<OutputFile[]>
  extractText(
    input: { file: Blob },
    options: ExtractTextOptions,
    onProgress?: OnProgress,
  ): Promise<ExtractTextResult>
  imagesToPdf(
    input: { images: readonly Blob[] },
    options: ImagesToPdfOptions,
    onProgress?: OnProgress,
  ): Promise<OutputFile>
  renderPages(
    input: { file: Blob },
    options: RenderPagesOptions,
    onProgress?: OnProgress,
  ): Promise<RenderPagesResult>
  compress(input: { file: Blob }, options: CompressOptions, onProgress?: OnProgress): Promise<CompressResult>
  aadhaarOpen(input: { file: Blob }, options: { password?: string }): Promise<AadhaarPage>
  aadhaarLayout(
    input: { file: Blob },
    options: AadhaarLayoutOptions,
    onProgress?: OnProgress,
  ): Promise<OutputFile>
  editPages(input: { file: Blob }, options: EditPagesOptions, onProgress?: OnProgress): Promise<OutputFile>
  finishEdits(
    input: { file: Blob },
    options: FinishEditsOptions,
    onProgress?: OnProgress,
  ): Promise<FinishEditsResult>
}
