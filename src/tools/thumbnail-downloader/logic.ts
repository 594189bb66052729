// Video links to thumbnail addresses. YouTube thumbnails live at fixed addresses per size; Vimeo and
// Dailymotion tell theirs through their public APIs (oEmbed / Graph), whose answers are read here.

export type Site = 'youtube' | 'vimeo' | 'dailymotion'
export type Parsed = { site: Site; id: string } | { error: 'empty' | 'notLink' | 'unsupported' | 'noId' }
export type Thumb = { key: string; url: string; width: number; height: number }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com)$/
const VIMEO_ID = /^\d{6,12}$/
const DAILYMOTION_ID = /^x[a-z0-9]{4,12}$/i

function toUrl(text: string): URL | null {
  const trimmed = text.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const url = new URL(withScheme)
    return url.hostname.includes('.') ? url : null
  } catch {
    return null
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return parts[0] ?? null
  if (!YOUTUBE_HOSTS.test(host)) return null
  if (parts[0] === 'watch' || url.pathname === '/') return url.searchParams.get('v')
  if (['shorts', 'embed', 'live', 'v', 'e'].includes(parts[0] ?? '')) return parts[1] ?? null
  if (parts[0] === 'attribution_link') {
    const inner = url.searchParams.get('u')
    return inner ? new URL(inner, 'https://www.youtube.com').searchParams.get('v') : null
  }
  return url.searchParams.get('v')
}

/** Which site and video a pasted link points to (watch, youtu.be, shorts, embed, live, m., music., …). */
export function parseVideoLink(text: string): Parsed {
  if (!text.trim()) return { error: 'empty' }
  if (YOUTUBE_ID.test(text.trim()) && !/^\d+$/.test(text.trim())) return { site: 'youtube', id: text.trim() }
  const url = toUrl(text)
  if (!url) return { error: 'notLink' }
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be' || YOUTUBE_HOSTS.test(host)) {
    const id = youtubeId(url)
    return id && YOUTUBE_ID.test(id) ? { site: 'youtube', id } : { error: 'noId' }
  }
  if (host === 'vimeo.com' || host.endsWith('.vimeo.com')) {
    // The first all-digit part: vimeo.com/123456789/abcdef (an unlisted video's key) keeps the number.
    const id = parts.find((part) => VIMEO_ID.test(part))
    return id ? { site: 'vimeo', id } : { error: 'noId' }
  }
  if (host === 'dai.ly' || host === 'dailymotion.com' || host.endsWith('.dailymotion.com')) {
    const fromQuery = url.searchParams.get('video')
    const fromPath = host === 'dai.ly' ? parts[0] : parts[parts.indexOf('video') + 1]
    const id = (parts.includes('video') || host === 'dai.ly' ? fromPath : fromQuery) ?? fromQuery
    const clean = id?.split('_')[0]
    return clean && DAILYMOTION_ID.test(clean) ? { site: 'dailymotion', id: clean } : { error: 'noId' }
  }
  return { error: 'unsupported' }
}

/** Every size YouTube makes, largest first; maxres and sd exist only for some videos. */
export function youtubeThumbs(id: string): Thumb[] {
  const sizes: [string, number, number][] = [
    ['maxresdefault', 1280, 720],
    ['sddefault', 640, 480],
    ['hqdefault', 480, 360],
    ['mqdefault', 320, 180],
    ['default', 120, 90],
  ]
  return sizes.map(([key, width, height]) => ({
    key,
    url: `https://i.ytimg.com/vi/${id}/${key}.jpg`,
    width,
    height,
  }))
}

/** YouTube answers a missing size with a 120 × 90 grey picture instead of an error. */
export function isYoutubePlaceholder(thumb: Thumb, naturalWidth: number): boolean {
  return thumb.key !== 'default' && naturalWidth <= 120
}

export const vimeoOembed = (id: string) =>
  `https://vimeo.com/api/oembed.json?url=${encodeURIComponent(`https://vimeo.com/${id}`)}&width=1920`

/** Vimeo's thumbnail address ends in _WIDTHxHEIGHT (or _WIDTH); other sizes are the same address resized. */
export function vimeoThumbs(thumbnailUrl: string, width: number, height: number): Thumb[] {
  const ratio = height > 0 && width > 0 ? height / width : 9 / 16
  const base = thumbnailUrl.replace(/_\d+(x\d+)?(\.\w+)?$/, '')
  if (base === thumbnailUrl) return [{ key: 'original', url: thumbnailUrl, width, height }]
  return [1920, 1280, 640, 295].map((w) => {
    const h = Math.round(w * ratio)
    return { key: `${w}`, url: `${base}_${w}x${h}`, width: w, height: h }
  })
}

const DAILYMOTION_SIZES = [1080, 720, 480, 360, 240, 120] as const
export const dailymotionApi = (id: string) =>
  `https://api.dailymotion.com/video/${id}?fields=${DAILYMOTION_SIZES.map((s) => `thumbnail_${s}_url`).join(',')}`

/** The sizes Dailymotion's API returned (16:9 by height). */
export function dailymotionThumbs(answer: Record<string, unknown>): Thumb[] {
  return DAILYMOTION_SIZES.flatMap((size) => {
    const url = answer[`thumbnail_${size}_url`]
    return typeof url === 'string' && url.startsWith('https://')
      ? [{ key: `${size}`, url, width: Math.round((size * 16) / 9), height: size }]
      : []
  })
}

/** File name for a download: site-id-size.jpg. */
export function thumbName(site: Site, id: string, thumb: Thumb): string {
  return `${site}-${id}-${thumb.width}x${thumb.height}.jpg`
}
