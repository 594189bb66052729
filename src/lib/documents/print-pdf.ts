// Printing the very PDF that downloads (not the web page), so paper and file always match.
let frame: HTMLIFrameElement | null = null

/**
 * Prints PDF bytes through the browser's own PDF viewer in a hidden frame. Where the browser cannot show a
 * PDF inside a page (most phones), the PDF opens in a new tab to be printed from there; returns 'tab' then.
 */
export function printPdf(bytes: Uint8Array, title: string): 'dialog' | 'tab' {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  // The previous print's frame is kept until now: removing it while its dialog is open would cancel it.
  if (frame) {
    URL.revokeObjectURL(frame.src)
    frame.remove()
    frame = null
  }
  if (navigator.pdfViewerEnabled === false) {
    window.open(url, '_blank', 'noopener')
    return 'tab'
  }
  const el = document.createElement('iframe')
  el.title = title
  el.setAttribute('aria-hidden', 'true')
  el.tabIndex = -1
  el.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0'
  el.addEventListener('load', () => {
    try {
      el.contentWindow?.focus()
      el.contentWindow?.print()
    } catch {
      window.open(url, '_blank', 'noopener')
    }
  })
  el.src = url
  document.body.append(el)
  frame = el
  return 'dialog'
}
