// The bookings module (issue 4 item 4): /bookings and the printable receipt voucher /print/booking/:id.
import { ClipboardList } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const bookingsModule = defineModule({
  feature: 'bookings',
  path: '/bookings',
  name: { en: 'Bookings', hi: 'बुकिंग' },
  description: {
    en: 'Vehicle bookings with advance receipts, allotment and delivery.',
    hi: 'अग्रिम रसीद, वाहन आवंटन और डिलीवरी के साथ वाहन बुकिंग।',
  },
  icon: ClipboardList,
  load: () => import('./pages/bookings-page'),
  printRoutes: [
    {
      path: '/print/booking/:id',
      name: { en: 'Booking receipt', hi: 'बुकिंग रसीद' },
      load: () => import('./pages/booking-print-page'),
    },
  ],
  views: {
    booking: (id: string) => ({ id }),
    /** The list of the bookings in one status (the register's filter). */
    status: (status: string) => ({ status }),
    edit: (id: string) => ({ id, edit: 1 }),
    new: () => ({ new: 1 }),
  },
})
