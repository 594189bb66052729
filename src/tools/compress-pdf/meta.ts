import { FileDown } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'compress-pdf',
  category: 'pdf',
  icon: FileDown,
  name: { en: 'Compress PDF', hi: 'PDF छोटी करें (Compress)' },
  title: {
    en: 'Compress PDF – reduce PDF size to 100 KB, 200 KB offline',
    hi: 'PDF कम्प्रेस करें – साइज़ 100 KB, 200 KB तक कम करें, ऑफ़लाइन',
  },
  description: {
    en: 'Make a PDF smaller: shrink scanned images with four levels, or aim for a size like 200 KB for a form portal. Never bigger than before. Nothing is uploaded.',
    hi: 'PDF का साइज़ घटाएँ: स्कैन की गई तस्वीरों को चार लेवल में छोटा करें, या फ़ॉर्म पोर्टल के लिए 200 KB जैसा साइज़ चुनें। पहले से बड़ी कभी नहीं होती। कुछ भी अपलोड नहीं होता।',
  },
  keywords: [
    'compress pdf',
    'reduce pdf size',
    'pdf 100kb',
    'pdf 200kb',
    'shrink pdf',
    'pdf size kam',
    'पीडीएफ छोटा करें',
    'पीडीएफ साइज़ कम',
  ],
  offline: 'full',
  load: () => import('./compress-pdf-tool'),
})
