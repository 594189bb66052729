// Follow-ups (issue 21 item 5): /workshop/follow-up — today's calls in buckets, a reminder with its calls, the
// WhatsApp message in the customer's language — and the dashboard's card of today's calls.
import { PhoneCall } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const followUpsModule = defineModule({
  feature: 'workshop_follow_up',
  path: '/workshop/follow-up',
  name: { en: 'Follow-ups', hi: 'फ़ॉलो-अप' },
  description: {
    en: 'Service reminders, free services about to lapse, feedback calls and insurance renewals, with a call log and WhatsApp.',
    hi: 'सर्विस रिमाइंडर, समाप्त होने वाली मुफ़्त सर्विस, फ़ीडबैक कॉल और बीमा नवीनीकरण — कॉल लॉग और WhatsApp के साथ।',
  },
  icon: PhoneCall,
  load: () => import('./pages/follow-ups-page'),
  widgets: [() => import('./components/calls-today-card')],
  views: {
    reminder: (id: string) => ({ id }),
  },
})
