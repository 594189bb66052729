/// <reference types="vite/client" />
// The PDF worker family: merge, split, text, images ↔ PDF, page previews. pdf.js's own assets (CMaps,
// standard fonts, wasm decoders) are bundled by Vite from node_modules as hashed files of our build, so they
// are precached with everything else and work offline; nothing is fetched from a CDN. The PDF editor's free
// text is written in the same Noto Sans Devanagari as the documents worker's (the same hashed file).
import { expose } from 'comlink'
import regularUrl from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url'
import { aadhaarLayout, aadhaarOpen } from './pdf/aadhaar'
import type { PdfWorkerApi } from './pdf/api.options'
import { compress } from './pdf/compress'
import { editPages } from './pdf/edit-pages'
import { extractText } from './pdf/extract-text'
import { finishEdits } from './pdf/finish-edits'
import { imagesToPdf } from './pdf/images-to-pdf'
import { inspect } from './pdf/inspect'
import { merge } from './pdf/merge'
import { setAssetReader, type AssetKind } from './pdf/pdfjs'
import { withThrottledProgress } from './pdf/progress'
import { renderPages } from './pdf/render-pages'
import { split } from './pdf/split'
import { thumbnails } from './pdf/thumbnails'
import { setFontReader } from './typeset/fonts'

const ASSET_URLS: Record<AssetKind, Record<string, string>> = {
  cMapUrl: byFileName(
    import.meta.glob('/node_modules/pdfjs-dist/cmaps/*.bcmap', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
  standardFontDataUrl: byFileName(
    import.meta.glob('/node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
  wasmUrl: byFileName(
    import.meta.glob('/node_modules/pdfjs-dist/wasm/*.wasm', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
}

function byFileName(modules: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), String(url)]),
  )
}

setAssetReader(async (kind, filename) => {
  const url = ASSET_URLS[kind][filename]
  if (!url) throw new Error(`pdf.js asset ${filename} is not bundled`)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`pdf.js asset ${filename}: HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
})

// Only the regular weight: pdf.js's free text has no bold.
setFontReader(async (weight) => {
  if (weight !== 'regular') throw new Error(`font ${weight} is not bundled with the PDF worker`)
  const response = await fetch(regularUrl)
  if (!response.ok) throw new Error(`font ${weight}: HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
})

// Progress reaches the page at most ten times a second: each report is a render there (bench/pdf-browser.mjs).
const api: PdfWorkerApi = {
  inspect,
  thumbnails,
  merge: withThrottledProgress(merge),
  split: withThrottledProgress(split),
  extractText: withThrottledProgress(extractText),
  imagesToPdf: withThrottledProgress(imagesToPdf),
  renderPages: withThrottledProgress(renderPages),
  compress: withThrottledProgress(compress),
  aadhaarOpen,
  aadhaarLayout,
  editPages: withThrottledProgress(editPages),
  finishEdits: withThrottledProgress(finishEdits),
}

expose(api)

export type { PdfWorkerApi }
