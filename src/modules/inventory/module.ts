// Workshop parts inventory (issue 21 item 1): /workshop/inventory — the parts master, what is on hand,
// reserved and free at moving average cost, the reorder list, each part's stock ledger, importing a parts
// list, and the stock journal (shortage, scrap, excess found) with its reason.
import { Boxes } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const inventoryModule = defineModule({
  feature: 'workshop_inventory',
  path: '/workshop/inventory',
  name: { en: 'Parts inventory', hi: 'पार्ट्स इन्वेंटरी' },
  description: {
    en: 'Parts on hand, reserved and free at moving average cost; reorder list, stock ledger, import and stock journal.',
    hi: 'हाथ में, रखे और खाली पार्ट्स चलती औसत लागत पर; री-ऑर्डर सूची, स्टॉक लेजर, इम्पोर्ट और स्टॉक जर्नल।',
  },
  icon: Boxes,
  load: () => import('./pages/inventory-page'),
  views: {
    part: (id: string) => ({ id }),
    newPart: (text?: string) => ({ new: 'part', text }),
    editPart: (id: string) => ({ edit: id }),
    importParts: () => ({ new: 'import' }),
    newJournal: (part?: string) => ({ new: 'journal', part }),
    journal: (id: string) => ({ journal: id }),
    reorder: () => ({ tab: 'reorder' }),
    journals: () => ({ tab: 'journals' }),
  },
})
