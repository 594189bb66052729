/**
 * The steps from a picked file to its first drawn page, as performance marks named `pdf-editor:<step>`:
 * bench/pdf-editor.mjs prints them, so a slow first page shows which step lost the time.
 */
export function mark(step: 'open' | 'kit' | 'document' | 'viewer' | 'pagesinit' | 'first-page'): void {
  performance.mark(`pdf-editor:${step}`)
}
