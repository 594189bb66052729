import type { PublicPage } from '../public-pages'

/** Head of /autobahi-pro: its own module, so the page loads only its own metadata. */
export const proPage: PublicPage = {
  path: '/autobahi-pro',
  title: {
    en: 'AutoBahi Pro – Dealership Software for Bookings & Workshop Job Cards',
    hi: 'AutoBahi Pro – बुकिंग और वर्कशॉप जॉब कार्ड के लिए डीलरशिप सॉफ़्टवेयर',
  },
  description: {
    en: 'Software for Indian two- and four-wheeler dealers: customers, vehicle bookings with advance receipts, and workshop job cards with GST. Works offline on the shop floor.',
    hi: 'भारतीय दोपहिया और चारपहिया डीलरों के लिए सॉफ़्टवेयर: ग्राहक, एडवांस रसीद वाली वाहन बुकिंग, और GST के साथ वर्कशॉप जॉब कार्ड। शोरूम में बिना इंटरनेट भी चलता है।',
  },
  keywords: [
    'dealer management system',
    'DMS',
    'automobile dealership software',
    'vehicle booking software',
    'job card software',
    'workshop software',
    'डीलरशिप सॉफ़्टवेयर',
  ],
  index: true,
  structured: 'page',
}
