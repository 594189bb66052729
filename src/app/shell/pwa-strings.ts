import { defineStrings } from '@/lib/i18n'

/** Strings of the install and update prompts. */
export const usePwaStrings = defineStrings({
  en: {
    updateReady: 'A new version of AutoBahi is ready',
    updateReload: 'Reload',
    updateLater: 'Later',
    updateLaterLabel: 'Dismiss: update when I next open AutoBahi',
    installRegion: 'Install AutoBahi',
    installTitle: 'Install AutoBahi',
    installText: 'Open the tools from your home screen, even without internet.',
    installButton: 'Install',
    installIosText: 'Tap Share, then Add to Home Screen.',
    installDismiss: 'Not now',
    installDismissLabel: 'Hide the install suggestion',
  },
  hi: {
    updateReady: 'AutoBahi का नया वर्ज़न तैयार है',
    updateReload: 'रीलोड करें',
    updateLater: 'बाद में',
    updateLaterLabel: 'बंद करें: अगली बार AutoBahi खोलने पर अपडेट करें',
    installRegion: 'AutoBahi इंस्टॉल करें',
    installTitle: 'AutoBahi इंस्टॉल करें',
    installText: 'टूल सीधे होम स्क्रीन से खोलें, बिना इंटरनेट के भी।',
    installButton: 'इंस्टॉल करें',
    installIosText: 'Share बटन दबाएँ, फिर Add to Home Screen चुनें।',
    installDismiss: 'अभी नहीं',
    installDismissLabel: 'इंस्टॉल का सुझाव छिपाएँ',
  },
})
