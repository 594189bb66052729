import { IdCard } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'aadhaar-formatter',
  category: 'pdf',
  icon: IdCard,
  name: { en: 'Aadhaar card print formatter', hi: 'आधार कार्ड प्रिंट फ़ॉर्मेटर' },
  title: {
    en: 'e-Aadhaar to card size print – front and back on A4, offline',
    hi: 'ई-आधार को कार्ड साइज़ में प्रिंट करें – A4 पर आगे-पीछे, ऑफ़लाइन',
  },
  description: {
    en: 'Open your e-Aadhaar PDF with its password, cut out the front and back at true card size (85.6 × 53.98 mm), side by side, fold-over or several per A4, optionally masked.',
    hi: 'ई-आधार PDF को पासवर्ड से खोलें, आगे और पीछे का हिस्सा असली कार्ड साइज़ (85.6 × 53.98 mm) में काटें – साथ-साथ, मोड़कर या A4 पर कई; चाहें तो नंबर छिपाएँ।',
  },
  keywords: [
    'aadhaar card print',
    'e-aadhaar pdf password',
    'aadhaar card size print',
    'masked aadhaar',
    'aadhaar front back one page',
    'aadhaar print kaise kare',
    'आधार कार्ड प्रिंट',
  ],
  offline: 'full',
  load: () => import('./aadhaar-formatter-tool'),
})
