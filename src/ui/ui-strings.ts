import { defineStrings } from '@/lib/i18n'

/** Strings of the generic controls in src/ui. */
export const useUiStrings = defineStrings({
  en: {
    copy: 'Copy',
    copied: 'Copied',
    copiedAnnouncement: 'Copied to the clipboard',
    copyFailed: 'Could not copy. Select the text and press Ctrl+C (or long-press and Copy on a phone).',
    download: 'Download .txt',
    createdBy: 'Created by {{name}}',
    changedBy: 'last changed by {{name}}',
  },
  hi: {
    copy: 'कॉपी करें',
    copied: 'कॉपी हो गया',
    copiedAnnouncement: 'क्लिपबोर्ड पर कॉपी हो गया',
    copyFailed: 'कॉपी नहीं हो सका। टेक्स्ट चुनकर Ctrl+C दबाएँ (फ़ोन पर देर तक दबाकर कॉपी चुनें)।',
    download: '.txt डाउनलोड करें',
    createdBy: '{{name}} ने बनाया',
    changedBy: 'आख़िरी बदलाव {{name}} ने किया',
  },
})
