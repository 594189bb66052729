// Vehicle invoices (issue 20 item 5): /vehicle-invoices (the register, one invoice with its delivery, a new
// invoice from a booking or for a walk-in buyer).
import { ReceiptIndianRupee } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const vehicleInvoicesModule = defineModule({
  feature: 'vehicle_invoices',
  path: '/vehicle-invoices',
  name: { en: 'Vehicle invoices', hi: 'वाहन बिल' },
  description: {
    en: 'GST tax invoices for vehicles (RINV and NRINV) with TCS, delivery and Form 21.',
    hi: 'वाहनों के GST टैक्स इनवॉइस (RINV और NRINV), TCS, डिलीवरी और फ़ॉर्म 21 के साथ।',
  },
  icon: ReceiptIndianRupee,
  load: () => import('./pages/vehicle-invoices-page'),
  printRoutes: [
    {
      path: '/print/vehicle-invoice/:id',
      name: { en: 'Print vehicle invoice', hi: 'वाहन बिल प्रिंट' },
      load: () => import('./pages/invoice-print-page'),
    },
  ],
  widgets: [() => import('./components/einvoice-clock')],
  views: {
    invoice: (id: string) => ({ id }),
    new: (from: { booking?: string; vehicle?: string } = {}) => ({ new: 1, ...from }),
  },
})
