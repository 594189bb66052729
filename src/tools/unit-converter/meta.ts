import { Ruler } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'unit-converter',
  category: 'utilities',
  icon: Ruler,
  name: { en: 'Unit Converter', hi: 'यूनिट कन्वर्टर' },
  title: {
    en: 'Unit Converter – Length, Land (Bigha, Guntha), Weight',
    hi: 'यूनिट कन्वर्टर – लंबाई, ज़मीन (बीघा, गुंठा), वज़न',
  },
  description: {
    en: 'Convert length, area and Indian land units (bigha by state, guntha, marla), weight, volume, temperature, speed, mileage, data, time, pressure and energy.',
    hi: 'लंबाई, क्षेत्रफल और ज़मीन की भारतीय इकाइयाँ (राज्य के हिसाब से बीघा, गुंठा, मरला), वज़न, आयतन, तापमान, गति, माइलेज, डेटा, समय, दाब और ऊर्जा बदलें।',
  },
  keywords: [
    'unit converter',
    'bigha to acre',
    'guntha',
    'marla',
    'sq ft to sq m',
    'celsius to fahrenheit',
    'kmpl',
    'tola',
    'इकाई बदलें',
    'बीघा',
    'एकड़',
    'bigha kitna hota hai',
  ],
  offline: 'full',
  load: () => import('./unit-converter-tool'),
})
