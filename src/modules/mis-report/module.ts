// The MIS report (issue 22 item 4, research/modules.md §3.16): /mis-report — the month the owner reads, against
// the month before and the same month a year before, and the financial year to date against the last. Declared
// once: route, feature, navigation entry and its one view (the month in the address).
import { Gauge } from 'lucide-react'
import { defineModule } from '@/lib/define-module'

export const misReportModule = defineModule({
  feature: 'mis_report',
  path: '/mis-report',
  name: { en: 'MIS report', hi: 'MIS रिपोर्ट' },
  description: {
    en: 'Your month on one page against last month and last year: sales, workshop, money, stock and GST.',
    hi: 'आपका महीना एक पन्ने पर, पिछले महीने और पिछले साल से तुलना: बिक्री, वर्कशॉप, पैसा, स्टॉक और GST।',
  },
  icon: Gauge,
  load: () => import('./pages/mis-report-page'),
  views: {
    /** The month `yyyy-mm` (`period=m:yyyy-mm`, as the reports write it). */
    month: (month: string) => ({ period: `m:${month}` }),
  },
})
