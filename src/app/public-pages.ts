// Metadata of the public (no-login) pages besides the tools: with the tool registry it drives the page
// heads, sitemap.xml and the prerendered HTML. Routes are in public-routes.ts; a test keeps the two lists equal.
import type { Bilingual } from '@/lib/i18n'
import type { StructuredKind } from './seo/head'

export type PublicPage = {
  path: string
  title: Bilingual
  description: Bilingual
  keywords: readonly string[]
  index: boolean
  structured: StructuredKind
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: {
      en: 'AutoBahi – Free Online Tools for PDF, Images, & More',
      hi: 'AutoBahi – पीडीएफ़, इमेज और बहुत कुछ के लिए मुफ़्त ऑनलाइन टूल',
    },
    description: {
      en: 'Free PDF, image, calculator and document tools that run in your browser, work offline and never upload your files. In English and Hindi.',
      hi: 'मुफ़्त पीडीएफ़, इमेज, कैलकुलेटर और दस्तावेज़ टूल जो आपके ब्राउज़र में चलते हैं, ऑफ़लाइन काम करते हैं और आपकी फ़ाइलें कभी अपलोड नहीं करते।',
    },
    keywords: ['free online tools', 'pdf tools', 'image tools', 'calculators', 'offline tools', 'मुफ़्त ऑनलाइन टूल', 'hindi tools'],
    index: true,
    structured: 'home',
  },
  {
    path: '/autobahi-pro',
    title: {
      en: 'AutoBahi Pro – Dealership Management Software for Showroom & Workshop',
      hi: 'AutoBahi Pro – शोरूम और वर्कशॉप के लिए डीलरशिप मैनेजमेंट सॉफ़्टवेयर',
    },
    description: {
      en: 'GST-ready DMS for Indian two- and four-wheeler dealers: bookings, vehicle invoices, stock, job cards, parts and accounts. Works offline on the shop floor.',
      hi: 'भारतीय दोपहिया और चारपहिया डीलरों के लिए GST-तैयार DMS: बुकिंग, वाहन बिल, स्टॉक, जॉब कार्ड, पार्ट्स और हिसाब। शोरूम में बिना इंटरनेट भी चलता है।',
    },
    keywords: ['dealer management system', 'DMS', 'automobile dealership software', 'GST invoice', 'job card software', 'workshop software', 'डीलरशिप सॉफ़्टवेयर'],
    index: true,
    structured: 'page',
  },
  {
    path: '/about',
    title: { en: 'About AutoBahi – Free Tools and Dealership Software', hi: 'AutoBahi के बारे में – मुफ़्त टूल और डीलरशिप सॉफ़्टवेयर' },
    description: {
      en: 'Who makes AutoBahi, why every tool runs on your own device, and how AutoBahi Pro helps Indian automobile dealers run showroom and workshop.',
      hi: 'AutoBahi कौन बनाता है, हर टूल आपके अपने डिवाइस पर क्यों चलता है, और AutoBahi Pro भारतीय ऑटोमोबाइल डीलरों की कैसे मदद करता है।',
    },
    keywords: ['about autobahi', 'autobahi', 'privacy first tools', 'हमारे बारे में'],
    index: true,
    structured: 'page',
  },
  {
    path: '/contact',
    title: { en: 'Contact AutoBahi – Support, Sales and Feedback', hi: 'AutoBahi से संपर्क करें – सहायता, बिक्री और सुझाव' },
    description: {
      en: 'Get help with the free tools, ask for an AutoBahi Pro demo for your dealership, or report a problem. We answer in English and Hindi.',
      hi: 'मुफ़्त टूल में मदद लें, अपनी डीलरशिप के लिए AutoBahi Pro का डेमो माँगें या कोई समस्या बताएँ। हम हिंदी और अंग्रेज़ी में जवाब देते हैं।',
    },
    keywords: ['contact', 'support', 'autobahi demo', 'संपर्क'],
    index: true,
    structured: 'page',
  },
  {
    path: '/privacy-policy',
    title: { en: 'Privacy Policy – AutoBahi', hi: 'गोपनीयता नीति – AutoBahi' },
    description: {
      en: 'How AutoBahi handles your data: the free tools never upload your files; AutoBahi Pro stores business data for your account only. DPDP Act 2023 rights.',
      hi: 'AutoBahi आपका डेटा कैसे संभालता है: मुफ़्त टूल आपकी फ़ाइलें कभी अपलोड नहीं करते; AutoBahi Pro व्यापार डेटा केवल आपके खाते के लिए रखता है। DPDP अधिनियम 2023 के अधिकार।',
    },
    keywords: ['privacy policy', 'data protection', 'DPDP', 'गोपनीयता नीति'],
    index: true,
    structured: 'page',
  },
  {
    path: '/terms-conditions',
    title: { en: 'Terms & Conditions – AutoBahi', hi: 'नियम और शर्तें – AutoBahi' },
    description: {
      en: 'The terms for using the free AutoBahi tools and the AutoBahi Pro dealership software: accounts, subscriptions, acceptable use and liability.',
      hi: 'मुफ़्त AutoBahi टूल और AutoBahi Pro डीलरशिप सॉफ़्टवेयर के उपयोग की शर्तें: खाते, सदस्यता, स्वीकार्य उपयोग और दायित्व।',
    },
    keywords: ['terms and conditions', 'terms of use', 'नियम और शर्तें'],
    index: true,
    structured: 'page',
  },
  {
    path: '/feedback',
    title: { en: 'Send Feedback – AutoBahi Tools and AutoBahi Pro', hi: 'सुझाव भेजें – AutoBahi टूल और AutoBahi Pro' },
    description: {
      en: 'Rate AutoBahi and tell us what to improve in the free tools or the dealership software. No login needed, works offline and sends when you are back online.',
      hi: 'AutoBahi को रेटिंग दें और बताएँ कि मुफ़्त टूल या डीलरशिप सॉफ़्टवेयर में क्या सुधारें। लॉगिन नहीं चाहिए, बिना इंटरनेट भी चलता है और ऑनलाइन होते ही भेज देता है।',
    },
    keywords: ['feedback', 'rate autobahi', 'suggestion', 'सुझाव', 'फ़ीडबैक'],
    index: true,
    structured: 'page',
  },
]

export function findPublicPage(path: string): PublicPage {
  const page = PUBLIC_PAGES.find((p) => p.path === path)
  if (!page) throw new Error(`No metadata for public page ${path}`)
  return page
}
