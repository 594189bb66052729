// Sales returns (issue 20 item 7): /sales-returns — vehicle credit notes against posted invoices.
import { Undo2 } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const salesReturnsModule = defineModule({
  feature: 'sales_returns',
  path: '/sales-returns',
  name: { en: 'Sales returns', hi: 'बिक्री वापसी' },
  description: {
    en: 'Credit notes against vehicle invoices at their own rates, with the chassis back in stock.',
    hi: 'वाहन बिलों के विरुद्ध उनकी अपनी दरों पर क्रेडिट नोट, चेसिस वापस स्टॉक में।',
  },
  icon: Undo2,
  load: () => import('./pages/sales-returns-page'),
  views: {
    note: (id: string) => ({ id }),
    new: (invoice?: string) => ({ new: 1, invoice }),
  },
})
