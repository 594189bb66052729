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
    en: 'Make a marriage biodata with personal, family, horoscope (rashi, nakshatra, gotra, manglik), education and contact details, a photo and a religious symbol. Traditional templates in English, Hindi or both; PDF, PNG or JPEG. Nothing is uploaded.',
    hi: 'व्यक्तिगत, पारिवारिक, कुंडली (राशि, नक्षत्र, गोत्र, मांगलिक), शिक्षा और संपर्क विवरण, फ़ोटो और धार्मिक चिह्न के साथ शादी का बायोडाटा बनाएँ। हिंदी, अंग्रेज़ी या दोनों में पारंपरिक टेम्पलेट; PDF, PNG या JPEG। कुछ भी अपलोड नहीं होता।',
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
