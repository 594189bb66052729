import { Timer } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'pomodoro-timer',
  category: 'utilities',
  icon: Timer,
  name: { en: 'Pomodoro Timer', hi: 'पोमोडोरो टाइमर' },
  title: {
    en: 'Pomodoro Timer – 25-Minute Focus Sessions with Breaks',
    hi: 'पोमोडोरो टाइमर – 25 मिनट के फ़ोकस सत्र और ब्रेक',
  },
  description: {
    en: 'Focus in 25-minute intervals with 5-minute breaks and a long break every 4 sessions. Custom lengths, sound, notifications and daily stats, offline.',
    hi: '25 मिनट के अंतराल में फ़ोकस करें, 5 मिनट के ब्रेक और हर 4 सत्र के बाद लंबा ब्रेक। अपनी अवधि, आवाज़, सूचनाएँ और रोज़ के आँकड़े, ऑफ़लाइन।',
  },
  keywords: [
    'pomodoro',
    'pomodoro timer',
    'focus timer',
    'study timer',
    '25 minute timer',
    'productivity timer',
    'पोमोडोरो',
    'पढ़ाई टाइमर',
    'padhai timer',
  ],
  offline: 'full',
  load: () => import('./pomodoro-timer-tool'),
})
