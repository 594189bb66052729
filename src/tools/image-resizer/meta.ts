import { Scaling } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'image-resizer',
  category: 'image',
  icon: Scaling,
  name: { en: 'Image resizer', hi: 'इमेज रीसाइज़र' },
  title: {
    en: 'Resize image in pixels, percent or cm – offline',
    hi: 'फ़ोटो का साइज़ पिक्सल, प्रतिशत या सेमी में बदलें',
  },
  description: {
    en: 'Resize photos by pixels, percentage or print size in cm or inches at any DPI, with aspect lock, passport and social presets, batch and ZIP. Nothing is uploaded.',
    hi: 'फ़ोटो का साइज़ पिक्सल, प्रतिशत या सेमी/इंच में किसी भी DPI पर बदलें; अनुपात लॉक, पासपोर्ट और सोशल मीडिया प्रीसेट, कई फ़ाइलें और ZIP। कुछ अपलोड नहीं होता।',
  },
  keywords: [
    'resize image',
    'image resizer',
    'photo resize',
    'resize in cm',
    'passport size photo',
    '35x45',
    'instagram size',
    'photo ka size badle',
    'फ़ोटो का साइज़ बदलें',
    'dpi',
  ],
  offline: 'full',
  load: () => import('./image-resizer-tool'),
})
