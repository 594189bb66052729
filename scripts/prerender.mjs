// Runs after `vite build` and scripts/build-sw.mjs. Writes, into the built app:
//  - one static HTML file per public path with that page's head and its content rendered by React
//    (src/app/ssr-entry.tsx), so crawlers, link previews and the first paint need no JavaScript;
//  - app-shell.html: index.html as Vite built it (no content), for every other path;
//  - sitemap.xml and robots.txt;
//  - the manifest's shortcuts, taken from the tool registry;
// and then injects the precache list into sw.js, since the pages above belong in it.
// Absolute URLs use env SITE_URL (default http://127.0.0.1:4173); output goes to env DIST_DIR (default dist).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { distDir, injectPrecache } from './build-sw.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const origin = (process.env.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/+$/, '')
const MAX_SHORTCUTS = 4

// Vite's SSR loader gives the script the app's own modules (aliases, TypeScript) without a second build.
const server = await createServer({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
})
let data
try {
  data = await server.ssrLoadModule('/src/app/seo/prerender-data.ts')
  const { replaceHead, insertBody } = await server.ssrLoadModule('/src/app/seo/static-files.ts')
  const { renderPageHtml } = await server.ssrLoadModule('/src/app/ssr-entry.tsx')
  const indexHtml = await readFile(resolve(distDir, 'index.html'), 'utf8')
  const pages = data.prerenderPages(origin)
  for (const page of pages) {
    const file = resolve(distDir, page.file)
    await mkdir(dirname(file), { recursive: true })
    let html = replaceHead(indexHtml, page.head)
    try {
      html = insertBody(html, page.path, await renderPageHtml(page.path))
    } catch (error) {
      // The page still works, rendered by the browser; only the head is static then.
      console.warn(
        `[prerender] ${page.path}: body not prerendered (${error instanceof Error ? error.message : error})`,
      )
    }
    await writeFile(file, html)
  }
  // The app shell for every other path (unknown paths, deep links the SW falls back to): head only.
  await writeFile(resolve(distDir, 'app-shell.html'), indexHtml)
  console.info(`[prerender] wrote ${pages.length} pages for ${origin}`)

  const lastmod = new Date().toISOString().slice(0, 10)
  const { sitemap, robots } = data.siteFiles(origin, lastmod)
  await writeFile(resolve(distDir, 'sitemap.xml'), sitemap)
  await writeFile(resolve(distDir, 'robots.txt'), robots)

  const manifestPath = resolve(distDir, 'manifest.webmanifest')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'))
  manifest.shortcuts = data
    .toolShortcuts()
    .slice(0, MAX_SHORTCUTS)
    .map((tool) => ({
      name: tool.name,
      url: tool.path,
      description: tool.description,
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    }))
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
} finally {
  await server.close()
}

await injectPrecache()
