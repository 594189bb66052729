import type { Bilingual } from '@/lib/i18n'
import type { ToolCategory } from './define-tool'

export const CATEGORY_LABELS: Record<ToolCategory, Bilingual> = {
  pdf: { en: 'PDF tools', hi: 'पीडीएफ़ टूल' },
  image: { en: 'Image tools', hi: 'इमेज टूल' },
  calculators: { en: 'Calculators', hi: 'कैलकुलेटर' },
  text: { en: 'Text tools', hi: 'टेक्स्ट टूल' },
  generators: { en: 'Generators', hi: 'जनरेटर' },
  documents: { en: 'Document makers', hi: 'दस्तावेज़ मेकर' },
  utilities: { en: 'Everyday utilities', hi: 'रोज़मर्रा के टूल' },
}
