// The vehicle catalogue (issue 20 item 1): /catalogue, read and written under the stock feature; reached from
// the navigation and linked from stock and purchases.
import { Library } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const catalogueModule = defineModule({
  feature: 'stock',
  path: '/catalogue',
  name: { en: 'Vehicle catalogue', hi: 'वाहन सूची' },
  description: {
    en: 'Models and variants with HSN, GST rate by date and ex-showroom price.',
    hi: 'मॉडल और वेरिएंट, HSN, तारीख के अनुसार GST दर और एक्स-शोरूम कीमत के साथ।',
  },
  icon: Library,
  load: () => import('./pages/catalogue-page'),
  views: {
    item: (id: string) => ({ id }),
    new: () => ({ new: 1 }),
  },
})
