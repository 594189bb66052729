import { defineStrings } from '@/lib/i18n'

export const useHomeStrings = defineStrings({
  en: {
    heroTitle: 'Free tools that run on your device',
    heroText:
      'PDF, image, calculator and document tools in English and Hindi. Nothing is uploaded, nothing to sign up for, and once installed they work without internet.',
    filterLabel: 'Filter tools',
    categories: 'Jump to a category',
    filterPlaceholder: 'What do you want to do? e.g. count words, password',
    filterEmpty: 'No tool matches “{{query}}”. Try another word, in English or Hindi.',
    count_one: '{{count}} tool',
    count_other: '{{count}} tools',
    catalogue: 'All tools',
    loading: 'Loading tools…',
    proTitle: 'Run a vehicle dealership?',
    proText:
      'AutoBahi Pro keeps your customers, vehicle bookings with advance receipts and workshop job cards — and keeps working when the internet does not.',
    proCta: 'See AutoBahi Pro',
    pointPrivate: 'Private by design: files stay on your device',
    pointOffline: 'Install once, use offline',
    pointHindi: 'हिंदी और English',
    toolsTitle: 'All free tools',
    toolsIntro:
      'Every tool by category. Each runs in your browser: nothing is uploaded, no sign-up, and once installed they work without internet.',
  },
  hi: {
    heroTitle: 'मुफ़्त टूल जो आपके डिवाइस पर चलते हैं',
    heroText:
      'हिंदी और अंग्रेज़ी में पीडीएफ़, इमेज, कैलकुलेटर और दस्तावेज़ टूल। कुछ भी अपलोड नहीं होता, साइन-अप की ज़रूरत नहीं, और इंस्टॉल करने के बाद बिना इंटरनेट भी चलते हैं।',
    filterLabel: 'टूल छाँटें',
    categories: 'श्रेणी पर जाएँ',
    filterPlaceholder: 'आप क्या करना चाहते हैं? जैसे शब्द गिनना, पासवर्ड',
    filterEmpty: '“{{query}}” से मेल खाता कोई टूल नहीं। कोई और शब्द आज़माएँ, हिंदी या अंग्रेज़ी में।',
    count_one: '{{count}} टूल',
    count_other: '{{count}} टूल',
    catalogue: 'सभी टूल',
    loading: 'टूल लोड हो रहे हैं…',
    proTitle: 'वाहन डीलरशिप चलाते हैं?',
    proText:
      'AutoBahi Pro आपके ग्राहक, एडवांस रसीद वाली वाहन बुकिंग और वर्कशॉप के जॉब कार्ड सँभालता है — और इंटरनेट न हो तब भी चलता रहता है।',
    proCta: 'AutoBahi Pro देखें',
    pointPrivate: 'निजी: फ़ाइलें आपके डिवाइस पर ही रहती हैं',
    pointOffline: 'एक बार इंस्टॉल करें, ऑफ़लाइन चलाएँ',
    pointHindi: 'हिंदी और English',
    toolsTitle: 'सभी मुफ़्त टूल',
    toolsIntro:
      'हर टूल श्रेणी के अनुसार। हर टूल आपके ब्राउज़र में चलता है: कुछ अपलोड नहीं होता, साइन-अप की ज़रूरत नहीं, और इंस्टॉल करने के बाद बिना इंटरनेट भी चलते हैं।',
  },
})
