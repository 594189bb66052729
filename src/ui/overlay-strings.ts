import { defineStrings } from '@/lib/i18n'

/** Strings of the toaster, drawer and menu controls. */
export const useOverlayStrings = defineStrings({
  en: {
    close: 'Close',
    notifications: 'Notifications',
  },
  hi: {
    close: 'बंद करें',
    notifications: 'सूचनाएँ',
  },
})
