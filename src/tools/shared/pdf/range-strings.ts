import { defineStrings } from '@/lib/i18n'
import type { RangeError } from './page-ranges'

export const useRangeStrings = defineStrings({
  en: {
    empty: 'Type the pages you want, for example 1-3, 5, 8-',
    badToken:
      '“{{token}}” is not a page or a range. Use numbers like 4, ranges like 2-6, or 8- for page 8 to the end.',
    zeroPage: '“{{token}}”: pages start at 1.',
    outOfRange: '“{{token}}”: this file has only {{pageCount}} pages, so there is no page {{page}}.',
  },
  hi: {
    empty: 'जो पेज चाहिए वो लिखें, जैसे 1-3, 5, 8-',
    badToken: '“{{token}}” कोई पेज या रेंज नहीं है। 4 जैसे नंबर, 2-6 जैसी रेंज, या पेज 8 से आख़िर तक के लिए 8- लिखें।',
    zeroPage: '“{{token}}”: पेज 1 से शुरू होते हैं।',
    outOfRange: '“{{token}}”: इस फ़ाइल में सिर्फ़ {{pageCount}} पेज हैं, पेज {{page}} नहीं है।',
  },
})

/** The message for a range error in the user's language. */
export function rangeMessage(t: ReturnType<typeof useRangeStrings>, error: RangeError): string {
  switch (error.reason) {
    case 'empty':
      return t('empty')
    case 'badToken':
      return t('badToken', { token: error.token })
    case 'zeroPage':
      return t('zeroPage', { token: error.token })
    case 'outOfRange':
      return t('outOfRange', { token: error.token, page: error.page, pageCount: error.pageCount })
  }
}
