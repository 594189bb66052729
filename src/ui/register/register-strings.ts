import { defineStrings } from '@/lib/i18n'

/** Strings of the register (src/ui/register): generic words only; the caller names its rows and columns. */
export const useRegisterStrings = defineStrings({
  en: {
    rows_one: '{{count}} row',
    rows_other: '{{count}} rows',
    shown: '{{shown}} of {{total}}',
    total: '{{header}}: {{amount}}',
    loading: 'Loading…',
    clearFilters: 'Clear filters',
    exportCsv: 'Export CSV',
    exportExcel: 'Export Excel',
    exporting: 'Making the file…',
    exportFailed: 'The file could not be made. Try again.',
    cancelExport: 'Stop',
    exportStopped: 'Export stopped.',
    exportHint: 'Exports the {{count}} rows shown, with the filters applied.',
    keysHint: 'Up and down arrows move between rows, Home and End go to the first and last, Enter opens.',
  },
  hi: {
    rows_one: '{{count}} पंक्ति',
    rows_other: '{{count}} पंक्तियाँ',
    shown: '{{total}} में से {{shown}}',
    total: '{{header}}: {{amount}}',
    loading: 'लोड हो रहा है…',
    clearFilters: 'फ़िल्टर हटाएँ',
    exportCsv: 'CSV निर्यात करें',
    exportExcel: 'Excel निर्यात करें',
    exporting: 'फ़ाइल बन रही है…',
    exportFailed: 'फ़ाइल नहीं बन सकी। फिर कोशिश करें।',
    cancelExport: 'रोकें',
    exportStopped: 'निर्यात रोका गया।',
    exportHint: 'दिख रही {{count}} पंक्तियाँ, लगे फ़िल्टर के साथ, निर्यात होती हैं।',
    keysHint: 'ऊपर-नीचे तीर से पंक्ति बदलें, Home और End से पहली और आख़िरी पर जाएँ, Enter से खोलें।',
  },
})
