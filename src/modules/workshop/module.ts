// Job cards (workshop repair orders): the register and editor at /workshop/job-card, the print view at
// /print/job-card/:id. Other workshop screens join this module later.
import { Wrench } from 'lucide-react'

export const jobCardsModule = {
  feature: 'job_cards',
  path: '/workshop/job-card',
  name: { en: 'Job cards', hi: 'जॉब कार्ड' },
  icon: Wrench,
  load: () => import('./pages/job-cards-page'),
  printRoutes: [{ path: '/print/job-card/:id', load: () => import('./pages/job-card-print-page') }],
} as const
