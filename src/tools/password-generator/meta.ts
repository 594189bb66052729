import { KeyRound } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'password-generator',
  category: 'generators',
  icon: KeyRound,
  name: { en: 'Password Generator', hi: 'पासवर्ड जनरेटर' },
  title: { en: 'Strong Password Generator – Random & Passphrase', hi: 'मज़बूत पासवर्ड जनरेटर – रैंडम और पासफ़्रेज़' },
  description: {
    en: 'Generate strong random passwords and passphrases on your device with true randomness. See entropy and strength, exclude look-alikes, make many at once.',
    hi: 'अपने डिवाइस पर सच्ची रैंडमनेस से मज़बूत पासवर्ड और पासफ़्रेज़ बनाएँ। एंट्रॉपी और मज़बूती देखें, मिलते-जुलते अक्षर हटाएँ, एक साथ कई बनाएँ।',
  },
  keywords: [
    'password',
    'random password',
    'passphrase',
    'strong password',
    'secure',
    'पासवर्ड',
    'पासवर्ड बनाएं',
  ],
  offline: 'full',
  load: () => import('./password-generator-tool'),
})
