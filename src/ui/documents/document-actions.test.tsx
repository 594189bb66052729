import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DocumentActions } from './document-actions'

// The interactions need a browser (the receipts screen's e2e drives them); this checks what is announced.
describe('DocumentActions markup', () => {
  const html = (shortcut?: boolean) =>
    renderToStaticMarkup(
      <DocumentActions input={null} fileName="Receipt RV/1" share={{ text: 'x' }} shortcut={shortcut} />,
    )

  it('shows Print with its Ctrl+P shortcut to people and screen readers, then Download PDF and Share', () => {
    const out = html()
    const labels = [...out.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, ''),
    )
    expect(labels).toEqual(['PrintCtrl+P', 'Download PDF', 'Share'])
    expect(out).toContain('aria-keyshortcuts="Control+P"')
    expect(out).toContain('role="group" aria-label="Print, download or share"')
  })

  it('disables all three while there is nothing to print, and leaves Ctrl+P to the browser when asked', () => {
    expect(html().match(/<button[^>]*disabled=""/g)).toHaveLength(3)
    const out = html(false)
    expect(out).not.toContain('aria-keyshortcuts')
    expect(out).not.toContain('Ctrl+P')
  })
})
