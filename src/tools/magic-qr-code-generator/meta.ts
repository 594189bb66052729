import { Sparkles } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'magic-qr-code-generator',
  category: 'generators',
  icon: Sparkles,
  name: { en: 'Magic QR Code Generator', hi: 'मैजिक QR कोड जनरेटर' },
  title: {
    en: 'Magic QR Code – Styled QR with Logo, Colours, Frame',
    hi: 'मैजिक QR कोड – लोगो, रंग और फ़्रेम वाला स्टाइलिश QR',
  },
  description: {
    en: 'Design a QR code with round dots, styled corners, gradients, a photo behind it, your logo and a "Scan me" frame. Checked to scan before you download.',
    hi: 'गोल बिंदु, स्टाइलिश कोने, ग्रेडिएंट, पीछे फ़ोटो, आपका लोगो और "स्कैन करें" फ़्रेम वाला QR कोड बनाएँ। डाउनलोड से पहले स्कैन की जाँच।',
  },
  keywords: [
    'custom qr code',
    'qr code with logo',
    'styled qr code',
    'artistic qr',
    'qr code design',
    'gradient qr',
    'qr code frame scan me',
    'डिज़ाइनर QR कोड',
    'लोगो वाला QR',
    'stylish qr code banaye',
  ],
  offline: 'full',
  load: () => import('./magic-qr-code-generator-tool'),
})
