import { Scale } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'bmi-calculator',
  category: 'calculators',
  icon: Scale,
  name: { en: 'BMI Calculator', hi: 'BMI कैलकुलेटर' },
  title: {
    en: 'BMI Calculator – WHO and Asian Indian Cut-offs',
    hi: 'BMI कैलकुलेटर – WHO और एशियाई भारतीय मानक',
  },
  description: {
    en: 'Work out your body mass index in cm/kg or feet/pounds, see WHO and Asian Indian categories and the healthy weight range for your height.',
    hi: 'सेमी/किलो या फ़ुट/पाउंड में अपना बॉडी मास इंडेक्स निकालें, WHO और एशियाई भारतीय श्रेणी और अपनी लंबाई के लिए सही वज़न देखें।',
  },
  keywords: [
    'bmi',
    'body mass index',
    'healthy weight',
    'obesity',
    'asian bmi',
    'वज़न',
    'मोटापा',
    'बीएमआई',
    'bmi kaise nikale',
    'sahi wajan',
  ],
  offline: 'full',
  load: () => import('./bmi-calculator-tool'),
})
