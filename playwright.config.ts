import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from './scripts/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 4173)

// Service workers are blocked by default: each context that registers one downloads the whole ~22 MB
// precache in the background, which slowed every test on 2 cores. A test that needs the service worker
// (offline, install, update, offline sync) opts in with `test.use({ serviceWorkers: 'allow' })` in its
// describe or file (or uses swTest from tests/e2e/helpers/service-worker.ts); waitForServiceWorkerControl
// fails at once without it.
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_FLAGS },
}

export default defineConfig({
  testDir: './tests/e2e',
  // Two workers on two cores keep both busy (about 95% CPU): every test has its own user and data.
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
  projects: [{ name: 'chromium', use: { ...browser, serviceWorkers: 'block' } }],
  webServer: {
    // The production build and the local backend on one port, fresh data each run.
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
