import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** The QR code of `text` as a PNG data URL (what the invoice PDF embeds). */
export function qrPng(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 })
}

/** A QR code (PNG data URL) for the text, or '' while it is being drawn or when there is no text. */
export function useQrDataUrl(text: string): string {
  const [qr, setQr] = useState({ text: '', url: '' })
  useEffect(() => {
    if (!text) return
    let live = true
    qrPng(text)
      .then((url) => {
        if (live) setQr({ text, url })
      })
      .catch(() => {
        if (live) setQr({ text, url: '' })
      })
    return () => {
      live = false
    }
  }, [text])
  return text && qr.text === text ? qr.url : ''
}
