import type { PublicPage } from '../public-pages'

/** Head of /privacy-policy: its own module, so the page loads only its own metadata. */
export const privacyPage: PublicPage = {
  path: '/privacy-policy',
  title: { en: 'Privacy Policy – AutoBahi', hi: 'गोपनीयता नीति – AutoBahi' },
  description: {
    en: 'How AutoBahi handles your data: the free tools never upload your files; AutoBahi Pro stores business data for your account only. DPDP Act 2023 rights.',
    hi: 'AutoBahi आपका डेटा कैसे संभालता है: मुफ़्त टूल आपकी फ़ाइलें कभी अपलोड नहीं करते; AutoBahi Pro व्यापार डेटा केवल आपके खाते के लिए रखता है। DPDP अधिनियम 2023 के अधिकार।',
  },
  keywords: ['privacy policy', 'data protection', 'DPDP', 'गोपनीयता नीति'],
  index: true,
  structured: 'page',
}
