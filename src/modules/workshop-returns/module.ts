// Workshop sales returns (issue 21 item 4): /workshop/ws-return — credit notes (wcn, series WC) against posted
// workshop invoices, parts back to stock at the rate they went out, labour by value.
import { Undo2 } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const wsReturnModule = defineModule({
  feature: 'ws_return',
  path: '/workshop/ws-return',
  name: { en: 'Workshop returns', hi: 'वर्कशॉप वापसी' },
  description: {
    en: 'Credit notes against workshop invoices: parts back in stock, labour credited by value.',
    hi: 'वर्कशॉप बिलों के विरुद्ध क्रेडिट नोट: पार्ट्स वापस स्टॉक में, लेबर मूल्य से।',
  },
  icon: Undo2,
  load: () => import('./pages/ws-return-page'),
  views: {
    note: (id: string) => ({ id }),
    new: (invoice?: string) => ({ new: 1, invoice }),
  },
})
