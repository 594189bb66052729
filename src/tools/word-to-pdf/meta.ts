import { FileType } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'word-to-pdf',
  category: 'pdf',
  icon: FileType,
  name: { en: 'Word to PDF', hi: 'Word से PDF' },
  title: {
    en: 'Word to PDF – convert DOCX to PDF offline, Hindi too',
    hi: 'Word से PDF – DOCX को PDF में बदलें, हिंदी के साथ, ऑफ़लाइन',
  },
  description: {
    en: 'Turn a .docx into a real PDF with its headings, lists, tables, pictures, page size and Hindi text. Works offline; nothing is uploaded.',
    hi: '.docx को हेडिंग, सूची, टेबल, तस्वीर, पेज साइज़ और हिंदी टेक्स्ट के साथ असली PDF में बदलें। ऑफ़लाइन चलता है; कुछ भी अपलोड नहीं होता।',
  },
  keywords: [
    'word to pdf',
    'docx to pdf',
    'doc to pdf',
    'convert word to pdf',
    'word se pdf',
    'वर्ड से पीडीएफ',
  ],
  offline: 'full',
  load: () => import('./word-to-pdf-tool'),
})
