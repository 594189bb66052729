import { Combine } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'merge-pdf',
  category: 'pdf',
  icon: Combine,
  name: { en: 'Merge PDF', hi: 'PDF जोड़ें (Merge)' },
  title: { en: 'Merge PDF – combine PDF files offline, free', hi: 'PDF मर्ज करें – कई PDF को एक में जोड़ें, ऑफ़लाइन' },
  description: {
    en: 'Combine PDFs into one: reorder files and pages, pick page ranges, rotate or drop pages. Bookmarks are kept. Files never leave your device.',
    hi: 'कई PDF को एक फ़ाइल में जोड़ें: फ़ाइलों और पेजों का क्रम बदलें, पेज चुनें, घुमाएँ या हटाएँ। बुकमार्क बने रहते हैं। फ़ाइलें आपके डिवाइस से बाहर नहीं जातीं।',
  },
  keywords: ['merge pdf', 'combine pdf', 'join pdf', 'pdf jodna', 'pdf milana', 'पीडीएफ जोड़ें', 'पीडीएफ मर्ज'],
  offline: 'full',
  load: () => import('./merge-pdf-tool'),
})
