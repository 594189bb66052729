import { defineStrings } from '@/lib/i18n'

/** Strings shared by the money calculators' input fields and the GST rate chips. */
export const useCalcStrings = defineStrings({
  en: {
    errEmpty: 'Enter an amount.',
    errEmptyNumber: 'Enter a number.',
    errInvalid: 'Use digits only, for example 1,50,000 or 8.5.',
    errNegative: 'Enter a value of zero or more, not a negative one.',
    errZero: 'Enter a value greater than zero.',
    errTooLarge: 'That number is too large to calculate with.',
    errTooManyDecimals: 'Use at most two digits after the decimal point (paise).',
    errAboveMax: 'Enter at most {{limit}}.',
    errBelowMin: 'Enter at least {{limit}}.',
    errNotWhole: 'Enter a whole number.',
    fixInputs: 'Correct the highlighted field to see the result.',
    custom: 'Other',
    customRate: 'Custom GST rate',
    customHint: 'For example 12 or 28 for older invoices.',
    errRate: 'Enter a rate between 0 and 100 per cent, for example 18 or 0.25.',
  },
  hi: {
    errEmpty: 'राशि लिखें।',
    errEmptyNumber: 'कोई संख्या लिखें।',
    errInvalid: 'केवल अंक लिखें, जैसे 1,50,000 या 8.5।',
    errNegative: 'शून्य या उससे ज़्यादा लिखें, ऋणात्मक (माइनस) नहीं।',
    errZero: 'शून्य से ज़्यादा लिखें।',
    errTooLarge: 'यह संख्या गणना के लिए बहुत बड़ी है।',
    errTooManyDecimals: 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक (पैसे) लिखें।',
    errAboveMax: 'ज़्यादा से ज़्यादा {{limit}} लिखें।',
    errBelowMin: 'कम से कम {{limit}} लिखें।',
    errNotWhole: 'पूर्ण संख्या लिखें, दशमलव नहीं।',
    fixInputs: 'नतीजा देखने के लिए लाल निशान वाला खाना ठीक करें।',
    custom: 'अन्य',
    customRate: 'अपनी GST दर',
    customHint: 'जैसे पुराने बिलों के लिए 12 या 28।',
    errRate: '0 से 100 प्रतिशत के बीच दर लिखें, जैसे 18 या 0.25।',
  },
})
