// The bookings module (issue 4 item 4): /bookings and the printable receipt voucher /print/booking/:id.
import { ClipboardList } from 'lucide-react'

export const bookingsModule = {
  feature: 'bookings',
  path: '/bookings',
  name: { en: 'Bookings', hi: 'बुकिंग' },
  icon: ClipboardList,
  load: () => import('./pages/bookings-page'),
  printRoutes: [{ path: '/print/booking/:id', load: () => import('./pages/booking-print-page') }],
} as const
