import { FilePenLine } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'pdf-editor',
  category: 'pdf',
  icon: FilePenLine,
  name: { en: 'PDF Editor', hi: 'PDF एडिटर' },
  title: {
    en: 'PDF Editor – add text, drawings, images and signatures offline, free',
    hi: 'PDF एडिटर – टेक्स्ट, ड्रॉइंग, इमेज और हस्ताक्षर जोड़ें, ऑफ़लाइन',
  },
  description: {
    en: 'Edit a PDF in your browser: add text (Hindi too), draw, highlight, add images and your signature, reorder or rotate pages, and save. Nothing is uploaded.',
    hi: 'ब्राउज़र में PDF बदलें: टेक्स्ट (हिंदी भी) जोड़ें, ड्रॉ और हाइलाइट करें, इमेज व हस्ताक्षर लगाएँ, पेज घुमाएँ या क्रम बदलें और सहेजें। कुछ भी अपलोड नहीं होता।',
  },
  keywords: [
    'pdf editor',
    'edit pdf',
    'sign pdf',
    'annotate pdf',
    'add text to pdf',
    'pdf me likhe',
    'pdf edit kaise kare',
    'पीडीएफ एडिट',
    'पीडीएफ पर हस्ताक्षर',
  ],
  offline: 'full',
  load: () => import('./pdf-editor-tool'),
})
