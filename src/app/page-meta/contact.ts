import type { PublicPage } from '../public-pages'

/** Head of /contact: its own module, so the page loads only its own metadata. */
export const contactPage: PublicPage = {
  path: '/contact',
  title: {
    en: 'Contact AutoBahi – Support, Sales and Feedback',
    hi: 'AutoBahi से संपर्क करें – सहायता, बिक्री और सुझाव',
  },
  description: {
    en: 'Get help with the free tools, ask for an AutoBahi Pro demo for your dealership, or report a problem. We answer in English and Hindi.',
    hi: 'मुफ़्त टूल में मदद लें, अपनी डीलरशिप के लिए AutoBahi Pro का डेमो माँगें या कोई समस्या बताएँ। हम हिंदी और अंग्रेज़ी में जवाब देते हैं।',
  },
  keywords: ['contact', 'support', 'autobahi demo', 'संपर्क'],
  index: true,
  structured: 'page',
}
