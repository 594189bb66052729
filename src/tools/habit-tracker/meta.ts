import { CalendarCheck } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'habit-tracker',
  category: 'utilities',
  icon: CalendarCheck,
  name: { en: 'Habit Tracker', hi: 'आदत ट्रैकर' },
  title: {
    en: 'Habit Tracker – Streaks, Calendar Heat Map & Reminders',
    hi: 'हैबिट ट्रैकर – सिलसिला, कैलेंडर हीट मैप और रिमाइंडर',
  },
  description: {
    en: 'Track daily, weekday or N-times-a-week habits, see current and best streaks on a calendar heat map, get reminders and back up as JSON. Private and offline.',
    hi: 'रोज़, चुने दिनों या हफ़्ते में N बार की आदतें दर्ज करें, मौजूदा और सबसे लंबा सिलसिला कैलेंडर पर देखें, याद पाएँ और JSON बैकअप लें। निजी और ऑफ़लाइन।',
  },
  keywords: [
    'habit tracker',
    'streak tracker',
    'daily habits',
    'habit calendar',
    'routine tracker',
    'आदत ट्रैकर',
    'दिनचर्या',
    'aadat tracker',
  ],
  offline: 'full',
  load: () => import('./habit-tracker-tool'),
})
