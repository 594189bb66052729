import type { PublicPage } from '../public-pages'

/** Head of /feedback: its own module, so the page loads only its own metadata. */
export const feedbackPage: PublicPage = {
  path: '/feedback',
  title: {
    en: 'Send Feedback – AutoBahi Tools and AutoBahi Pro',
    hi: 'सुझाव भेजें – AutoBahi टूल और AutoBahi Pro',
  },
  description: {
    en: 'Rate AutoBahi and tell us what to improve in the free tools or the dealership software. No login needed, works offline and sends when you are back online.',
    hi: 'AutoBahi को रेटिंग दें और बताएँ कि मुफ़्त टूल या डीलरशिप सॉफ़्टवेयर में क्या सुधारें। लॉगिन नहीं चाहिए, बिना इंटरनेट भी चलता है और ऑनलाइन होते ही भेज देता है।',
  },
  keywords: ['feedback', 'rate autobahi', 'suggestion', 'सुझाव', 'फ़ीडबैक'],
  index: true,
  structured: 'page',
}
