// Reports (issue 22): /reports — the catalogue of reports (registers, stock, accounts), the GST returns of a
// month (GSTR-1 table by table, its JSON for the portal, the GSTR-3B estimate) and the vouchers of a period
// exported for Tally. Declared once: route, feature,
// navigation entry and views (its paths helper).
import { ChartColumnBig } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const reportsModule = defineModule({
  feature: 'reports',
  path: '/reports',
  name: { en: 'Reports', hi: 'रिपोर्ट' },
  description: {
    en: 'Registers, stock, accounts, GST returns with the JSON for the portal, and your vouchers for Tally.',
    hi: 'रजिस्टर, स्टॉक, खाते, पोर्टल के JSON सहित GST रिटर्न, और Tally के लिए आपके वाउचर।',
  },
  icon: ChartColumnBig,
  load: () => import('./pages/reports-page'),
  views: {
    gst: (month?: string, table?: string) => ({ view: 'gst', month, table }),
    tally: (from?: string, to?: string) => ({ view: 'tally', from, to }),
    /** Any report of the catalogue with its period (`period=…`, `from`, `to`) and its own filters. */
    report: (id: string, params: Record<string, string> = {}) => ({ ...params, view: id }),
  },
})
