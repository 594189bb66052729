// The accounts reports: the books, what is outstanding by age, the trial balance, the profit and loss account
// and the cash-limit exceptions.
import type { ReportEntry } from './report-entry'

export const ACCOUNTS_REPORTS: readonly ReportEntry[] = [
  {
    id: 'day-book',
    group: 'accounts',
    title: { en: 'Day book', hi: 'रोज़नामचा' },
    hint: {
      en: 'Every voucher of the period in date order, with the cash and bank money each moved.',
      hi: 'अवधि के सभी वाउचर तारीख़ के क्रम में, हर एक से आई-गई नकद और बैंक रकम के साथ।',
    },
    load: () => import('../components/books-report'),
  },
  {
    id: 'cash-book',
    group: 'accounts',
    title: { en: 'Cash book', hi: 'रोकड़ बही' },
    hint: {
      en: 'Cash in hand: the opening, each receipt and payment with the running balance, the closing.',
      hi: 'हाथ में नकद: प्रारंभिक शेष, हर प्राप्ति और भुगतान चालू शेष के साथ, अंतिम शेष।',
    },
    load: () => import('../components/books-report').then((m) => ({ default: m.CashBookReport })),
  },
  {
    id: 'bank-book',
    group: 'accounts',
    title: { en: 'Bank book', hi: 'बैंक बही' },
    hint: {
      en: 'One bank account: the opening, money in and out with the running balance, the closing.',
      hi: 'एक बैंक खाता: प्रारंभिक शेष, आई-गई रकम चालू शेष के साथ, अंतिम शेष।',
    },
    load: () => import('../components/books-report').then((m) => ({ default: m.BankBookReport })),
  },
  {
    id: 'receivables',
    group: 'accounts',
    title: { en: 'Outstanding receivables', hi: 'बकाया वसूली' },
    hint: {
      en: 'What customers owe, bill by bill, aged 0–30 to over 120 days by bill or due date, party-wise.',
      hi: 'ग्राहकों पर बकाया, बिल-दर-बिल, बिल या देय तारीख़ से 0–30 से 120 दिन से ज़्यादा तक, पार्टी-वार।',
    },
    load: () => import('../components/ageing-report'),
  },
  {
    id: 'payables',
    group: 'accounts',
    title: { en: 'Outstanding payables', hi: 'बकाया देनदारी' },
    hint: {
      en: 'What you owe suppliers on vehicle and parts bills, aged by bill or due date, supplier-wise.',
      hi: 'वाहन और पार्ट्स के बिलों पर सप्लायरों को देय, बिल या देय तारीख़ से उम्र के अनुसार, सप्लायर-वार।',
    },
    load: () => import('../components/ageing-report').then((m) => ({ default: m.PayablesReport })),
  },
  {
    id: 'trial-balance',
    group: 'accounts',
    title: { en: 'Trial balance', hi: 'तलपट' },
    hint: {
      en: 'Every account’s debit or credit balance on a day under its group, the two totals equal.',
      hi: 'किसी दिन हर खाते का डेबिट या क्रेडिट शेष उसके समूह में, दोनों जोड़ बराबर।',
    },
    load: () => import('../components/trial-balance-report'),
  },
  {
    id: 'profit-loss',
    group: 'accounts',
    title: { en: 'Profit and loss', hi: 'लाभ-हानि खाता' },
    hint: {
      en: 'Income less expenses of the period, with opening and closing stock of vehicles and parts derived.',
      hi: 'अवधि की आय घटा व्यय, वाहनों और पार्ट्स के प्रारंभिक और अंतिम स्टॉक के साथ।',
    },
    load: () => import('../components/profit-loss-report'),
  },
  {
    id: 'cash-exceptions',
    group: 'accounts',
    title: { en: 'Cash-limit exceptions', hi: 'नकद सीमा के उल्लंघन' },
    hint: {
      en: 'Cash of ₹2 lakh or more received (s.269ST) and cash above ₹10,000 paid in a day (s.40A(3)).',
      hi: '₹2 लाख या ज़्यादा की नकद प्राप्ति (धारा 269ST) और एक दिन में ₹10,000 से ज़्यादा नकद भुगतान (धारा 40A(3))।',
    },
    load: () => import('../components/cash-exceptions-report'),
  },
]
