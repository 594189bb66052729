import { FileImage } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'pdf-to-jpeg',
  category: 'pdf',
  icon: FileImage,
  name: { en: 'PDF to JPG', hi: 'PDF से JPG' },
  title: {
    en: 'PDF to JPG – convert PDF pages to images offline',
    hi: 'PDF से JPG – PDF पेजों को तस्वीर में बदलें, ऑफ़लाइन',
  },
  description: {
    en: 'Turn PDF pages into JPG, PNG or WebP images at the DPI and quality you choose. Pick pages; many pages come as a ZIP. Nothing is uploaded.',
    hi: 'PDF के पेजों को अपनी पसंद के DPI और क्वालिटी पर JPG, PNG या WebP तस्वीरों में बदलें। पेज चुनें; कई पेज ZIP में मिलते हैं। कुछ भी अपलोड नहीं होता।',
  },
  keywords: [
    'pdf to jpg',
    'pdf to jpeg',
    'pdf to image',
    'pdf to png',
    'pdf page to photo',
    'pdf se photo',
    'पीडीएफ से फोटो',
  ],
  offline: 'full',
  load: () => import('./pdf-to-jpeg-tool'),
})
