import { Braces } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'json-formatter',
  category: 'text',
  icon: Braces,
  name: { en: 'JSON Formatter', hi: 'JSON फ़ॉर्मैटर' },
  title: {
    en: 'JSON Formatter & Validator – Beautify, Minify, Tree, CSV',
    hi: 'JSON फ़ॉर्मैटर और वैलिडेटर – सुंदर, छोटा, ट्री, CSV',
  },
  description: {
    en: 'Format, minify and validate JSON with the exact line and column of an error, browse it as a tree, sort keys and convert to CSV. Large files, offline.',
    hi: 'JSON को फ़ॉर्मैट, छोटा और जाँचें, ग़लती की सही पंक्ति और कॉलम देखें, ट्री में खोलें, कुंजियाँ क्रम में करें और CSV बनाएँ। बड़ी फ़ाइलें भी, ऑफ़लाइन।',
  },
  keywords: [
    'json formatter',
    'json validator',
    'json beautifier',
    'json minify',
    'json viewer',
    'json tree',
    'json to csv',
    'pretty print json',
    'जेसन फ़ॉर्मैटर',
    'json sahi karein',
  ],
  offline: 'full',
  load: () => import('./json-formatter-tool'),
})
