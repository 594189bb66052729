// System notifications for the tools that call the user back (pomodoro timer, habit reminders): asked for
// only when the user turns them on, and shown through the service worker where there is one (Android
// Chrome shows page notifications only that way).

export type NotifyPermission = 'granted' | 'denied' | 'default' | 'unsupported'

export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/** Asks once, only when the user turns notifications on. */
export async function askNotifyPermission(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported'
  try {
    return await Notification.requestPermission()
  } catch {
    return Notification.permission
  }
}

/** Shows a notification; through the service worker where there is one (Android needs that). */
export async function notify(title: string, body: string, tag: string): Promise<void> {
  if (notifyPermission() !== 'granted') return
  const options: NotificationOptions = { body, icon: '/icons/icon-192.png', tag }
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    if (registration) {
      await registration.showNotification(title, options)
      return
    }
  } catch {
    // Fall back to the page's own notification.
  }
  try {
    new Notification(title, options)
  } catch {
    // Some browsers allow notifications only from a service worker; the sound and title still tell.
  }
}
