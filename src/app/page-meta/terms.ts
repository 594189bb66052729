import type { PublicPage } from '../public-pages'

/** Head of /terms-conditions: its own module, so the page loads only its own metadata. */
export const termsPage: PublicPage = {
  path: '/terms-conditions',
  title: { en: 'Terms & Conditions – AutoBahi', hi: 'नियम और शर्तें – AutoBahi' },
  description: {
    en: 'The terms for using the free AutoBahi tools and the AutoBahi Pro dealership software: accounts, subscriptions, acceptable use and liability.',
    hi: 'मुफ़्त AutoBahi टूल और AutoBahi Pro डीलरशिप सॉफ़्टवेयर के उपयोग की शर्तें: खाते, सदस्यता, स्वीकार्य उपयोग और दायित्व।',
  },
  keywords: ['terms and conditions', 'terms of use', 'नियम और शर्तें'],
  index: true,
  structured: 'page',
}
