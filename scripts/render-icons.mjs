// Renders the PNG icons and the social card from the SVG sources in scripts/assets/icons/ with the system
// Chromium. Run by hand after changing a source (`node scripts/render-icons.mjs`); the PNGs are committed,
// so the build never needs a browser. Also copies the mark to public/favicon.svg.
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { BROWSER_PATH } from './chromium.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const source = (name) => resolve(root, 'scripts/assets/icons', name)
const out = (name) => resolve(root, 'public', name)

// [source, output, width, height, transparent corners?]
const RENDERS = [
  ['icon.svg', 'icons/icon-192.png', 192, 192, true],
  ['icon.svg', 'icons/icon-512.png', 512, 512, true],
  ['icon-full-bleed.svg', 'icons/maskable-512.png', 512, 512, false],
  // iOS rounds the corners itself and shows transparency as black, so the touch icon is full-bleed.
  ['icon-full-bleed.svg', 'icons/apple-touch-icon.png', 180, 180, false],
  ['og-image.svg', 'og-image.png', 1200, 630, false],
]

const browser = await chromium.launch({ executablePath: BROWSER_PATH })
try {
  const page = await browser.newPage()
  for (const [src, dest, width, height, transparent] of RENDERS) {
    const svg = await readFile(source(src), 'utf8')
    await page.setViewportSize({ width, height })
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
    )
    const png = await page.screenshot({ omitBackground: transparent, type: 'png' })
    await writeFile(out(dest), png)
    console.info(`${dest}: ${width}x${height}, ${(png.length / 1024).toFixed(1)} KiB`)
  }
} finally {
  await browser.close()
}
await copyFile(source('icon.svg'), out('favicon.svg'))
