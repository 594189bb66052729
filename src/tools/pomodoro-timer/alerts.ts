// The two ways the timer calls the user back: a short beep made with Web Audio (no sound file to download
// or precache) and a system notification (shared with the habit tracker). Browsers allow sound only after
// a user gesture, so the audio context is created when the user presses Start and reused later, even from
// a background tab.

let audio: AudioContext | null = null

/** Call from a click or key press: unlocks sound for later beeps. */
export function primeSound(): void {
  try {
    audio ??= new AudioContext()
    if (audio.state === 'suspended') void audio.resume()
  } catch {
    audio = null
  }
}

/** Three short rising beeps, about a second in all. */
export function beep(): void {
  if (!audio) return
  const t0 = audio.currentTime + 0.05
  ;[660, 880, 1100].forEach((frequency, k) => {
    if (!audio) return
    const oscillator = audio.createOscillator()
    const gain = audio.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    const at = t0 + k * 0.3
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25)
    oscillator.connect(gain).connect(audio.destination)
    oscillator.start(at)
    oscillator.stop(at + 0.26)
  })
}

export { askNotifyPermission, notify, notifyPermission, type NotifyPermission } from '../shared/notify/notify'
