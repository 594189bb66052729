import { ScrollText } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'text-summarizer',
  category: 'text',
  icon: ScrollText,
  name: { en: 'Text Summarizer', hi: 'टेक्स्ट सारांश' },
  title: {
    en: 'Text Summarizer – Summarise English & Hindi Text Offline',
    hi: 'टेक्स्ट समराइज़र – अंग्रेज़ी और हिंदी का सारांश, ऑफ़लाइन',
  },
  description: {
    en: 'Summarise an article or report by picking its key sentences, by count or per cent, in original order. English and Hindi, key words, on your device.',
    hi: 'किसी लेख या रिपोर्ट के मुख्य वाक्य चुनकर सारांश बनाएँ, संख्या या प्रतिशत से, मूल क्रम में। अंग्रेज़ी और हिंदी, मुख्य शब्द, आपके डिवाइस पर।',
  },
  keywords: [
    'text summarizer',
    'summary generator',
    'summarize article',
    'hindi summarizer',
    'key sentences',
    'सारांश',
    'saransh',
    'summary maker',
  ],
  offline: 'full',
  load: () => import('./text-summarizer-tool'),
})
