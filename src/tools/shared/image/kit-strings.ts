import { defineStrings } from '@/lib/i18n'

/** Strings shared by the image tools' file list, batch run and results. */
export const useImageKitStrings = defineStrings({
  en: {
    typeLabel: 'JPG, PNG, WebP, GIF, BMP or AVIF',
    listLabel: 'Images',
    needImages: 'Add one or more images. They stay on this device; nothing is uploaded.',
    count_one: '{{count}} image',
    count_other: '{{count}} images',
    working: 'Working on {{name}}… {{percent}}%',
    startOver: 'Start over',
    resultsTitle: 'Results',
    sizes: '{{before}} → {{after}}',
    saved: '{{percent}}% smaller',
    notSmaller: 'not smaller',
    dimensions: '{{width}} × {{height}} px',
    keptOriginal:
      'The new file would not be smaller, so your original is kept unchanged (with its metadata).',
    targetMissed:
      'Could not reach the target size even at the lowest quality. Try making the picture smaller with the Image resizer.',
    targetMissedPng:
      'PNG is lossless, so this is as small as it gets and it is above the target size. Choose WebP, JPG or AVIF under “Save as” to reach the size.',
    targetMet: 'Fits the target size (quality {{quality}}).',
    targetMetPng: 'Fits the target size (lossless PNG).',
    shrunk:
      'This picture was larger than this device can draw, so it was scaled down to {{width}} × {{height}} px.',
    willShrink:
      '{{name}} ({{width}} × {{height}} px) is larger than this device can draw, so it will be saved at {{toWidth}} × {{toHeight}} px.',
    downloadZip: 'Download all as ZIP ({{size}})',
    download: 'Download',
    failed_one: '{{count}} file could not be done.',
    failed_other: '{{count}} files could not be done.',
    doneSummary_one: '{{count}} image ready: {{before}} → {{after}} in total.',
    doneSummary_other: '{{count}} images ready: {{before}} → {{after}} in total.',
    cancelled: 'Stopped. Nothing was changed.',
  },
  hi: {
    typeLabel: 'JPG, PNG, WebP, GIF, BMP या AVIF',
    listLabel: 'तस्वीरें',
    needImages: 'एक या ज़्यादा तस्वीरें जोड़ें। ये इसी डिवाइस पर रहती हैं; कुछ भी अपलोड नहीं होता।',
    count_one: '{{count}} तस्वीर',
    count_other: '{{count}} तस्वीरें',
    working: '{{name}} पर काम चल रहा है… {{percent}}%',
    startOver: 'फिर से शुरू करें',
    resultsTitle: 'नतीजे',
    sizes: '{{before}} → {{after}}',
    saved: '{{percent}}% छोटी',
    notSmaller: 'छोटी नहीं हुई',
    dimensions: '{{width}} × {{height}} px',
    keptOriginal: 'नई फ़ाइल छोटी नहीं बनती, इसलिए आपकी असली फ़ाइल बिना बदले रखी गई है (उसकी मेटाडेटा के साथ)।',
    targetMissed: 'सबसे कम क्वालिटी पर भी तय साइज़ तक नहीं पहुँच सके। Image resizer से तस्वीर छोटी करके कोशिश करें।',
    targetMissedPng:
      'PNG में क्वालिटी नहीं घटती, इसलिए यह इससे छोटी नहीं बनती और तय साइज़ से बड़ी है। साइज़ तक पहुँचने के लिए “किस रूप में सेव करें” में WebP, JPG या AVIF चुनें।',
    targetMet: 'तय साइज़ में आ गई (क्वालिटी {{quality}})।',
    targetMetPng: 'तय साइज़ में आ गई (बिना क्वालिटी खोए PNG)।',
    shrunk: 'यह तस्वीर इस डिवाइस की सीमा से बड़ी थी, इसलिए {{width}} × {{height}} px तक छोटी की गई।',
    willShrink:
      '{{name}} ({{width}} × {{height}} px) इस डिवाइस की सीमा से बड़ी है, इसलिए यह {{toWidth}} × {{toHeight}} px में सेव होगी।',
    downloadZip: 'सब ZIP में डाउनलोड करें ({{size}})',
    download: 'डाउनलोड करें',
    failed_one: '{{count}} फ़ाइल नहीं बन सकी।',
    failed_other: '{{count}} फ़ाइलें नहीं बन सकीं।',
    doneSummary_one: '{{count}} तस्वीर तैयार: कुल {{before}} → {{after}}।',
    doneSummary_other: '{{count}} तस्वीरें तैयार: कुल {{before}} → {{after}}।',
    cancelled: 'रोक दिया गया। कुछ नहीं बदला।',
  },
})
