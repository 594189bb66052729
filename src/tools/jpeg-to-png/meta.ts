import { FileImage } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'jpeg-to-png',
  category: 'image',
  icon: FileImage,
  name: { en: 'JPG to PNG', hi: 'JPG से PNG' },
  title: { en: 'JPG to PNG converter – batch, offline', hi: 'JPG से PNG कन्वर्टर – कई फ़ाइलें, ऑफ़लाइन' },
  description: {
    en: 'Convert JPG, WebP, GIF or BMP images to lossless PNG, upright and without metadata. Many at once, ZIP download, nothing uploaded.',
    hi: 'JPG, WebP, GIF या BMP तस्वीरों को बिना क्वालिटी खोए PNG में बदलें, सीधी और बिना मेटाडेटा। एक साथ कई, ZIP डाउनलोड, कुछ अपलोड नहीं।',
  },
  keywords: [
    'jpg to png',
    'jpeg to png',
    'convert jpg',
    'webp to png',
    'image to png',
    'jpg ko png',
    'जेपीजी से पीएनजी',
  ],
  offline: 'full',
  load: () => import('./jpeg-to-png-tool'),
})
