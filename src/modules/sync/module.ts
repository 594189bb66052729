// Sync conflicts: /sync, for every signed-in user; opened from the sync badge, not the navigation.
import { RefreshCw } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const syncModule = defineModule({
  path: '/sync',
  name: { en: 'Sync conflicts', hi: 'सिंक टकराव' },
  description: {
    en: 'Values that lost a conflict between devices, to restore or dismiss.',
    hi: 'डिवाइसों के टकराव में हारे मान, वापस लाने या हटाने के लिए।',
  },
  icon: RefreshCw,
  load: () => import('./sync-page'),
  nav: false,
})
