import { describe, expect, it } from 'vitest'
import { isShareCancel, shareOrFallback, whatsAppUrl, type ShareHost, type ShareRequest } from './share'

const request: ShareRequest = {
  pdf: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
  fileName: 'Receipt RV-2526-A0001.pdf',
  title: 'Receipt RV-2526/A0001',
  text: 'रसीद RV-2526/A0001: ₹12,000.00 & thanks',
  mobile: '+91 98765-43210',
}

/** A browser whose share sheet behaves as told, recording what it was asked. */
function host(opts: { files: boolean; share?: () => Promise<void>; open?: boolean }) {
  const calls = { shared: [] as ShareData[], opened: [] as string[] }
  const h: ShareHost = {
    canShare: (data) => opts.files && Boolean(data.files?.length),
    share: async (data) => {
      calls.shared.push(data)
      await opts.share?.()
    },
    open: (url) => {
      calls.opened.push(url)
      return opts.open ?? true
    },
  }
  return { h, calls }
}

const named = (name: string) => Object.assign(new Error(name), { name })

describe('whatsAppUrl', () => {
  it('addresses the party when the mobile is a valid Indian mobile, whatever way it was typed', () => {
    expect(whatsAppUrl('Hi', '098765 43210')).toBe('https://wa.me/919876543210?text=Hi')
    expect(whatsAppUrl('Hi', '+91-98765-43210')).toBe('https://wa.me/919876543210?text=Hi')
  })

  it('lets the person pick the chat when the mobile is missing or not a mobile', () => {
    expect(whatsAppUrl('Hi')).toBe('https://wa.me/?text=Hi')
    expect(whatsAppUrl('Hi', '')).toBe('https://wa.me/?text=Hi')
    // A landline (starts with 2) is not reachable on WhatsApp by this rule.
    expect(whatsAppUrl('Hi', '2234567890')).toBe('https://wa.me/?text=Hi')
  })

  it('encodes Hindi, ₹, & and new lines so the message arrives whole', () => {
    const url = whatsAppUrl('रसीद ₹500 & more\nLine 2?')
    expect(url.slice(url.indexOf('?') + 1)).not.toMatch(/[\s&#?]/)
    const text = new URL(url).searchParams.get('text')
    expect(text).toBe('रसीद ₹500 & more\nLine 2?')
  })
})

describe('isShareCancel', () => {
  it('is true only for AbortError', () => {
    expect(isShareCancel(new DOMException('closed', 'AbortError'))).toBe(true)
    expect(isShareCancel(new DOMException('no', 'NotAllowedError'))).toBe(false)
    expect(isShareCancel(null)).toBe(false)
    expect(isShareCancel('AbortError')).toBe(false)
  })
})

describe('shareOrFallback', () => {
  it('shares the PDF as a file with its name, type, title and text', async () => {
    const { h, calls } = host({ files: true })
    expect(await shareOrFallback(request, h)).toBe('shared')
    const file = calls.shared[0]?.files?.[0]
    expect(file?.name).toBe('Receipt RV-2526-A0001.pdf')
    expect(file?.type).toBe('application/pdf')
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(request.pdf)
    expect(calls.shared[0]).toMatchObject({ title: request.title, text: request.text })
    expect(calls.opened).toEqual([])
  })

  it('treats closing the share sheet as a choice, not an error, and opens nothing else', async () => {
    const { h, calls } = host({ files: true, share: () => Promise.reject(named('AbortError')) })
    expect(await shareOrFallback(request, h)).toBe('cancelled')
    expect(calls.opened).toEqual([])
  })

  it('opens WhatsApp to the party with the text where files cannot be shared', async () => {
    const { h, calls } = host({ files: false })
    expect(await shareOrFallback(request, h)).toBe('whatsapp')
    expect(calls.shared).toEqual([])
    expect(calls.opened).toEqual([whatsAppUrl(request.text, request.mobile)])
    expect(calls.opened[0]).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/)
  })

  it('opens WhatsApp where the browser has no Web Share at all', async () => {
    const opened: string[] = []
    const outcome = await shareOrFallback(
      { ...request, mobile: null },
      { open: (u) => (opened.push(u), true) },
    )
    expect(outcome).toBe('whatsapp')
    expect(opened[0]).toMatch(/^https:\/\/wa\.me\/\?text=/)
  })

  it('falls back to WhatsApp when a share target fails', async () => {
    const { h, calls } = host({ files: true, share: () => Promise.reject(named('DataError')) })
    expect(await shareOrFallback(request, h)).toBe('whatsapp')
    expect(calls.opened).toHaveLength(1)
  })

  it('asks for another tap when the tap permission lapsed or the pop-up was refused', async () => {
    const lapsed = host({ files: true, share: () => Promise.reject(named('NotAllowedError')) })
    expect(await shareOrFallback(request, lapsed.h)).toBe('blocked')
    expect(lapsed.calls.opened).toEqual([])
    const popup = host({ files: false, open: false })
    expect(await shareOrFallback(request, popup.h)).toBe('blocked')
  })
})
