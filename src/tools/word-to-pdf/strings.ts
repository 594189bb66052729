import { defineStrings } from '@/lib/i18n'

export const useWordStrings = defineStrings({
  en: {
    typeLabel: 'Word .docx',
    rendering: 'Laying out the pages…',
    doc: 'This is an old Word .doc file. Open it in Word, WPS or LibreOffice and save it as .docx, then choose it here.',
    notDocx:
      'This file is not a Word .docx document, even though its name says so. Choose the original .docx file.',
    broken: 'This .docx could not be read: it may be damaged or not finished downloading.',
    previewLabel: 'Preview of {{name}}',
    save: 'Save as PDF',
    howTo:
      'Your browser’s print window opens. Choose “Save as PDF” as the printer (on Android: the share/print menu, then “Save as PDF”), keep margins at “None” or “Default”, and save.',
    notSupported:
      'Kept: headings, paragraphs, fonts, lists, tables, images, page size and margins, headers and footers, and Hindi text. Not kept: comments and tracked changes (the document is shown as it reads now), text boxes and drawings may move, and page breaks can differ slightly from Word.',
    another: 'Choose another file',
  },
  hi: {
    typeLabel: 'Word .docx',
    rendering: 'पेज बनाए जा रहे हैं…',
    doc: 'यह पुरानी Word .doc फ़ाइल है। इसे Word, WPS या LibreOffice में खोलकर .docx के रूप में सेव करें, फिर यहाँ चुनें।',
    notDocx: 'नाम के बावजूद यह Word .docx फ़ाइल नहीं है। असली .docx फ़ाइल चुनें।',
    broken: 'यह .docx पढ़ी नहीं जा सकी: शायद ख़राब है या डाउनलोड पूरा नहीं हुआ।',
    previewLabel: '{{name}} की झलक',
    save: 'PDF के रूप में सेव करें',
    howTo:
      'ब्राउज़र की प्रिंट विंडो खुलेगी। प्रिंटर में “Save as PDF” चुनें (Android पर: शेयर/प्रिंट मेनू, फिर “Save as PDF”), मार्जिन “None” या “Default” रखें, और सेव करें।',
    notSupported:
      'बना रहता है: हेडिंग, पैराग्राफ़, फ़ॉन्ट, सूचियाँ, टेबल, तस्वीरें, पेज साइज़ और मार्जिन, हेडर-फ़ुटर और हिंदी टेक्स्ट। नहीं रहता: कमेंट और ट्रैक किए बदलाव (दस्तावेज़ अभी जैसा पढ़ा जाता है वैसा दिखता है), टेक्स्ट बॉक्स और ड्रॉइंग खिसक सकते हैं, और पेज कहाँ टूटे यह Word से थोड़ा अलग हो सकता है।',
    another: 'दूसरी फ़ाइल चुनें',
  },
})
