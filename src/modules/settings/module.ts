// Company settings: /settings, for every signed-in user (no feature of the access map).
import { Settings } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const settingsModule = defineModule({
  path: '/settings',
  name: { en: 'Settings', hi: 'सेटिंग्स' },
  description: {
    en: 'Name, GSTIN, address, bank details, logo and document numbering.',
    hi: 'नाम, GSTIN, पता, बैंक विवरण, लोगो और दस्तावेज़ नंबरिंग।',
  },
  icon: Settings,
  load: () => import('./settings-screen').then((m) => ({ default: m.SettingsScreen })),
})
