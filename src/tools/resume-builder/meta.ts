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
    en: 'Build a resume with three templates, live PDF preview, optional photo and sections you can reorder. Real, selectable text that applicant-tracking systems read; Hindi printed correctly. Saved on your device, works offline.',
    hi: 'तीन टेम्पलेट, लाइव PDF प्रीव्यू, वैकल्पिक फ़ोटो और ऊपर-नीचे किए जा सकने वाले भागों के साथ रिज़्यूमे बनाएँ। असली, चुनने लायक़ टेक्स्ट जिसे ATS पढ़ सकें; हिंदी सही छपती है। आपके डिवाइस पर सेव, ऑफ़लाइन भी।',
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
