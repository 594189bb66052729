import type { PublicPage } from '../public-pages'

/** Head of /tools, the catalogue of every free tool by category: its own module, like every page's head. */
export const toolsPage: PublicPage = {
  path: '/tools',
  title: {
    en: 'All Free Tools by Category – PDF, Image, Calculators | AutoBahi',
    hi: 'श्रेणी के अनुसार सभी मुफ़्त टूल – पीडीएफ़, इमेज, कैलकुलेटर | AutoBahi',
  },
  description: {
    en: 'Every free AutoBahi tool in one list by category: PDF, image, calculators, generators and documents. Runs in your browser, works offline, uploads nothing.',
    hi: 'AutoBahi के सभी मुफ़्त टूल श्रेणी के अनुसार एक सूची में: पीडीएफ़, इमेज, कैलकुलेटर, जनरेटर और दस्तावेज़। ब्राउज़र में चलते हैं, ऑफ़लाइन काम करते हैं, कुछ अपलोड नहीं करते।',
  },
  keywords: ['all tools', 'free tools list', 'pdf tools', 'image tools', 'calculators', 'सभी मुफ़्त टूल'],
  index: true,
  structured: 'page',
}
