import { defineStrings } from '@/lib/i18n'

/** Heading strings of /feedback; the form's own strings are in src/modules/feedback. */
export const useFeedbackPageStrings = defineStrings({
  en: {
    title: 'Send feedback',
    lead: 'Tell us what works, what does not and what you would like next. It takes a minute, needs no login and works offline too.',
  },
  hi: {
    title: 'सुझाव भेजें',
    lead: 'बताइए क्या अच्छा चल रहा है, क्या नहीं, और आगे आप क्या चाहते हैं। एक मिनट लगता है, लॉगिन नहीं चाहिए और बिना इंटरनेट भी चलता है।',
  },
})
