import { defineStrings } from '@/lib/i18n'

export const useThumbStrings = defineStrings({
  en: {
    link: 'Video link',
    linkHint: 'YouTube (watch, youtu.be, Shorts, embed, live, m., music.), Vimeo or Dailymotion.',
    show: 'Show thumbnails',
    empty: 'Paste the link of a video first.',
    notLink: 'This is not a link. Copy the address of the video (Share → Copy link) and paste it here.',
    unsupported: 'Links from this site are not supported. Use a YouTube, Vimeo or Dailymotion link.',
    noId: 'This link does not point to one video. Open the video itself and copy its link.',
    offline:
      'You are offline. Thumbnails come from the video site, so this tool needs the internet. Your link is checked here; the pictures appear when you are back online.',
    found_youtube: 'YouTube video {{id}}',
    found_vimeo: 'Vimeo video {{id}}',
    found_dailymotion: 'Dailymotion video {{id}}',
    loading: 'Asking the video site for its thumbnails…',
    notFound: 'The video site did not give thumbnails for this video. It may be private or removed.',
    network: 'Could not reach the video site. Check the internet connection and try again.',
    size: '{{width}} × {{height}}',
    download: 'Download {{width}} × {{height}}',
    missing: 'Not available for this video: {{sizes}}.',
    opened:
      'The site does not allow a direct download, so the picture opened in a new tab. Save it from there (long-press or right-click).',
    alt: 'Thumbnail, {{width}} × {{height}}',
  },
  hi: {
    link: 'वीडियो लिंक',
    linkHint: 'YouTube (watch, youtu.be, Shorts, embed, live, m., music.), Vimeo या Dailymotion।',
    show: 'थंबनेल दिखाएँ',
    empty: 'पहले किसी वीडियो का लिंक पेस्ट करें।',
    notLink: 'यह लिंक नहीं है। वीडियो का पता कॉपी करें (Share → Copy link) और यहाँ पेस्ट करें।',
    unsupported: 'इस साइट के लिंक नहीं चलते। YouTube, Vimeo या Dailymotion का लिंक डालें।',
    noId: 'यह लिंक किसी एक वीडियो का नहीं है। वीडियो खोलकर उसी का लिंक कॉपी करें।',
    offline:
      'आप ऑफ़लाइन हैं। थंबनेल वीडियो साइट से आते हैं, इसलिए इस टूल को इंटरनेट चाहिए। आपका लिंक यहीं जाँचा जाता है; तस्वीरें इंटरनेट लौटने पर दिखेंगी।',
    found_youtube: 'YouTube वीडियो {{id}}',
    found_vimeo: 'Vimeo वीडियो {{id}}',
    found_dailymotion: 'Dailymotion वीडियो {{id}}',
    loading: 'वीडियो साइट से थंबनेल माँगे जा रहे हैं…',
    notFound: 'वीडियो साइट ने इस वीडियो के थंबनेल नहीं दिए। शायद यह प्राइवेट है या हटा दिया गया है।',
    network: 'वीडियो साइट तक नहीं पहुँच सके। इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
    size: '{{width}} × {{height}}',
    download: '{{width}} × {{height}} डाउनलोड करें',
    missing: 'इस वीडियो के लिए उपलब्ध नहीं: {{sizes}}।',
    opened:
      'साइट सीधे डाउनलोड नहीं करने देती, इसलिए तस्वीर नए टैब में खुली है। वहीं से सेव करें (देर तक दबाएँ या राइट-क्लिक करें)।',
    alt: 'थंबनेल, {{width}} × {{height}}',
  },
})
