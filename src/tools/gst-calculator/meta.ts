import { ReceiptIndianRupee } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'gst-calculator',
  category: 'calculators',
  icon: ReceiptIndianRupee,
  name: { en: 'GST Calculator', hi: 'GST कैलकुलेटर' },
  title: {
    en: 'GST Calculator – Add or Remove GST, CGST SGST IGST',
    hi: 'GST कैलकुलेटर – GST जोड़ें या हटाएँ, CGST SGST IGST',
  },
  description: {
    en: 'Add or remove GST at 0.25%, 3%, 5%, 18%, 40% or any rate. CGST + SGST or IGST split, several items, totals and amount in words. Free and offline.',
    hi: '0.25%, 3%, 5%, 18%, 40% या किसी भी दर पर GST जोड़ें या हटाएँ। CGST + SGST या IGST, कई आइटम, कुल और शब्दों में राशि। मुफ़्त, ऑफ़लाइन भी।',
  },
  keywords: [
    'gst',
    'gst calculator',
    'cgst',
    'sgst',
    'igst',
    'reverse gst',
    'inclusive gst',
    'जीएसटी',
    'जीएसटी कैलकुलेटर',
    'gst nikalna',
    'gst hatana',
  ],
  offline: 'full',
  load: () => import('./gst-calculator-tool'),
})
