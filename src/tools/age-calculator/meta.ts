import { Cake } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'age-calculator',
  category: 'calculators',
  icon: Cake,
  name: { en: 'Age Calculator', hi: 'उम्र कैलकुलेटर' },
  title: {
    en: 'Age Calculator – Exact Age in Years, Months, Days',
    hi: 'उम्र कैलकुलेटर – साल, महीने और दिन में सही उम्र',
  },
  description: {
    en: 'Find your exact age on any date in years, months and days, total days and weeks, the weekday you were born and the countdown to your next birthday.',
    hi: 'किसी भी तारीख़ पर अपनी सही उम्र साल, महीने और दिन में जानें, कुल दिन और हफ़्ते, जन्म का दिन और अगले जन्मदिन तक के दिन।',
  },
  keywords: [
    'age',
    'date of birth',
    'dob',
    'birthday',
    'age on date',
    'exam age limit',
    'उम्र',
    'आयु',
    'जन्मतिथि',
    'umar kitni hai',
    'age nikale',
  ],
  offline: 'full',
  load: () => import('./age-calculator-tool'),
})
