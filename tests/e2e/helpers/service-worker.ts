import { test } from '@playwright/test'

/**
 * `test` with the service worker allowed. Service workers are blocked by default (playwright.config.ts):
 * installing one fills the ~22 MB precache, which costs every test time on 2 cores. Use this (or
 * `test.use({ serviceWorkers: 'allow' })` in a describe) only where a test needs it: offline, install,
 * update, offline sync. pwa/offline.spec.ts already opens every tool route offline; a tool spec goes
 * offline itself when the tool has its own worker or wasm, or offline behaviour of its own.
 */
export const swTest = test.extend({ serviceWorkers: 'allow' })
