// The books' screens (issue 19 part 2): receipts, refunds and payments at /receipts. The journal and the party
// ledger join as their own modules in this folder.
import { IndianRupee } from 'lucide-react'

export const receiptsModule = {
  feature: 'receipts',
  path: '/receipts',
  name: { en: 'Receipts', hi: 'रसीदें' },
  description: {
    en: 'Money received, advances refunded and suppliers paid, with the cheque register.',
    hi: 'प्राप्त रकम, अग्रिम की वापसी और सप्लायरों को भुगतान, चेक रजिस्टर के साथ।',
  },
  icon: IndianRupee,
  load: () => import('./pages/receipts-page'),
} as const
