// The customers module: /customers (parties of every kind).
import { Users } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const customersModule = defineModule({
  feature: 'customers',
  path: '/customers',
  name: { en: 'Customers', hi: 'ग्राहक' },
  description: {
    en: 'Customers, suppliers, financiers and insurers, with import and export.',
    hi: 'ग्राहक, सप्लायर, फ़ाइनेंसर और बीमाकर्ता, इम्पोर्ट और एक्सपोर्ट के साथ।',
  },
  icon: Users,
  load: () => import('./pages/customers-page'),
})
