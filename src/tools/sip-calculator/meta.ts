import { TrendingUp } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'sip-calculator',
  category: 'calculators',
  icon: TrendingUp,
  name: { en: 'SIP Calculator', hi: 'SIP कैलकुलेटर' },
  title: {
    en: 'SIP Calculator – Monthly, Step-up & Lump Sum Returns',
    hi: 'SIP कैलकुलेटर – मासिक, स्टेप-अप और एकमुश्त निवेश',
  },
  description: {
    en: 'Estimate mutual fund SIP, step-up SIP and lump-sum returns year by year, the SIP needed for a goal and its value after inflation. Free, offline.',
    hi: 'म्यूचुअल फ़ंड SIP, स्टेप-अप SIP और एकमुश्त निवेश का साल-दर-साल अनुमान, लक्ष्य के लिए ज़रूरी SIP और महँगाई के बाद की कीमत। मुफ़्त, ऑफ़लाइन भी।',
  },
  keywords: [
    'sip',
    'sip calculator',
    'mutual fund',
    'step up sip',
    'lumpsum',
    'goal sip',
    'एसआईपी',
    'म्यूचुअल फंड',
    'sip kitna banega',
    'nivesh',
  ],
  offline: 'full',
  load: () => import('./sip-calculator-tool'),
})
