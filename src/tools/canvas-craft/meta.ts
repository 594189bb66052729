import { Palette } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'canvas-craft',
  category: 'image',
  icon: Palette,
  name: { en: 'Canvas craft', hi: 'कैनवास क्राफ़्ट' },
  title: {
    en: 'Design social posts and shop banners with Hindi text – offline',
    hi: 'हिंदी टेक्स्ट के साथ सोशल पोस्ट और दुकान के बैनर बनाएँ – ऑफ़लाइन',
  },
  description: {
    en: 'Design posts and shop banners from templates: Hindi or English text, shapes, your pictures, layers, undo. Save as PNG, JPG or PDF. Nothing is uploaded.',
    hi: 'छोटा डिज़ाइन कैनवास: अंग्रेज़ी या हिंदी में टेक्स्ट, आकृतियाँ, अपनी फ़ोटो, परतें, सीध, पहले जैसा करें और फिर से करें, सोशल पोस्ट और दुकान के बैनर के तैयार टेम्पलेट। PNG, JPG या PDF डाउनलोड करें। कुछ अपलोड नहीं होता।',
  },
  keywords: [
    'poster maker',
    'banner maker',
    'social media post maker',
    'shop banner design',
    'hindi text on image',
    'diwali post maker',
    'design online free',
    'पोस्टर बनाएँ',
    'बैनर डिज़ाइन',
  ],
  offline: 'full',
  load: () => import('./canvas-craft-tool'),
})
