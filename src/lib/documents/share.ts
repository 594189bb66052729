// Sending a document's PDF from a phone the way counter staff do it: the system share sheet with the file
// attached (Web Share API Level 2), so WhatsApp takes it in one tap. Where the browser cannot share files
// (desktop Firefox, older phones, a page opened outside HTTPS), WhatsApp opens with the message text instead,
// addressed to the party when their mobile number is known.
import { normaliseIndianMobile } from '@/utils/mobile'

export type ShareRequest = {
  /** The PDF bytes, as the documents worker made them. */
  pdf: Uint8Array
  /** A safe file name ending in .pdf (safeFileName in src/lib/download.ts). */
  fileName: string
  /** The share sheet's title (some targets use it as the subject). */
  title: string
  /** The message: sent with the file, or alone to WhatsApp where files cannot be shared. */
  text: string
  /** The party's mobile number as stored or typed; used only when it is a valid Indian mobile. */
  mobile?: string | null
}

/**
 * - `shared`: the share sheet took the file;
 * - `cancelled`: the person closed the share sheet (not an error);
 * - `whatsapp`: files cannot be shared here, WhatsApp opened with the text;
 * - `blocked`: neither could happen now, usually because the tap's permission lapsed while the PDF was made
 *   (browsers allow a share sheet or a new tab only soon after a tap); a second tap works, the PDF being ready.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'whatsapp' | 'blocked'

/** What sharing needs from the browser: navigator and window in the app, fakes in tests. */
export type ShareHost = {
  canShare?: (data: ShareData) => boolean
  share?: (data: ShareData) => Promise<void>
  /** Opens a URL in a new tab or app; false when the browser refused (a pop-up blocker). */
  open: (url: string) => boolean
}

/**
 * The WhatsApp click-to-chat link with the message filled in: to the party (wa.me/91XXXXXXXXXX) when
 * `mobile` is a valid Indian mobile number, else to a chat the person picks (wa.me/?text=).
 */
export function whatsAppUrl(text: string, mobile?: string | null): string {
  const national = mobile ? normaliseIndianMobile(mobile) : null
  return `https://wa.me/${national ? `91${national}` : ''}?text=${encodeURIComponent(text)}`
}

/** Whether a rejection of navigator.share is the person closing the sheet. */
export function isShareCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

function browserHost(): ShareHost {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  return {
    canShare: typeof nav?.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    open: (url) => {
      // Not 'noopener' in the features: with it window.open always returns null, and a refused pop-up
      // could not be told from an opened one. The opener is cut by hand instead.
      const tab = window.open(url, '_blank')
      if (!tab) return false
      tab.opener = null
      return true
    },
  }
}

/**
 * Shares the PDF as a file where the browser can, else opens WhatsApp with the text. Call it straight from
 * the tap's handler with the PDF already made: nothing is awaited before the share sheet opens, because
 * browsers allow a share sheet only soon after a tap.
 */
export async function shareOrFallback(
  request: ShareRequest,
  host: ShareHost = browserHost(),
): Promise<ShareOutcome> {
  const file = new File([request.pdf as BlobPart], request.fileName, { type: 'application/pdf' })
  let refused = false
  if (host.share && host.canShare?.({ files: [file] })) {
    try {
      await host.share({ files: [file], title: request.title, text: request.text })
      return 'shared'
    } catch (error) {
      if (isShareCancel(error)) return 'cancelled'
      // NotAllowedError: the tap's permission lapsed; a pop-up will be refused alike, so say "tap again".
      refused = (error as { name?: unknown } | null)?.name === 'NotAllowedError'
      // Any other failure (a share target that broke, a file type refused after all) → the text link.
    }
  }
  if (refused) return 'blocked'
  return host.open(whatsAppUrl(request.text, request.mobile)) ? 'whatsapp' : 'blocked'
}
