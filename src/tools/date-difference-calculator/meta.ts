import { CalendarRange } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'date-difference-calculator',
  category: 'calculators',
  icon: CalendarRange,
  name: { en: 'Date Difference Calculator', hi: 'तारीख़ अंतर कैलकुलेटर' },
  title: {
    en: 'Date Difference Calculator – Days, Working Days',
    hi: 'तारीख़ अंतर कैलकुलेटर – दिन और कामकाजी दिन',
  },
  description: {
    en: 'Count days, weeks, months and working days between two dates with Indian Saturday rules and holidays, or add and subtract days, months and years.',
    hi: 'दो तारीख़ों के बीच दिन, हफ़्ते, महीने और कामकाजी दिन गिनें — शनिवार के नियम और छुट्टियों के साथ — या तारीख़ में दिन, महीने, साल जोड़ें-घटाएँ।',
  },
  keywords: [
    'days between dates',
    'date calculator',
    'working days',
    'business days',
    'add days to date',
    'notice period',
    'दिन गिनें',
    'तारीख़ अंतर',
    'kitne din',
    'din ginti',
  ],
  offline: 'full',
  load: () => import('./date-difference-calculator-tool'),
})
