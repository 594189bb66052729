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
    en: 'Open a .docx, see it laid out page by page with headings, lists, tables, images and Hindi text, and save it as PDF with your browser. Nothing is uploaded.',
    hi: '.docx खोलें, हेडिंग, सूची, टेबल, तस्वीर और हिंदी टेक्स्ट के साथ पेज दर पेज देखें, और ब्राउज़र से PDF सेव करें। कुछ भी अपलोड नहीं होता।',
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
