// Vehicle purchases (issue 20 item 3): /purchases — OEM bills keyed line by line, the vehicles into stock —
// and /purchase-returns — chassis of a posted bill sent back at that bill's values. Two features in the
// access map, so a dealer can let a clerk key bills without letting them send vehicles back.
import { PackagePlus, Undo } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const purchasesModule = defineModule({
  feature: 'purchases',
  path: '/purchases',
  name: { en: 'Vehicle purchases', hi: 'वाहन खरीद' },
  description: {
    en: 'OEM bills with chassis and engine numbers, GRN, input tax and s.194Q TDS; the vehicles go into stock.',
    hi: 'चेसिस और इंजन नंबर के साथ OEM बिल, GRN, इनपुट टैक्स और धारा 194Q TDS; वाहन स्टॉक में जाते हैं।',
  },
  icon: PackagePlus,
  load: () => import('./pages/purchases-page'),
  views: {
    bill: (id: string) => ({ id }),
    new: () => ({ new: 1 }),
  },
})

export const purchaseReturnsModule = defineModule({
  feature: 'purchase_returns',
  path: '/purchase-returns',
  name: { en: 'Purchase returns', hi: 'खरीद वापसी' },
  description: {
    en: 'Debit notes sending vehicles of a posted bill back to the OEM at that bill’s values.',
    hi: 'डेबिट नोट: पोस्ट किए गए बिल के वाहन उसी बिल के मूल्य पर OEM को वापस।',
  },
  icon: Undo,
  load: () => import('./pages/purchase-returns-page'),
  views: {
    note: (id: string) => ({ id }),
    new: (purchase?: string) => ({ new: 1, purchase }),
  },
})
