// A tool's main field: the one the tool marks with data-tool-main, or else its first field to type in or file to
// choose in the order of the page (a mode switch is not one), or else its first control. The tool page focuses
// it when the tool is opened from the search; the e2e suite checks it is in a phone's first screen.
export const MAIN_FIELD_SELECTORS = [
  '[data-tool-main]',
  'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled])',
  'input:not([type=hidden]):not([disabled]):not([tabindex="-1"]), button:not([disabled])',
] as const

export function findMainField(area: ParentNode): HTMLElement | null {
  for (const selector of MAIN_FIELD_SELECTORS) {
    const el = area.querySelector<HTMLElement>(selector)
    if (el) return el
  }
  return null
}
