import type { PublicPage } from '../public-pages'

/** Head of /autobahi-pro: its own module, so the page loads only its own metadata. */
export const proPage: PublicPage = {
  path: '/autobahi-pro',
  title: {
    en: 'AutoBahi Pro – Dealership Management Software for Showroom & Workshop',
    hi: 'AutoBahi Pro – शोरूम और वर्कशॉप के लिए डीलरशिप मैनेजमेंट सॉफ़्टवेयर',
  },
  description: {
    en: 'GST-ready DMS for Indian two- and four-wheeler dealers: bookings, vehicle invoices, stock, job cards, parts and accounts. Works offline on the shop floor.',
    hi: 'भारतीय दोपहिया और चारपहिया डीलरों के लिए GST-तैयार DMS: बुकिंग, वाहन बिल, स्टॉक, जॉब कार्ड, पार्ट्स और हिसाब। शोरूम में बिना इंटरनेट भी चलता है।',
  },
  keywords: [
    'dealer management system',
    'DMS',
    'automobile dealership software',
    'GST invoice',
    'job card software',
    'workshop software',
    'डीलरशिप सॉफ़्टवेयर',
  ],
  index: true,
  structured: 'page',
}
