// The vehicle stock register with its ageing, and the parts stock reports.
import type { ReportEntry } from './report-entry'

export const STOCK_REPORTS: readonly ReportEntry[] = [
  {
    id: 'vehicle-stock',
    group: 'stock',
    title: { en: 'Vehicle stock and ageing', hi: 'वाहन स्टॉक और उम्र' },
    hint: {
      en: 'Units held at the period’s end at landed cost, aged 0–30, 31–60, 61–90 and over 90 days.',
      hi: 'अवधि के अंत में हाथ के वाहन लैंडेड लागत पर, 0–30, 31–60, 61–90 और 90 दिन से ऊपर की उम्र में।',
    },
    load: () => import('../components/vehicle-stock-report'),
  },
  {
    id: 'parts-stock',
    group: 'stock',
    title: { en: 'Parts stock', hi: 'पार्ट्स स्टॉक' },
    hint: {
      en: 'Stock summary at moving average cost, a part’s stock ledger, the reorder list and non-moving parts.',
      hi: 'चलती औसत लागत पर स्टॉक सारांश, एक पार्ट का स्टॉक लेजर, री-ऑर्डर सूची और न बिकने वाले पार्ट्स।',
    },
    load: () => import('../components/parts-stock-report'),
  },
]
