import { LetterText } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'word-counter',
  category: 'text',
  icon: LetterText,
  name: { en: 'Word Counter', hi: 'शब्द गणक' },
  title: {
    en: 'Word Counter – Count Words, Characters & Reading Time',
    hi: 'वर्ड काउंटर – शब्द, अक्षर और पढ़ने का समय गिनें',
  },
  description: {
    en: 'Count words, characters, sentences and paragraphs, see reading and speaking time and keyword density. Works for Hindi and English, offline.',
    hi: 'शब्द, अक्षर, वाक्य और अनुच्छेद गिनें, पढ़ने-बोलने का समय और कीवर्ड घनत्व देखें। हिंदी और अंग्रेज़ी दोनों के लिए, ऑफ़लाइन भी।',
  },
  keywords: [
    'word count',
    'character count',
    'letter counter',
    'reading time',
    'keyword density',
    'शब्द गिनती',
    'अक्षर गिनती',
    'shabd ginti',
  ],
  offline: 'full',
  load: () => import('./word-counter-tool'),
})
