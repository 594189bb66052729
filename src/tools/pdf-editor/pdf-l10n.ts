// pdf.js labels its own elements (page landmarks, the editors' aria labels, their toolbars, resize handles)
// through an l10n object with Fluent messages. Its component build carries English only and finds other
// languages through a <link type="application/l10n"> to a JSON of .ftl paths; we point that link at our
// small Hindi file (pdfjs-hi.ftl, just the messages our screen shows) as data: URLs, so nothing is fetched
// from the network and English stays pdf.js's own.
import type { Lang } from '@/lib/i18n'
import type { PdfViewerKit } from '@/lib/pdf-viewer'
import hindi from './pdfjs-hi.ftl?raw'

/** The part of pdf.js's L10n interface the viewer and editors call. */
type L10nLike = {
  getLanguage(): string
  getDirection(): string
  get(ids: string | string[], args?: Record<string, unknown> | null): Promise<unknown>
  translate(element: HTMLElement): Promise<void>
  translateOnce(element: HTMLElement): Promise<void>
  destroy(): Promise<void>
  pause(): void
  resume(): void
}

const LINK_ID = 'pdfjs-l10n-paths'

function linkHindi(): void {
  if (document.getElementById(LINK_ID)) return
  const ftl = `data:text/plain;charset=utf-8,${encodeURIComponent(hindi)}`
  const link = document.createElement('link')
  link.id = LINK_ID
  link.type = 'application/l10n'
  link.href = `data:application/json,${encodeURIComponent(JSON.stringify({ 'hi-in': ftl }))}`
  document.head.append(link)
}

/**
 * pdf.js's l10n in the app's language, switchable while a document is open: a switch hands the translated
 * roots to a localization of the other language, which re-labels what is on screen.
 */
export class PdfL10n implements L10nLike {
  private current: L10nLike
  private readonly roots = new Set<HTMLElement>()
  private readonly kit: PdfViewerKit
  private lang: Lang

  constructor(kit: PdfViewerKit, lang: Lang) {
    this.kit = kit
    this.lang = lang
    this.current = this.make(lang)
  }

  private make(lang: Lang): L10nLike {
    if (lang === 'hi') linkHindi()
    // Without a language pdf.js's GenericL10n uses its built-in English and fetches nothing.
    return new this.kit.viewer.GenericL10n(lang === 'hi' ? 'hi' : undefined) as unknown as L10nLike
  }

  async setLanguage(lang: Lang): Promise<void> {
    if (lang === this.lang) return
    this.lang = lang
    const previous = this.current
    this.current = this.make(lang)
    await previous.destroy()
    await Promise.all([...this.roots].map((root) => this.current.translate(root)))
  }

  getLanguage(): string {
    return this.current.getLanguage()
  }
  getDirection(): string {
    return this.current.getDirection()
  }
  get(ids: string | string[], args?: Record<string, unknown> | null): Promise<unknown> {
    return this.current.get(ids, args)
  }
  translate(element: HTMLElement): Promise<void> {
    this.roots.add(element)
    return this.current.translate(element)
  }
  translateOnce(element: HTMLElement): Promise<void> {
    return this.current.translateOnce(element)
  }
  async destroy(): Promise<void> {
    this.roots.clear()
    await this.current.destroy()
  }
  pause(): void {
    this.current.pause()
  }
  resume(): void {
    this.current.resume()
  }
}
