// Job cards (workshop repair orders): the register and editor at /workshop/job-card, the print view at
// /print/job-card/:id. Workshop invoices (winv, series WI): those of job cards and counter sales, at
// /workshop/invoices, printed at /print/workshop-invoice/:id; writing them needs the job cards feature, as the
// server's voucher_module('winv') says.
import { ReceiptText, Wrench } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const jobCardsModule = defineModule({
  feature: 'job_cards',
  path: '/workshop/job-card',
  name: { en: 'Job cards', hi: 'जॉब कार्ड' },
  description: {
    en: 'Workshop repair orders: complaints, labour, parts, photos and a printable card.',
    hi: 'वर्कशॉप रिपेयर ऑर्डर: शिकायतें, लेबर, पार्ट्स, फ़ोटो और प्रिंट करने लायक कार्ड।',
  },
  icon: Wrench,
  load: () => import('./pages/job-cards-page'),
  printRoutes: [
    {
      path: '/print/job-card/:id',
      name: { en: 'Print job card', hi: 'जॉब कार्ड प्रिंट' },
      load: () => import('./pages/job-card-print-page'),
    },
  ],
  views: {
    card: (id: string) => ({ id }),
    /** The list of the cards in one status (the register's filter). */
    status: (status: string) => ({ status }),
    /** A new card for the vehicle and customer of a follow-up (its service is due). */
    fromFollowUp: (followUp: string) => ({ new: 1, follow_up: followUp }),
  },
})

export const workshopInvoicesModule = defineModule({
  feature: 'job_cards',
  path: '/workshop/invoices',
  name: { en: 'Workshop invoices', hi: 'वर्कशॉप बिल' },
  description: {
    en: 'Tax invoices of job cards and counter sales of parts, with their prints.',
    hi: 'जॉब कार्ड और पार्ट्स की काउंटर बिक्री के टैक्स इनवॉइस, प्रिंट के साथ।',
  },
  icon: ReceiptText,
  load: () => import('./pages/workshop-invoices-page'),
  printRoutes: [
    {
      path: '/print/workshop-invoice/:id',
      name: { en: 'Print workshop invoice', hi: 'वर्कशॉप बिल प्रिंट' },
      load: () => import('./pages/workshop-invoice-print-page'),
    },
  ],
  views: {
    invoice: (id: string) => ({ id }),
    counterSale: () => ({ new: 1 }),
  },
})
