import { HeartHandshake } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'marriage-biodata-maker',
  category: 'documents',
  icon: HeartHandshake,
  name: { en: 'Marriage Biodata Maker', hi: 'शादी बायोडाटा मेकर' },
  title: {
    en: 'Free Marriage Biodata Maker – Hindi & English PDF and Image',
    hi: 'मुफ़्त शादी बायोडाटा मेकर – हिंदी और अंग्रेज़ी PDF और इमेज',
  },
  description: {
    en: 'Make a marriage biodata: family, horoscope, education, photo and a religious symbol, in traditional templates in English, Hindi or both. PDF or image.',
    hi: 'शादी का बायोडाटा बनाएँ: परिवार, कुंडली, शिक्षा, फ़ोटो और धार्मिक चिह्न, हिंदी, अंग्रेज़ी या दोनों में पारंपरिक टेम्पलेट। PDF या इमेज।',
  },
  keywords: [
    'marriage biodata',
    'biodata for marriage',
    'shaadi biodata',
    'rishta biodata',
    'बायोडाटा',
    'शादी बायोडाटा',
    'vivah biodata',
    'kundli biodata',
  ],
  offline: 'full',
  load: () => import('./marriage-biodata-maker-tool'),
})
