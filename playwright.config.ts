import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium, never a downloaded browser (research/ecosystem.md §5).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const port = Number(process.env.E2E_PORT ?? 4173)

// Service workers are blocked by default: each context that registers one downloads the whole ~22 MB
// precache in the background, which slowed every test on 2 cores. A test that needs the service worker
// (offline, install, update, offline sync) opts in with `test.use({ serviceWorkers: 'allow' })` in its
// describe or file; waitForServiceWorkerControl (tests/e2e/pwa/sw-helpers.ts) fails at once without it.
// These specs still open every test offline and run whole with the service worker until they opt in
// per describe themselves (then drop them from this list).
const SW_WHOLE_FILE = [
  'tools/invoice-generator.spec.ts',
  'tools/word-to-pdf.spec.ts',
  'tools/merge-pdf.spec.ts',
  'tools/pdf-editor.spec.ts',
]
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

export default defineConfig({
  testDir: './tests/e2e',
  // Two browsers on two cores: most e2e time is waiting on the page, and every test has its own user/data.
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SW_WHOLE_FILE,
      use: { ...browser, serviceWorkers: 'block' },
    },
    {
      name: 'chromium-sw',
      testMatch: SW_WHOLE_FILE,
      use: { ...browser, serviceWorkers: 'allow' },
    },
  ],
  webServer: {
    // The production build and the local backend on one port, fresh data each run.
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
