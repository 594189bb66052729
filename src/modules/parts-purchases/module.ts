// Workshop purchases (issue 21 item 2): /workshop/purchases — suppliers' parts bills keyed in the dealer's own
// purchase columns, new parts made from a line, the parts into stock — and /workshop/wp-return — parts of a
// posted bill sent back at that bill's values. Two features in the access map, as the spec has them.
import { PackageCheck, PackageMinus } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const partsPurchasesModule = defineModule({
  feature: 'workshop_purchases',
  path: '/workshop/purchases',
  name: { en: 'Workshop purchases', hi: 'वर्कशॉप खरीद' },
  description: {
    en: 'Suppliers’ parts bills in your own columns, new parts made on the bill; the parts go into stock.',
    hi: 'सप्लायर के पार्ट्स बिल आपके अपने कॉलम में, नए पार्ट्स बिल पर ही बनें; पार्ट्स स्टॉक में जाते हैं।',
  },
  icon: PackageCheck,
  load: () => import('./pages/parts-purchases-page'),
  views: {
    bill: (id: string) => ({ id }),
    new: () => ({ new: 1 }),
  },
})

export const partsReturnsModule = defineModule({
  feature: 'wp_return',
  path: '/workshop/wp-return',
  name: { en: 'Workshop purchase returns', hi: 'वर्कशॉप खरीद वापसी' },
  description: {
    en: 'Debit notes sending parts of a posted bill back to the supplier at that bill’s rates.',
    hi: 'डेबिट नोट: पोस्ट किए गए बिल के पार्ट्स उसी बिल की दर पर सप्लायर को वापस।',
  },
  icon: PackageMinus,
  load: () => import('./pages/parts-returns-page'),
  views: {
    note: (id: string) => ({ id }),
    new: (bill?: string) => ({ new: 1, bill }),
  },
})
