/// <reference types="vite/client" />
// The documents worker family: the résumé and biodata makers' PDFs and Word to PDF, laid out with our own
// engine (HarfBuzz shaping, so Devanagari is right) and written with pdf-lib. The two font files are the
// build's own hashed assets, precached with everything else, so PDFs are made offline.
import { expose } from 'comlink'
import boldUrl from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url'
import regularUrl from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url'
import type { DocumentsWorkerApi } from './documents/api.options'
import { buildPdf } from './documents/build-pdf'
import { convertDocx } from './documents/docx/convert-docx'
import { setFontReader } from './typeset/fonts'

const URLS = { regular: regularUrl, bold: boldUrl } as const

setFontReader(async (weight) => {
  const response = await fetch(URLS[weight])
  if (!response.ok) throw new Error(`font ${weight}: HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
})

const api: DocumentsWorkerApi = { buildPdf, convertDocx }

expose(api)

export type { DocumentsWorkerApi }
