// The image worker's task signatures and options, in a side-effect-free file the pages may import (the
// worker itself pulls in the wasm codecs). workers/image.worker.ts is checked against this type.
import type { CropOptions } from './crop.options'
import type { PassportOptions, PassportResult } from './passport.options'
import type { ResizeSpec } from './resize.options'

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp' | 'avif' | 'heic'

export type Progress = { fraction: number; stage?: string }
export type OnProgress = (progress: Progress) => void | Promise<void>

/** 'same' keeps the input's kind (GIF and BMP become PNG). */
export const OUTPUT_FORMATS = ['same', 'jpeg', 'webp', 'avif', 'png'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]
export type EncodedFormat = Exclude<OutputFormat, 'same'>

export const EXTENSIONS: Record<EncodedFormat, string> = {
  jpeg: 'jpg',
  webp: 'webp',
  avif: 'avif',
  png: 'png',
}
export const MIME_TYPES: Record<EncodedFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
}

/** OxiPNG's own default level: most of its saving at a fraction of the higher levels' time (bench/image). */
export const BALANCED_PNG_LEVEL = 2

export type ProcessOptions = {
  format: OutputFormat
  /** 1–100 for JPEG, WebP and AVIF; PNG is lossless. */
  quality: number
  /** PNG output through OxiPNG at this level (1 quick – 6 thorough); without it the quick canvas encoder. */
  pngLevel?: number | null
  /** Search the quality for the largest file not above this many bytes (PNG: lossless, only checked). */
  targetBytes?: number | null
  resize?: ResizeSpec | null
  /** Fill behind transparent parts when the output has no transparency (JPEG). */
  background: string
  /** Keep the original file when the new one would not be smaller (the compressor's promise). */
  keepIfSmaller: boolean
  /** Added to each output's base name, e.g. "-compressed". */
  nameSuffix: string
  /** Also pack all outputs into one ZIP with this name (only when there are two or more). */
  zipName?: string | null
}

export const DEFAULT_PROCESS: ProcessOptions = {
  format: 'same',
  quality: 75,
  targetBytes: null,
  pngLevel: null,
  resize: null,
  background: '#ffffff',
  keepIfSmaller: false,
  nameSuffix: '',
  zipName: null,
}

/** Why one file of a batch could not be done; 'Heic' gets its own advice. */
export type ItemProblem =
  'UnsupportedFormat' | 'Heic' | 'CorruptFile' | 'TooLarge' | 'OutOfMemory' | 'Unknown'

export type ProcessedImage = {
  inputName: string
  inputBytes: number
  inputKind?: ImageKind
  /** Present when the file was done. */
  output?: {
    name: string
    blob: Blob
    format: EncodedFormat
    width: number
    height: number
    /** The quality used (the one found when a target size was asked for). */
    quality: number
    /** The original was smaller, so it is given back unchanged. */
    keptOriginal: boolean
    /** The file was asked for as PNG: lossless, so no quality was searched for a target size. */
    lossless: boolean
    /** With a target size: whether the file fits it. */
    targetMet?: boolean
    /** The picture was larger than this device can draw and was scaled down to fit. */
    shrunkToFit: boolean
  }
  problem?: ItemProblem
}

export type CropResult = { name: string; blob: Blob; width: number; height: number }

export type ProcessResult = { items: ProcessedImage[]; zip?: { name: string; blob: Blob } }

/** A file's output size known before the work: the planned one, and the smaller one this device can draw. */
export type PlannedSize = {
  width: number
  height: number
  shrunkTo: { width: number; height: number } | null
} | null

export type ImageWorkerApi = {
  cropImage(input: { file: Blob }, options: CropOptions, onProgress?: OnProgress): Promise<CropResult>
  passportPhoto(
    input: { file: Blob },
    options: PassportOptions,
    onProgress?: OnProgress,
  ): Promise<PassportResult>
  planSizes(
    input: { files: readonly File[] | readonly Blob[] },
    options: ProcessOptions,
  ): Promise<PlannedSize[]>
  processImages(
    input: { files: readonly File[] | readonly Blob[]; names?: readonly string[] },
    options: ProcessOptions,
    onProgress?: OnProgress,
  ): Promise<ProcessResult>
}
