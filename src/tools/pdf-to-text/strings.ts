import { defineStrings } from '@/lib/i18n'

export const usePdfTextStrings = defineStrings({
  en: {
    checking: 'Checking…',
    reading: 'Reading page text… {{percent}}%',
    separator: '--- Page {{n}} ---',
    resultLabel: 'Text of {{name}}',
    pages_one: '{{count}} page read.',
    pages_other: '{{count}} pages read.',
    noTextAll:
      'This PDF has no text layer: its pages are scanned images or pictures. Reading text from images (OCR) is not part of this tool.',
    noTextSome:
      'Pages {{pages}} have no text layer (scanned images or pictures), so they are empty below. Reading text from images (OCR) is not part of this tool.',
    fileName: '{{name}}',
    another: 'Choose another PDF',
  },
  hi: {
    checking: 'जाँच हो रही है…',
    reading: 'पेजों का टेक्स्ट पढ़ा जा रहा है… {{percent}}%',
    separator: '--- पेज {{n}} ---',
    resultLabel: '{{name}} का टेक्स्ट',
    pages_one: '{{count}} पेज पढ़ा गया।',
    pages_other: '{{count}} पेज पढ़े गए।',
    noTextAll:
      'इस PDF में टेक्स्ट की परत नहीं है: इसके पेज स्कैन की गई तस्वीरें हैं। तस्वीरों से टेक्स्ट पढ़ना (OCR) इस टूल में शामिल नहीं है।',
    noTextSome:
      'पेज {{pages}} में टेक्स्ट की परत नहीं है (स्कैन या तस्वीरें), इसलिए नीचे वे ख़ाली हैं। तस्वीरों से टेक्स्ट पढ़ना (OCR) इस टूल में शामिल नहीं है।',
    fileName: '{{name}}',
    another: 'दूसरी PDF चुनें',
  },
})
