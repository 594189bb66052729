import { Vote } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'poll-maker',
  category: 'utilities',
  icon: Vote,
  name: { en: 'Poll Maker', hi: 'पोल मेकर' },
  title: {
    en: 'Free Poll Maker – Share a Link, Live Results, No Login',
    hi: 'मुफ़्त पोल मेकर – लिंक शेयर करें, लाइव नतीजे, बिना लॉगिन',
  },
  description: {
    en: 'Create a poll, share the link or QR and watch live results, one vote per device, no login. Offline, count a show of hands on one device.',
    hi: 'पोल बनाएँ, लिंक या QR शेयर करें और लाइव नतीजे देखें, हर डिवाइस से एक वोट, बिना लॉगिन। ऑफ़लाइन एक डिवाइस पर हाथ उठाकर गिनती करें।',
  },
  keywords: [
    'poll maker',
    'online poll',
    'create poll',
    'voting',
    'survey',
    'straw poll',
    'पोल',
    'मतदान',
    'वोटिंग',
    'poll banaye',
  ],
  offline: 'online',
  load: () => import('./poll-maker-tool'),
})
