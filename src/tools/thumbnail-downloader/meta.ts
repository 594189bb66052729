import { MonitorPlay } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'thumbnail-downloader',
  category: 'image',
  icon: MonitorPlay,
  name: { en: 'Video thumbnail downloader', hi: 'वीडियो थंबनेल डाउनलोडर' },
  title: {
    en: 'YouTube thumbnail downloader – every size, also Vimeo',
    hi: 'YouTube थंबनेल डाउनलोडर – हर साइज़, Vimeo भी',
  },
  description: {
    en: 'Paste a YouTube, Shorts, Vimeo or Dailymotion link and download its thumbnail in every size, up to 1280 × 720 HD. Works with youtu.be, embed and mobile links.',
    hi: 'YouTube, Shorts, Vimeo या Dailymotion लिंक पेस्ट करें और उसका थंबनेल हर साइज़ में डाउनलोड करें, 1280 × 720 HD तक। youtu.be, embed और मोबाइल लिंक भी चलते हैं।',
  },
  keywords: [
    'youtube thumbnail download',
    'thumbnail downloader',
    'youtube shorts thumbnail',
    'vimeo thumbnail',
    'dailymotion thumbnail',
    'thumbnail kaise download kare',
    'यूट्यूब थंबनेल',
  ],
  offline: 'online',
  load: () => import('./thumbnail-downloader-tool'),
})
