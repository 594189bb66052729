// Vehicle stock (issue 20 item 4): /stock — what is held, each chassis's card, PDI, opening stock.
import { Warehouse } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const stockModule = defineModule({
  feature: 'stock',
  path: '/stock',
  name: { en: 'Vehicle stock', hi: 'वाहन स्टॉक' },
  description: {
    en: 'Vehicles in the yard with state, age and cost; PDI, opening stock and each chassis’s history.',
    hi: 'यार्ड के वाहन, स्थिति, उम्र और लागत के साथ; PDI, शुरुआती स्टॉक और हर चेसिस का इतिहास।',
  },
  icon: Warehouse,
  load: () => import('./pages/stock-page'),
  printRoutes: [
    {
      path: '/print/stock-statement',
      name: { en: 'Stock statement', hi: 'स्टॉक विवरण' },
      load: () => import('./pages/stock-statement-print-page'),
    },
  ],
  views: {
    unit: (id: string) => ({ id }),
    /** The register with its filters: the state held, PDI pending, an age bucket. */
    filtered: (f: { state?: string; pdi?: string; age?: string }) => ({ ...f }),
    opening: () => ({ new: 'opening' }),
  },
})
