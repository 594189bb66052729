import { Link2 } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'url-shortener',
  category: 'utilities',
  icon: Link2,
  name: { en: 'URL Shortener', hi: 'URL शॉर्टनर' },
  title: {
    en: 'Free URL Shortener – Short Link, Custom Alias, QR Code',
    hi: 'मुफ़्त URL शॉर्टनर – छोटा लिंक, अपना नाम, QR कोड',
  },
  description: {
    en: 'Turn a long link into a short one with your own alias and a QR code; see clicks. No login. Needs the internet to make and open links.',
    hi: 'लंबे लिंक को अपने नाम और QR कोड के साथ छोटा बनाएँ; क्लिक देखें। बिना लॉगिन। लिंक बनाने और खोलने के लिए इंटरनेट चाहिए।',
  },
  keywords: [
    'url shortener',
    'short link',
    'link shortener',
    'custom short url',
    'qr for link',
    'छोटा लिंक',
    'लिंक छोटा करें',
    'link chota kare',
  ],
  offline: 'online',
  load: () => import('./url-shortener-tool'),
})
