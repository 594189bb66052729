import { defineStrings } from '@/lib/i18n'

/** Strings of /about: who makes AutoBahi, why, its principles and what is free. */
export const useAboutStrings = defineStrings({
  en: {
    title: 'About AutoBahi',
    lead: 'A bahi is the ledger Indian traders have kept for generations. AutoBahi is two things built in that spirit: free everyday tools that work on your own device, and AutoBahi Pro, software that runs a vehicle dealership’s showroom, workshop and accounts.',
    whyTitle: 'Why we built it',
    whyTools:
      'Most online tools ask you to upload a salary slip, an Aadhaar card or a signed agreement to a server you know nothing about, just to merge two pages or shrink a photo. A modern browser can do that work itself. So every AutoBahi tool that can run on your device does, and your file never leaves it.',
    whyPro:
      'Dealerships lose sales when their software stops with the internet, and their data is often locked inside a vendor’s system. AutoBahi Pro keeps working on a shop-floor tablet without a connection, syncs when the network returns, follows GST and Indian paperwork, and lets you export your records whenever you want.',
    whoTitle: 'Who makes it',
    whoText:
      'AutoBahi is made by a small team of engineers who build for the way Indian shops and showrooms actually work: mixed Hindi and English, patchy internet, cash and UPI, and a financial year that starts in April.',
    principlesTitle: 'What we hold to',
    p1Title: 'Your files stay yours',
    p1Text: 'Tools process files in your browser. We cannot see them, so we cannot lose, sell or leak them.',
    p2Title: 'Works without internet',
    p2Text: 'Install the app once and the tools open offline. Pro keeps billing when the connection drops.',
    p3Title: 'Hindi and English, fully',
    p3Text: 'Every screen, message and error exists in both languages. Switch at any time from the header.',
    p4Title: 'Indian practice built in',
    p4Text: 'Numbers grouped as 12,34,567, GST with CGST/SGST or IGST, invoice series per financial year.',
    p5Title: 'Your data can leave',
    p5Text: 'Pro records are yours to export at any time, even after a subscription ends.',
    p6Title: 'Honest about limits',
    p6Text: 'The few tools that must go online say so, and send only what the job needs.',
    freeTitle: 'What is free',
    freeText:
      'Every tool in the catalogue is free to use, with no account and no sign-up. AutoBahi Pro is a paid subscription for dealerships, and every new account starts with a free 14-day trial.',
    browseTools: 'Browse the free tools',
    seePro: 'See AutoBahi Pro',
    contact: 'Contact us',
  },
  hi: {
    title: 'AutoBahi के बारे में',
    lead: 'बही वह खाता है जो भारतीय व्यापारी पीढ़ियों से रखते आए हैं। AutoBahi इसी सोच से बनी दो चीज़ें हैं: रोज़मर्रा के मुफ़्त टूल जो आपके अपने डिवाइस पर चलते हैं, और AutoBahi Pro, जो वाहन डीलरशिप का शोरूम, वर्कशॉप और हिसाब-किताब चलाने वाला सॉफ़्टवेयर है।',
    whyTitle: 'हमने इसे क्यों बनाया',
    whyTools:
      'ज़्यादातर ऑनलाइन टूल सिर्फ़ दो पेज जोड़ने या फ़ोटो छोटी करने के लिए आपसे सैलरी स्लिप, आधार कार्ड या साइन किया हुआ एग्रीमेंट किसी अनजान सर्वर पर अपलोड करवाते हैं। आज का ब्राउज़र यह काम ख़ुद कर सकता है। इसलिए AutoBahi का हर वह टूल जो आपके डिवाइस पर चल सकता है, वहीं चलता है, और आपकी फ़ाइल कभी बाहर नहीं जाती।',
    whyPro:
      'जब इंटरनेट के साथ सॉफ़्टवेयर भी रुक जाता है तो डीलरशिप की बिक्री छूट जाती है, और उनका डेटा अक्सर किसी वेंडर के सिस्टम में बंद रहता है। AutoBahi Pro शोरूम के टैबलेट पर बिना कनेक्शन भी चलता रहता है, नेटवर्क लौटने पर सिंक करता है, GST और भारतीय काग़ज़ी काम के नियम मानता है, और आप जब चाहें अपने रिकॉर्ड एक्सपोर्ट कर सकते हैं।',
    whoTitle: 'इसे कौन बनाता है',
    whoText:
      'AutoBahi इंजीनियरों की एक छोटी टीम बनाती है जो भारतीय दुकानों और शोरूम के असली कामकाज के लिए बनाती है: हिंदी-अंग्रेज़ी मिली भाषा, आता-जाता इंटरनेट, नकद और UPI, और अप्रैल से शुरू होने वाला वित्तीय वर्ष।',
    principlesTitle: 'हमारे उसूल',
    p1Title: 'आपकी फ़ाइलें आपकी ही रहती हैं',
    p1Text: 'टूल फ़ाइलों को आपके ब्राउज़र में प्रोसेस करते हैं। हम उन्हें देख ही नहीं सकते, तो खो, बेच या लीक भी नहीं कर सकते।',
    p2Title: 'बिना इंटरनेट भी चलता है',
    p2Text: 'ऐप एक बार इंस्टॉल करें, टूल ऑफ़लाइन खुलेंगे। कनेक्शन जाने पर भी Pro में बिलिंग चलती रहती है।',
    p3Title: 'पूरी तरह हिंदी और अंग्रेज़ी',
    p3Text: 'हर स्क्रीन, संदेश और त्रुटि दोनों भाषाओं में है। हेडर से कभी भी भाषा बदलें।',
    p4Title: 'भारतीय तौर-तरीक़े पहले से शामिल',
    p4Text: 'संख्याएँ 12,34,567 की तरह, CGST/SGST या IGST के साथ GST, हर वित्तीय वर्ष की अलग बिल सीरीज़।',
    p5Title: 'आपका डेटा आपके साथ जा सकता है',
    p5Text: 'Pro के रिकॉर्ड आप कभी भी एक्सपोर्ट कर सकते हैं, सदस्यता ख़त्म होने के बाद भी।',
    p6Title: 'सीमाओं के बारे में ईमानदार',
    p6Text: 'जिन गिने-चुने टूल को ऑनलाइन जाना ही पड़ता है, वे यह साफ़ बताते हैं और सिर्फ़ ज़रूरी चीज़ भेजते हैं।',
    freeTitle: 'क्या मुफ़्त है',
    freeText:
      'सूची का हर टूल मुफ़्त है, बिना खाते और बिना साइन-अप के। AutoBahi Pro डीलरशिप के लिए सशुल्क सदस्यता है, और हर नया खाता 14 दिन के मुफ़्त ट्रायल से शुरू होता है।',
    browseTools: 'मुफ़्त टूल देखें',
    seePro: 'AutoBahi Pro देखें',
    contact: 'हमसे संपर्क करें',
  },
})
