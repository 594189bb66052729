// The PDF worker family's client. Everything heavy about PDFs (pdf-lib, pdf.js) lives in that worker, so
// the page stays responsive and the libraries load only when a PDF tool is used. Also here: the messages
// for every worker error code, a hook that runs a task with progress and Cancel, and page thumbnails.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PdfWorkerApi } from '../../../workers/pdf/api.options'
import { defineStrings } from '../i18n'
import {
  createWorkerClient,
  WorkerTaskError,
  type Progress,
  type RunOptions,
  type WorkerErrorCode,
} from '../worker-bridge'

/** The one client all PDF tools share; tasks run one at a time. */
export const pdfWorker = createWorkerClient<PdfWorkerApi>(
  () => new Worker(new URL('../../../workers/pdf.worker.ts', import.meta.url), { type: 'module' }),
)

export const usePdfErrorStrings = defineStrings({
  en: {
    InvalidInput: 'This file is empty or the request does not fit it. Check the file and the page numbers.',
    PasswordRequired: 'This PDF is locked with a password. Enter it to continue.',
    WrongPassword: 'That password is not right. Try again.',
    CorruptFile:
      'This PDF is damaged or incomplete (perhaps a download that did not finish), so it cannot be read.',
    UnsupportedFormat:
      'This is not a file type this tool can read. If it was renamed, choose the original file.',
    TooLarge: 'This file is too large to handle on this device.',
    OutOfMemory: 'This device ran out of memory. Try fewer pages, a lower resolution, or a computer.',
    Cancelled: 'Stopped. Nothing was changed.',
    Unknown: 'Something went wrong while working on this file. Please try again.',
  },
  hi: {
    InvalidInput: 'यह फ़ाइल ख़ाली है या माँगा गया काम इससे मेल नहीं खाता। फ़ाइल और पेज नंबर जाँचें।',
    PasswordRequired: 'यह PDF पासवर्ड से लॉक है। आगे बढ़ने के लिए पासवर्ड डालें।',
    WrongPassword: 'पासवर्ड सही नहीं है। फिर कोशिश करें।',
    CorruptFile: 'यह PDF ख़राब या अधूरी है (शायद डाउनलोड पूरा नहीं हुआ), इसलिए पढ़ी नहीं जा सकती।',
    UnsupportedFormat: 'यह टूल इस तरह की फ़ाइल नहीं पढ़ सकता। अगर नाम बदला गया था तो असली फ़ाइल चुनें।',
    TooLarge: 'यह फ़ाइल इस डिवाइस के लिए बहुत बड़ी है।',
    OutOfMemory: 'इस डिवाइस की मेमोरी कम पड़ गई। कम पेज, कम रेज़ोल्यूशन या कंप्यूटर से कोशिश करें।',
    Cancelled: 'रोक दिया गया। कुछ नहीं बदला।',
    Unknown: 'फ़ाइल पर काम करते समय कुछ गड़बड़ हुई। कृपया फिर कोशिश करें।',
  },
})

/** The error code of anything a task threw. */
export function errorCode(error: unknown): WorkerErrorCode {
  return error instanceof WorkerTaskError ? error.code : 'Unknown'
}

export type TaskState<T> =
  | { status: 'idle' }
  | { status: 'running'; progress: Progress }
  | { status: 'done'; result: T }
  | { status: 'error'; code: WorkerErrorCode }

/** Runs one PDF task at a time with progress and Cancel; the state says what to show. */
export function usePdfTask<T>() {
  const [state, setState] = useState<TaskState<T>>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const run = useCallback(async (start: (options: RunOptions) => Promise<T>): Promise<T | null> => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    setState({ status: 'running', progress: { fraction: 0 } })
    // The worker reports progress without waiting for the page, on its own channel: a report can arrive
    // after the result, or after Cancel terminated the worker. Neither may bring the progress bar back.
    let settled = false
    try {
      const result = await start({
        signal: own.signal,
        onProgress: (progress) => {
          if (!settled && controller.current === own && !own.signal.aborted) {
            setState({ status: 'running', progress })
          }
        },
      })
      settled = true
      if (controller.current === own) setState({ status: 'done', result })
      return result
    } catch (error) {
      settled = true
      if (controller.current === own) setState({ status: 'error', code: errorCode(error) })
      return null
    }
  }, [])

  const cancel = useCallback(() => controller.current?.abort(), [])
  const reset = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setState({ status: 'idle' })
  }, [])
  return { state, run, cancel, reset }
}

const THUMB_BATCH = 6
/** Previews rendered per document before the user asks for more (memory stays bounded on phones). */
export const THUMB_LIMIT = 48

/**
 * Object URLs of small page previews, rendered a few at a time in the worker. `limit` pages at most;
 * URLs are revoked when the file changes or the component goes away.
 */
export function usePdfThumbnails(
  file: Blob | null,
  key: string,
  pageCount: number,
  password: string | undefined,
  limit = THUMB_LIMIT,
): (string | undefined)[] {
  const [urls, setUrls] = useState<(string | undefined)[]>([])
  useEffect(() => {
    if (!file || pageCount === 0) return
    let stopped = false
    const made: string[] = []
    setUrls([])
    void (async () => {
      const total = Math.min(pageCount, limit)
      for (let start = 0; start < total && !stopped; start += THUMB_BATCH) {
        const pages = Array.from({ length: Math.min(THUMB_BATCH, total - start) }, (_, i) => start + i)
        try {
          const blobs = await pdfWorker.run('thumbnails', [{ file }, { key, password, pages, width: 140 }])
          if (stopped) return
          const batch = blobs.map((blob) => URL.createObjectURL(blob))
          made.push(...batch)
          setUrls((previous) => {
            const next = [...previous]
            batch.forEach((url, i) => (next[start + i] = url))
            return next
          })
        } catch {
          // Previews are a help, not the job: without them the page numbers still show.
          return
        }
      }
    })()
    return () => {
      stopped = true
      made.forEach((url) => URL.revokeObjectURL(url))
    }
  }, [file, key, pageCount, password, limit])
  return urls
}
