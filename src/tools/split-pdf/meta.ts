import { Scissors } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'split-pdf',
  category: 'pdf',
  icon: Scissors,
  name: { en: 'Split PDF', hi: 'PDF अलग करें (Split)' },
  title: {
    en: 'Split PDF – extract pages or ranges offline, free',
    hi: 'PDF स्प्लिट करें – पेज या रेंज अलग करें, ऑफ़लाइन',
  },
  description: {
    en: 'Split a PDF by page ranges, every N pages, odd or even pages, pages you pick, or one file per page. Get one PDF or a ZIP. Nothing is uploaded.',
    hi: 'PDF को पेज रेंज, हर N पेज, विषम या सम पेज, चुने हुए पेज या हर पेज की अलग फ़ाइल में बाँटें। एक PDF या ZIP पाएँ। कुछ भी अपलोड नहीं होता।',
  },
  keywords: [
    'split pdf',
    'extract pages',
    'separate pdf',
    'pdf pages alag',
    'pdf todna',
    'पीडीएफ अलग करें',
    'पेज निकालें',
  ],
  offline: 'full',
  load: () => import('./split-pdf-tool'),
})
