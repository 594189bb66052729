// The customers module: /customers (parties of every kind).
import { Users } from 'lucide-react'

export const customersModule = {
  feature: 'customers',
  path: '/customers',
  name: { en: 'Customers', hi: 'ग्राहक' },
  icon: Users,
  load: () => import('./pages/customers-page'),
} as const
