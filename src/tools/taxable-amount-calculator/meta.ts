import { Calculator } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'taxable-amount-calculator',
  category: 'calculators',
  icon: Calculator,
  name: { en: 'Taxable Amount Calculator', hi: 'टैक्सेबल राशि कैलकुलेटर' },
  title: {
    en: 'Income Tax Calculator – New vs Old Regime, GST Taxable',
    hi: 'इनकम टैक्स कैलकुलेटर – नई बनाम पुरानी व्यवस्था, GST',
  },
  description: {
    en: 'Compare income tax under the new and old regime with 87A rebate, marginal relief and cess, or find the GST taxable value in an inclusive price.',
    hi: 'नई और पुरानी टैक्स व्यवस्था में इनकम टैक्स की तुलना करें, 87A छूट, मार्जिनल रिलीफ़ और सेस के साथ, या GST सहित कीमत में टैक्सेबल वैल्यू निकालें।',
  },
  keywords: [
    'income tax',
    'tax calculator',
    'new regime',
    'old regime',
    '87a rebate',
    'taxable income',
    'gst taxable value',
    'आयकर',
    'इनकम टैक्स',
    'kar yogya aay',
    'tax kitna lagega',
  ],
  offline: 'full',
  load: () => import('./taxable-amount-calculator-tool'),
})
