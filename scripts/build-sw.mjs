// Builds the service worker after `vite build`: bundles sw/sw.ts into dist/sw.js with Vite (one classic
// script, no imports at run time). The precache list is injected by injectPrecache(), which
// scripts/prerender.mjs calls once the prerendered pages exist, because they belong in the precache too.
// Output directory: env DIST_DIR (default dist), so tests can build elsewhere.
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'

const root = fileURLToPath(new URL('..', import.meta.url))
export const distDir = resolve(root, process.env.DIST_DIR ?? 'dist')

// Everything the app can ask for offline. Only woff2 fonts: every browser that runs a service worker
// reads woff2, so the .woff fallbacks would be dead weight. og-image.png is for link previews, not the app.
export const PRECACHE_GLOBS = [
  '**/*.{html,js,mjs,css,wasm,woff2,svg,png,webp,ico,webmanifest,json,bcmap,pfb,ttf,icc}',
]
const PRECACHE_IGNORES = ['sw.js', 'stats.html', 'og-image.png']

/** Bundles sw/sw.ts into <dist>/sw.js, still holding the self.__WB_MANIFEST placeholder. */
export async function bundleServiceWorker() {
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    // A service worker has no `process`; workbox's dev-only branches read process.env.NODE_ENV.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      target: 'es2022',
      lib: {
        entry: resolve(root, 'sw/sw.ts'),
        formats: ['iife'],
        name: 'autobahiSw',
        fileName: () => 'sw.js',
      },
    },
  })
}

/** Writes the precache manifest into <dist>/sw.js and reports what it holds. */
export async function injectPrecache() {
  const swPath = resolve(distDir, 'sw.js')
  const { count, size, warnings } = await injectManifest({
    swSrc: swPath,
    swDest: swPath,
    globDirectory: distDir,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    // Hashed file names already change with their content; a revision would only repeat the hash.
    dontCacheBustURLsMatching: /^assets\//,
    // The pdf.js worker and wasm codecs exceed workbox's 2 MiB default and must still work offline.
    maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
  })
  for (const warning of warnings) console.warn(`[sw] ${warning}`)
  const swSize = (await stat(swPath)).size
  console.info(
    `[sw] precaching ${count} files, ${(size / 1024).toFixed(1)} KiB (${size} bytes); sw.js is ${(swSize / 1024).toFixed(1)} KiB`,
  )
  return { count, size }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundleServiceWorker()
  console.info(
    `[sw] bundled ${resolve(distDir, 'sw.js')}; the precache list is injected by scripts/prerender.mjs`,
  )
}
