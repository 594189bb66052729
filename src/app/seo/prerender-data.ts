// What scripts/prerender.mjs needs from the app, loaded through Vite's SSR module loader so the build uses
// the very same page list, tool registry and head builder as the browser.
import { TOOLS } from '@/tools/registry'
import { toolPath } from '@/tools/define-tool'
import { headHtml, headTags } from './head'
import { publicHeads } from './public-heads'
import { htmlFileFor, robotsTxt, sitemapXml } from './static-files'

export type PrerenderPage = { path: string; file: string; head: string; title: string; index: boolean }

/** Every public path with the file it is written to and its head as HTML (English, the default language). */
export function prerenderPages(origin: string): PrerenderPage[] {
  return publicHeads('en').map((head) => ({
    path: head.path,
    file: htmlFileFor(head.path),
    head: headHtml(headTags(head, origin)),
    title: head.title,
    index: head.index,
  }))
}

/** The static files besides the pages. */
export function siteFiles(origin: string, lastmod: string): { sitemap: string; robots: string } {
  const entries = publicHeads('en').map((head) => ({ path: head.path, index: head.index }))
  return { sitemap: sitemapXml(entries, origin, lastmod), robots: robotsTxt(origin) }
}

/** The tool paths, for the manifest's shortcuts. */
export function toolShortcuts(): { path: string; name: string; description: string }[] {
  return TOOLS.map((tool) => ({
    path: toolPath(tool.slug),
    name: tool.name.en,
    description: tool.description.en,
  }))
}
