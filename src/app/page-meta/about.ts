import type { PublicPage } from '../public-pages'

/** Head of /about: its own module, so the page loads only its own metadata. */
export const aboutPage: PublicPage = {
  path: '/about',
  title: {
    en: 'About AutoBahi – Free Tools and Dealership Software',
    hi: 'AutoBahi के बारे में – मुफ़्त टूल और डीलरशिप सॉफ़्टवेयर',
  },
  description: {
    en: 'Who makes AutoBahi, why every tool runs on your own device, and how AutoBahi Pro helps Indian automobile dealers run showroom and workshop.',
    hi: 'AutoBahi कौन बनाता है, हर टूल आपके अपने डिवाइस पर क्यों चलता है, और AutoBahi Pro भारतीय ऑटोमोबाइल डीलरों की कैसे मदद करता है।',
  },
  keywords: ['about autobahi', 'autobahi', 'privacy first tools', 'हमारे बारे में'],
  index: true,
  structured: 'page',
}
