import { Contact } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'passport-photo-maker',
  category: 'image',
  icon: Contact,
  name: { en: 'Passport photo maker', hi: 'पासपोर्ट फ़ोटो मेकर' },
  title: {
    en: 'Passport size photo maker – 35×45 mm, 2×2 in, exam KB limits',
    hi: 'पासपोर्ट साइज़ फ़ोटो मेकर – 35×45 mm, 2×2 इंच, परीक्षा KB सीमा',
  },
  description: {
    en: 'Make passport, visa, PAN and exam photos: head guide, white background, brightness, the portal’s KB limit, and 4×6 or A4 print sheets with cut marks. Offline.',
    hi: 'पासपोर्ट, वीज़ा, पैन और परीक्षा फ़ोटो बनाएँ: सिर की गाइड, सफ़ेद पृष्ठभूमि, चमक, पोर्टल की KB सीमा, और कटिंग निशानों वाली 4×6 या A4 प्रिंट शीट। ऑफ़लाइन।',
  },
  keywords: [
    'passport photo',
    'passport size photo',
    'photo 35x45',
    '2x2 photo',
    'visa photo',
    'exam photo 50 kb',
    'ssc photo resize',
    'passport photo kaise banaye',
    'पासपोर्ट फ़ोटो',
  ],
  offline: 'full',
  load: () => import('./passport-photo-maker-tool'),
})
