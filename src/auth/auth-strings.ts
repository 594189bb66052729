// Messages of the sign-in flow. The English texts are the spec's catalogue (§5, §6, §8) word for word.
import { currentLanguage, defineStrings, translate } from '@/lib/i18n'

const AUTH_STRINGS = {
  en: {
    loading: 'Loading…',
    signInFailed: 'Sign in Failed',
    signUpFailed: 'Sign up Failed',
    somethingWrong: 'Something went wrong',
    profileFailed: 'Could not retrieve user profile.',
    sessionsFailed: 'Could not verify active sessions.',
    registerFailed: 'Could not register device session.',
    limitTitle: 'Login Limit Reached',
    limitText: 'You have reached your maximum device limit of {{limit}}. Please log out from another device.',
    slotsText:
      'Your company has used all 36 device invoice series of this financial year, so no new device can be added until 1 April. Sign in on a device already in use.',
    logoutFailed: 'Logout Failed',
    expiredTitle: 'Session Expired',
    expiredText: 'You have been logged out due to inactivity.',
    deniedTitle: 'Access Denied',
    deniedText: 'You do not have permission to access this page.',
    notAdmin: 'This account is not an administrator. Sign in on the regular sign-in page.',
    remoteTitle: 'Signed out',
    remoteText: 'This device was signed out from another device.',
    staleText:
      'This device was not used for 30 days and no longer holds a place among your devices. Sign in again.',
    notAuthenticated: 'User not authenticated.',
    offlineAction: 'You are offline. Connect to the internet and try again.',
  },
  hi: {
    loading: 'लोड हो रहा है…',
    signInFailed: 'साइन इन नहीं हो सका',
    signUpFailed: 'साइन अप नहीं हो सका',
    somethingWrong: 'कुछ गड़बड़ हो गई',
    profileFailed: 'यूज़र प्रोफ़ाइल नहीं मिल सकी।',
    sessionsFailed: 'चालू सेशन की जाँच नहीं हो सकी।',
    registerFailed: 'इस डिवाइस का सेशन दर्ज नहीं हो सका।',
    limitTitle: 'लॉगिन सीमा पूरी हो गई',
    limitText: 'आप अधिकतम {{limit}} डिवाइस की सीमा तक पहुँच गए हैं। कृपया किसी दूसरे डिवाइस से लॉग आउट करें।',
    slotsText:
      'आपकी कंपनी इस वित्त वर्ष की सभी 36 डिवाइस इनवॉइस सीरीज़ इस्तेमाल कर चुकी है, इसलिए 1 अप्रैल तक कोई नया डिवाइस नहीं जुड़ सकता। पहले से इस्तेमाल हो रहे डिवाइस पर साइन इन करें।',
    logoutFailed: 'लॉग आउट नहीं हो सका',
    expiredTitle: 'सेशन समाप्त',
    expiredText: 'काफ़ी देर तक कोई गतिविधि न होने के कारण आपको लॉग आउट कर दिया गया है।',
    deniedTitle: 'पहुँच नहीं है',
    deniedText: 'आपको यह पेज खोलने की अनुमति नहीं है।',
    notAdmin: 'यह खाता एडमिन का नहीं है। सामान्य साइन इन पेज पर साइन इन करें।',
    remoteTitle: 'साइन आउट हो गया',
    remoteText: 'इस डिवाइस को किसी दूसरे डिवाइस से साइन आउट कर दिया गया।',
    staleText: 'यह डिवाइस 30 दिन से इस्तेमाल नहीं हुआ, इसलिए अब आपके डिवाइसों में इसकी जगह नहीं रही। फिर से साइन इन करें।',
    notAuthenticated: 'यूज़र प्रमाणित नहीं है।',
    offlineAction: 'आप ऑफ़लाइन हैं। इंटरनेट से जुड़कर फिर कोशिश करें।',
  },
} as const

export type AuthStringKey = keyof (typeof AUTH_STRINGS)['en']

/** The hook for components. */
export const useAuthStrings = defineStrings(AUTH_STRINGS)

/** The same strings for code outside React (toasts from the auth flow), in the current language. */
export function authText(key: AuthStringKey, values?: Record<string, string | number>): string {
  const lang = currentLanguage()
  return translate(AUTH_STRINGS[lang], lang, key, values)
}
