import { Landmark } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'emi-calculator',
  category: 'calculators',
  icon: Landmark,
  name: { en: 'EMI Calculator', hi: 'EMI कैलकुलेटर' },
  title: {
    en: 'EMI Calculator – Home, Car & Personal Loan EMI',
    hi: 'EMI कैलकुलेटर – होम, कार और पर्सनल लोन की EMI',
  },
  description: {
    en: 'Work out your loan EMI, total interest and full amortisation schedule. Try prepayments, export CSV or print. Free, private, works offline.',
    hi: 'लोन की EMI, कुल ब्याज और पूरा भुगतान शेड्यूल निकालें। प्रीपेमेंट आज़माएँ, CSV डाउनलोड या प्रिंट करें। मुफ़्त, निजी, ऑफ़लाइन भी।',
  },
  keywords: [
    'emi',
    'loan emi',
    'home loan',
    'car loan',
    'personal loan',
    'amortisation schedule',
    'prepayment',
    'लोन ईएमआई',
    'किस्त',
    'emi nikalna',
    'loan ki kist',
  ],
  offline: 'full',
  load: () => import('./emi-calculator-tool'),
})
