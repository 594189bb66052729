// The books' screens (issue 19 part 2): receipts, refunds and payments at /receipts, and the party ledger at
// /party-ledger (its own feature in the access map), the day, cash and bank books at /day-book (read under the
// ledger's feature), journal entries and the chart of accounts at /journal-entry.
import { BookOpenText, IndianRupee, NotebookPen, NotebookTabs } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const receiptsModule = defineModule({
  feature: 'receipts',
  path: '/receipts',
  name: { en: 'Receipts', hi: 'रसीदें' },
  description: {
    en: 'Money received, advances refunded and suppliers paid, with the cheque register.',
    hi: 'प्राप्त रकम, अग्रिम की वापसी और सप्लायरों को भुगतान, चेक रजिस्टर के साथ।',
  },
  icon: IndianRupee,
  load: () => import('./pages/receipts-page'),
  views: {
    voucher: (id: string) => ({ id }),
    new: (
      kind: 'rcpt' | 'rfnd' | 'pay',
      /** `bill`: the bill the money is for, settled first (a supplier's bill's Pay link). */
      from: { party?: string; booking?: string; against?: string; bill?: string } = {},
    ) => ({
      new: kind,
      ...from,
    }),
  },
})

export const partyLedgerModule = defineModule({
  feature: 'party_ledger',
  path: '/party-ledger',
  name: { en: 'Party ledger', hi: 'पार्टी लेजर' },
  description: {
    en: "A party's running balance, open bills with overdue days, and a statement of account to share.",
    hi: 'पार्टी का चालू शेष, देरी के दिनों के साथ खुले बिल, और साझा करने के लिए खाता विवरण।',
  },
  icon: BookOpenText,
  load: () => import('./pages/party-ledger-page'),
  views: {
    party: (id: string) => ({ party: id }),
  },
})

/** The day, cash and bank books read the same postings as the party ledger, so reading them is its permission. */
export const dayBookModule = defineModule({
  feature: 'party_ledger',
  path: '/day-book',
  name: { en: 'Day book', hi: 'रोज़नामचा' },
  description: {
    en: 'Every voucher of a day, and the cash and bank books with opening and closing balances.',
    hi: 'एक दिन के सभी वाउचर, और प्रारंभिक व अंतिम शेष के साथ रोकड़ बही और बैंक बही।',
  },
  icon: NotebookTabs,
  load: () => import('./pages/day-book-page'),
  views: {
    book: (book: 'day' | 'cash' | 'bank') => ({ book }),
  },
})

export const journalModule = defineModule({
  feature: 'journal_entry',
  path: '/journal-entry',
  name: { en: 'Journal entries', hi: 'जर्नल प्रविष्टियाँ' },
  description: {
    en: 'Adjustments, contra, opening balances and reversals, with the chart of accounts and your banks.',
    hi: 'समायोजन, कॉन्ट्रा, प्रारंभिक शेष और उलट प्रविष्टियाँ, खातों की सूची और आपके बैंकों के साथ।',
  },
  icon: NotebookPen,
  load: () => import('./pages/journal-page'),
  views: {
    voucher: (id: string) => ({ id }),
    new: (preset: 'adjustment' | 'contra' | 'opening' = 'adjustment') => ({
      new: preset === 'adjustment' ? 1 : preset,
    }),
    accounts: () => ({ view: 'accounts' }),
  },
})
