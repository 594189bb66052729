import { Crop } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'crop-anything',
  category: 'image',
  icon: Crop,
  name: { en: 'Crop image', hi: 'इमेज क्रॉप करें' },
  title: {
    en: 'Crop, rotate, flip and straighten images – offline',
    hi: 'फ़ोटो क्रॉप करें, घुमाएँ, पलटें और सीधी करें – ऑफ़लाइन',
  },
  description: {
    en: 'Crop photos freely or to 1:1, 4:3, 16:9, 3:4 or passport shape; rotate, flip, straighten and zoom; save as JPG, PNG or WebP. Nothing is uploaded.',
    hi: 'फ़ोटो को खुला या 1:1, 4:3, 16:9, 3:4 या पासपोर्ट आकार में क्रॉप करें; घुमाएँ, पलटें, सीधी करें और ज़ूम करें; JPG, PNG या WebP में सेव करें। टच और कीबोर्ड से चलता है; कुछ अपलोड नहीं होता।',
  },
  keywords: [
    'crop image',
    'crop photo',
    'rotate image',
    'flip image',
    'straighten photo',
    'passport crop',
    'photo crop kare',
    'फ़ोटो क्रॉप',
  ],
  offline: 'full',
  load: () => import('./crop-anything-tool'),
})
