// The GST returns and the Tally export.
import type { ReportEntry } from './report-entry'

export const GST_REPORTS: readonly ReportEntry[] = [
  {
    id: 'gst',
    group: 'gst',
    title: { en: 'GST returns', hi: 'GST रिटर्न' },
    hint: {
      en: 'GSTR-1 of a month table by table, its JSON for the portal, and a GSTR-3B estimate.',
      hi: 'महीने का GSTR-1 तालिका-दर-तालिका, पोर्टल के लिए उसका JSON, और GSTR-3B का अनुमान।',
    },
    load: () => import('../components/gst-returns').then((m) => ({ default: m.GstReturns })),
  },
  {
    id: 'tally',
    group: 'gst',
    title: { en: 'Export to Tally', hi: 'Tally में एक्सपोर्ट' },
    hint: {
      en: 'The vouchers of a period as one Tally import file, ledgers created on import.',
      hi: 'एक अवधि के वाउचर एक Tally इम्पोर्ट फ़ाइल में, लेजर इम्पोर्ट पर बनते हैं।',
    },
    load: () => import('../components/tally-export').then((m) => ({ default: m.TallyExport })),
  },
]
