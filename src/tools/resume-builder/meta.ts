import { FileUser } from 'lucide-react'
import { defineTool } from '../define-tool'

export const meta = defineTool({
  slug: 'resume-builder',
  category: 'documents',
  icon: FileUser,
  name: { en: 'Resume Builder', hi: 'रिज़्यूमे बिल्डर' },
  title: {
    en: 'Free Resume Builder – ATS-Friendly PDF in English or Hindi',
    hi: 'मुफ़्त रिज़्यूमे बिल्डर – अंग्रेज़ी या हिंदी में ATS-फ़्रेंडली PDF',
  },
  description: {
    en: 'Build a resume in three templates with a live PDF preview and reorderable sections. Real text that ATS software reads; Hindi printed right. Works offline.',
    hi: 'तीन टेम्पलेट, लाइव PDF प्रीव्यू और क्रम बदलने लायक़ भागों के साथ रिज़्यूमे बनाएँ। असली टेक्स्ट जिसे ATS पढ़ सके; हिंदी सही छपती है। ऑफ़लाइन भी।',
  },
  keywords: [
    'resume',
    'cv',
    'resume builder',
    'cv maker',
    'biodata for job',
    'ats resume',
    'रिज़्यूमे',
    'बायोडाटा',
    'resume in hindi',
  ],
  offline: 'full',
  load: () => import('./resume-builder-tool'),
})
