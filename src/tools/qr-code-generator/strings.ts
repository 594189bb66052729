import { defineStrings } from '@/lib/i18n'

export const useQrGeneratorStrings = defineStrings({
  en: {
    contentHeading: 'Content',
    optionsHeading: 'Look and size',
    resultHeading: 'Your QR code',
    privacy: 'The code is made on this device. Nothing you type or pick is uploaded.',
  },
  hi: {
    contentHeading: 'सामग्री',
    optionsHeading: 'रूप और आकार',
    resultHeading: 'आपका QR कोड',
    privacy: 'कोड इसी डिवाइस पर बनता है। आप जो लिखते या चुनते हैं, वह कहीं अपलोड नहीं होता।',
  },
})
