import type { PublicPage } from '../public-pages'

/** Head of /: its own module, so the page loads only its own metadata. */
export const homePage: PublicPage = {
  path: '/',
  title: {
    en: 'AutoBahi – Free Online Tools for PDF, Images, & More',
    hi: 'AutoBahi – पीडीएफ़, इमेज और बहुत कुछ के लिए मुफ़्त ऑनलाइन टूल',
  },
  description: {
    en: 'Free PDF, image, calculator and document tools that run in your browser, work offline and never upload your files. In English and Hindi.',
    hi: 'मुफ़्त पीडीएफ़, इमेज, कैलकुलेटर और दस्तावेज़ टूल जो आपके ब्राउज़र में चलते हैं, ऑफ़लाइन काम करते हैं और आपकी फ़ाइलें कभी अपलोड नहीं करते।',
  },
  keywords: [
    'free online tools',
    'pdf tools',
    'image tools',
    'calculators',
    'offline tools',
    'मुफ़्त ऑनलाइन टूल',
    'hindi tools',
  ],
  index: true,
  structured: 'home',
}
