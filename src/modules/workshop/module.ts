// Job cards (workshop repair orders): the register and editor at /workshop/job-card, the print view at
// /print/job-card/:id. Other workshop screens join this module later.
import { Wrench } from 'lucide-react'
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
    /** A new card for the vehicle and customer of a follow-up (its service is due). */
    fromFollowUp: (followUp: string) => ({ new: 1, follow_up: followUp }),
  },
})
