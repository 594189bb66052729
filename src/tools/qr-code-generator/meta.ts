import { QrCode } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'qr-code-generator',
  category: 'generators',
  icon: QrCode,
  name: { en: 'QR Code Generator', hi: 'QR कोड जनरेटर' },
  title: {
    en: 'Free QR Code Generator – UPI, Wi-Fi, vCard, Link',
    hi: 'मुफ़्त QR कोड जनरेटर – UPI, वाई-फ़ाई, vCard, लिंक',
  },
  description: {
    en: 'Make QR codes for links, text, Wi-Fi, contact cards, UPI payments, e-mail, SMS and calls. Colours, logo, PNG and SVG, checked to scan. Works offline.',
    hi: 'लिंक, टेक्स्ट, वाई-फ़ाई, संपर्क कार्ड, UPI भुगतान, ई-मेल, SMS और कॉल के QR कोड बनाएँ। रंग, लोगो, PNG और SVG, स्कैन की जाँच के साथ। ऑफ़लाइन भी।',
  },
  keywords: [
    'qr code generator',
    'upi qr code',
    'wifi qr code',
    'vcard qr',
    'qr code maker',
    'qr svg',
    'payment qr',
    'क्यूआर कोड',
    'QR कोड बनाएँ',
    'upi qr banaye',
    'qr code kaise banaye',
  ],
  offline: 'full',
  load: () => import('./qr-code-generator-tool'),
})
