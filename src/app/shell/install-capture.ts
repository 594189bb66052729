// Captures the browser's install offer as early as possible: Chromium fires beforeinstallprompt once,
// often before React has mounted, so main.tsx imports this module first. It also starts the service worker
// registration, which waits for the load event by itself.
import { useSyncExternalStore } from 'react'
import { readLocal, writeLocal } from '@/lib/local-store'
import { registerServiceWorker } from '@/lib/sw-bridge'

/** Chromium's install event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export type InstallOffer = 'prompt' | 'ios' | 'none'

export const DISMISS_KEY = 'installDismissedAt'
export const DISMISS_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

/** Which install help to show: the browser's prompt, iOS's manual steps, or nothing. */
export function installOffer(input: {
  installed: boolean
  hasPrompt: boolean
  ios: boolean
  dismissedAt: number | null
  now: number
}): InstallOffer {
  if (input.installed) return 'none'
  if (input.dismissedAt !== null && input.now - input.dismissedAt < DISMISS_DAYS * DAY_MS) return 'none'
  if (input.hasPrompt) return 'prompt'
  return input.ios ? 'ios' : 'none'
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
export function isIos(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)
}

/** Parses the remembered dismissal time; anything unreadable counts as never dismissed. */
export function parseDismissedAt(saved: string | null): number | null {
  if (saved === null) return null
  const value = Number(saved)
  return Number.isFinite(value) && value > 0 ? value : null
}

type InstallState = {
  prompt: BeforeInstallPromptEvent | null
  installed: boolean
  dismissedAt: number | null
}

let state: InstallState = {
  prompt: null,
  installed: false,
  dismissedAt: parseDismissedAt(readLocal(DISMISS_KEY)),
}
const listeners = new Set<() => void>()

function update(patch: Partial<InstallState>) {
  state = { ...state, ...patch }
  listeners.forEach((notify) => notify())
}

function runningInstalled(): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true
}

if (typeof window !== 'undefined') {
  state = { ...state, installed: runningInstalled() }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; our own card offers the install at a calmer moment.
    event.preventDefault()
    update({ prompt: event as BeforeInstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => update({ prompt: null, installed: true }))
  registerServiceWorker()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const snapshot = () => state

/** The captured install state; re-renders when it changes. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/** Shows the browser's install dialog; the offer is spent either way (the event works once). */
export async function promptInstall(): Promise<void> {
  const event = state.prompt
  if (!event) return
  update({ prompt: null })
  try {
    await event.prompt()
    const choice = await event.userChoice
    if (choice.outcome === 'accepted') update({ installed: true })
  } catch (error) {
    console.error('AutoBahi: install prompt failed', error)
  }
}

/** Hides the install offer for DISMISS_DAYS days on this device. */
export function dismissInstall(now = Date.now()): void {
  writeLocal(DISMISS_KEY, String(now))
  update({ dismissedAt: now })
}
