import { Pipette } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'color-picker',
  category: 'utilities',
  icon: Pipette,
  name: { en: 'Colour Picker', hi: 'कलर पिकर' },
  title: {
    en: 'Colour Picker – HEX, RGB, HSL, CMYK and Contrast',
    hi: 'कलर पिकर – HEX, RGB, HSL, CMYK और कंट्रास्ट',
  },
  description: {
    en: 'Pick a colour, from the screen or a photo, and get HEX, RGB, HSL, HSV and CMYK values, matching palettes and the WCAG contrast check.',
    hi: 'रंग चुनें — स्क्रीन या फ़ोटो से — और HEX, RGB, HSL, HSV, CMYK मान, मेल खाते पैलेट और WCAG कंट्रास्ट जाँच पाएँ।',
  },
  keywords: [
    'color picker',
    'colour picker',
    'hex to rgb',
    'rgb to hex',
    'cmyk',
    'contrast checker',
    'palette',
    'eyedropper',
    'रंग',
    'रंग चुनें',
    'rang code',
  ],
  offline: 'full',
  load: () => import('./color-picker-tool'),
})
