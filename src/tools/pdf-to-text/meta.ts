import { FileText } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'pdf-to-text',
  category: 'pdf',
  icon: FileText,
  name: { en: 'PDF to Text', hi: 'PDF से टेक्स्ट' },
  title: { en: 'PDF to Text – extract text from PDF offline, free', hi: 'PDF से टेक्स्ट निकालें – ऑफ़लाइन, मुफ़्त' },
  description: {
    en: 'Get the text of a PDF in reading order, page by page. Copy it or save a .txt file. Says which pages are scans without text. Nothing is uploaded.',
    hi: 'PDF का टेक्स्ट पढ़ने के क्रम में, पेज दर पेज पाएँ। कॉपी करें या .txt सेव करें। बताता है कि कौन-से पेज बिना टेक्स्ट वाले स्कैन हैं। कुछ भी अपलोड नहीं होता।',
  },
  keywords: [
    'pdf to text',
    'extract text',
    'pdf to txt',
    'copy text from pdf',
    'pdf se text',
    'पीडीएफ से टेक्स्ट',
  ],
  offline: 'full',
  load: () => import('./pdf-to-text-tool'),
})
