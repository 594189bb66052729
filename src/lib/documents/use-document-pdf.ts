import { useEffect, useRef, useState } from 'react'
import { documentsWorker } from '@/lib/workers/documents-client'
import { pdfWorker } from '@/lib/workers/pdf-client'
import type { BuildResult, DocInput } from '@workers/documents/spec.options'

export type PdfPreview = {
  busy: boolean
  /** Object URLs of the rendered pages of the latest PDF. */
  pages: string[]
  result: BuildResult | null
  /** The input `result` was made from: DocumentActions prints this very PDF instead of making it again. */
  source?: DocInput | null
  failed: boolean
}

const PREVIEW_DPI = 110

/**
 * Builds the PDF 400 ms after the input stops changing and renders its pages for the preview, so what the
 * user sees is the very file they download. Stale builds are dropped; page URLs are revoked when replaced.
 */
export function useDocumentPdf(input: DocInput | null): PdfPreview {
  const [state, setState] = useState<PdfPreview>({
    busy: true,
    pages: [],
    result: null,
    source: null,
    failed: false,
  })
  const generation = useRef(0)

  useEffect(() => {
    if (!input) return
    const mine = ++generation.current
    setState((s) => ({ ...s, busy: true }))
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const result = await documentsWorker.run('buildPdf', [input, {}])
          if (mine !== generation.current) return
          const file = new Blob([result.pdf as BlobPart], { type: 'application/pdf' })
          const pages = Array.from({ length: result.pageCount }, (_, i) => i)
          const rendered = await pdfWorker.run('renderPages', [
            { file },
            { pages, dpi: PREVIEW_DPI, format: 'png', quality: 1 },
          ])
          if (mine !== generation.current) return
          const urls = rendered.files.map((f) => URL.createObjectURL(f.blob))
          setState((s) => {
            s.pages.forEach((u) => URL.revokeObjectURL(u))
            return { busy: false, pages: urls, result, source: input, failed: false }
          })
        } catch {
          if (mine === generation.current) setState((s) => ({ ...s, busy: false, failed: true }))
        }
      })()
    }, 400)
    return () => clearTimeout(timer)
  }, [input])

  useEffect(() => () => setState((s) => (s.pages.forEach((u) => URL.revokeObjectURL(u)), s)), [])
  return state
}

/** Builds once, now (for a download that must not wait for the debounce). */
export function buildNow(input: DocInput): Promise<BuildResult> {
  return documentsWorker.run('buildPdf', [input, {}])
}
