import { FileText } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'invoice-generator',
  category: 'documents',
  icon: FileText,
  name: { en: 'GST Invoice Generator', hi: 'GST इनवॉइस जनरेटर' },
  title: {
    en: 'Free GST Invoice Generator – Tax Invoice PDF with UPI QR',
    hi: 'मुफ़्त GST इनवॉइस जनरेटर – UPI QR के साथ टैक्स इनवॉइस PDF',
  },
  description: {
    en: 'Make a GST tax invoice with CGST/SGST or IGST, HSN, amount in words, bank details and a UPI QR. PDF or print, saved on your device, works offline.',
    hi: 'CGST/SGST या IGST, HSN, शब्दों में राशि, बैंक विवरण और UPI QR के साथ GST टैक्स इनवॉइस बनाएँ। PDF या प्रिंट, आपके डिवाइस पर सेव, ऑफ़लाइन भी।',
  },
  keywords: [
    'invoice',
    'gst invoice',
    'tax invoice',
    'bill',
    'invoice generator',
    'bill maker',
    'इनवॉइस',
    'बिल',
    'जीएसटी बिल',
    'bill banana',
    'pakka bill',
  ],
  offline: 'full',
  layout: 'wide',
  load: () => import('./invoice-generator-tool'),
})
