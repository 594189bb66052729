// The books' screens (issue 19 part 2): receipts, refunds and payments at /receipts, and the party ledger at
// /party-ledger (its own feature in the access map). The journal joins as its own module in this folder.
import { BookOpenText, IndianRupee } from 'lucide-react'

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

export const partyLedgerModule = {
  feature: 'party_ledger',
  path: '/party-ledger',
  name: { en: 'Party ledger', hi: 'पार्टी लेजर' },
  description: {
    en: "A party's running balance, open bills with overdue days, and a statement of account to share.",
    hi: 'पार्टी का चालू शेष, देरी के दिनों के साथ खुले बिल, और साझा करने के लिए खाता विवरण।',
  },
  icon: BookOpenText,
  load: () => import('./pages/party-ledger-page'),
} as const
