import { CaseSensitive } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'text-case-converter',
  category: 'text',
  icon: CaseSensitive,
  name: { en: 'Text Case Converter', hi: 'टेक्स्ट केस कन्वर्टर' },
  title: {
    en: 'Text Case Converter – UPPER, lower, Title, camelCase & more',
    hi: 'टेक्स्ट केस कन्वर्टर – बड़े, छोटे, टाइटल और camelCase अक्षर',
  },
  description: {
    en: 'Change text to upper, lower, title, sentence, camel, snake, kebab, constant, alternating or inverse case. Copy or download the result.',
    hi: 'टेक्स्ट को अपर, लोअर, टाइटल, सेंटेंस, camel, snake, kebab, constant, alternating या inverse केस में बदलें। कॉपी या डाउनलोड करें।',
  },
  keywords: [
    'uppercase',
    'lowercase',
    'title case',
    'sentence case',
    'camel case',
    'snake case',
    'kebab case',
    'capitalize',
    'बड़े अक्षर',
    'छोटे अक्षर',
  ],
  offline: 'full',
  load: () => import('./text-case-converter-tool'),
})
