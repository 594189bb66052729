// The one place that says which Chromium we drive and how. Always Debian's build: browser downloads by test
// tools fail on these machines (research/ecosystem.md §5). CHROMIUM_PATH overrides both choices below.
import { existsSync } from 'node:fs'

/** Quiet flags: no sandbox (root in CI), no GPU, no background traffic that would skew a run. */
export const CHROMIUM_FLAGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The full browser, as users run it: benchmarks and Lighthouse measure this one. */
export const BROWSER_PATH: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// The headless shell (Debian's chromium-headless-shell, the build Playwright itself uses headless) has no window
// UI: the full browser starts a tab-strip renderer and a GPU process for every context, and on 2 cores the
// whole e2e suite took 28% less time without them (945 s → 677 s). Same engine and version as the browser.
const SHELL = '/usr/bin/chromium-headless-shell'

/** The browser of the end-to-end tests: the headless shell when installed, else the full browser. */
export const TEST_BROWSER_PATH: string =
  process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : BROWSER_PATH)
