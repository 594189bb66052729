// Copying text: the async Clipboard API first, then the old execCommand route, which still works where the API
// is missing (plain http, older WebViews) or where the permission is denied. The caller tells the user when both
// fail, so they can select the text by hand.

/** Copies text to the clipboard; resolves to false when the browser refused every way of doing it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Denied or not focused: fall through to the legacy route.
  }
  return copyWithSelection(text)
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined') return false
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  // Off-screen but selectable; a hidden element cannot be selected.
  area.style.position = 'fixed'
  area.style.top = '-1000px'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  previousFocus?.focus()
  return copied
}
