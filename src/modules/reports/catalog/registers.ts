// The sales and purchase registers and the compliance lists (TCS, e-invoices pending).
import type { ReportEntry } from './report-entry'

export const REGISTER_REPORTS: readonly ReportEntry[] = [
  {
    id: 'sales-register',
    group: 'sales',
    title: { en: 'Sales register', hi: 'बिक्री रजिस्टर' },
    hint: {
      en: 'Vehicle and workshop invoices with credit notes: party, GSTIN, place of supply, HSN, tax heads, TCS.',
      hi: 'वाहन और वर्कशॉप इनवॉइस, क्रेडिट नोट के साथ: पार्टी, GSTIN, आपूर्ति का स्थान, HSN, टैक्स, TCS।',
    },
    load: () => import('../components/sales-register-report'),
  },
  {
    id: 'purchase-register',
    group: 'sales',
    title: { en: 'Purchase register', hi: 'ख़रीद रजिस्टर' },
    hint: {
      en: 'Vehicle and parts bills with returns: supplier, bill number and date, tax heads, ITC.',
      hi: 'वाहन और पार्ट्स के बिल, वापसी के साथ: सप्लायर, बिल नंबर और तारीख, टैक्स, ITC।',
    },
    load: () => import('../components/purchase-register-report'),
  },
  {
    id: 'tcs-register',
    group: 'sales',
    title: { en: 'TCS register', hi: 'TCS रजिस्टर' },
    hint: {
      en: 'TCS collected on vehicle sales: buyer’s PAN, consideration, tax and section.',
      hi: 'वाहन बिक्री पर वसूला गया TCS: ख़रीदार का PAN, प्रतिफल, टैक्स और धारा।',
    },
    load: () => import('../components/tcs-register-report'),
  },
  {
    id: 'einvoice-pending',
    group: 'sales',
    title: { en: 'E-invoices pending', hi: 'बाकी ई-इनवॉइस' },
    hint: {
      en: 'B2B vehicle invoices not yet reported to the IRP, with the days left of 30.',
      hi: 'B2B वाहन इनवॉइस जो अभी IRP को नहीं भेजे गए, 30 में से बचे दिनों के साथ।',
    },
    load: () => import('../components/einvoice-pending-report'),
  },
]
