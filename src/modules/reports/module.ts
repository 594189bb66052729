// Reports (issue 22): /reports — the GST returns of a month (GSTR-1 table by table, its JSON for the portal,
// the GSTR-3B estimate) and the vouchers of a period exported for Tally. Declared once: route, feature,
// navigation entry and views (its paths helper).
import { ChartColumnBig } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const reportsModule = defineModule({
  feature: 'reports',
  path: '/reports',
  name: { en: 'Reports', hi: 'रिपोर्ट' },
  description: {
    en: 'GST returns of a month with the JSON for the portal, and your vouchers exported for Tally.',
    hi: 'महीने के GST रिटर्न और पोर्टल के लिए JSON, और आपके वाउचर Tally के लिए एक्सपोर्ट।',
  },
  icon: ChartColumnBig,
  load: () => import('./pages/reports-page'),
  views: {
    gst: (month?: string, table?: string) => ({ view: 'gst', month, table }),
    tally: (from?: string, to?: string) => ({ view: 'tally', from, to }),
  },
})
