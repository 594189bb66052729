import { Images } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'jpeg-to-pdf',
  category: 'pdf',
  icon: Images,
  name: { en: 'JPG to PDF', hi: 'JPG से PDF' },
  title: {
    en: 'JPG to PDF – photos and images to one PDF, offline',
    hi: 'JPG से PDF – फ़ोटो को एक PDF में बदलें, ऑफ़लाइन',
  },
  description: {
    en: 'Turn JPG, PNG or WebP images into one PDF: reorder, rotate, choose A4, Letter or image size, orientation and margins. Photos stay sharp and upright.',
    hi: 'JPG, PNG या WebP तस्वीरों से एक PDF बनाएँ: क्रम बदलें, घुमाएँ, A4, Letter या तस्वीर का साइज़, दिशा और मार्जिन चुनें। फ़ोटो साफ़ और सीधी रहती हैं।',
  },
  keywords: [
    'jpg to pdf',
    'jpeg to pdf',
    'image to pdf',
    'png to pdf',
    'photo to pdf',
    'webp to pdf',
    'photo se pdf',
    'फ़ोटो से पीडीएफ',
  ],
  offline: 'full',
  load: () => import('./jpeg-to-pdf-tool'),
})
