import type { Lang } from '@/lib/i18n'
import type { LegalDoc } from '../marketing/legal-document'

/** The privacy policy in each language; section ids must match across languages (tested). */
export const PRIVACY_POLICY: Record<Lang, LegalDoc> = {
  en: {
    title: 'Privacy Policy',
    effectiveLabel: 'Effective from',
    intro:
      'AutoBahi has two parts: free tools that work inside your browser, and AutoBahi Pro, software for vehicle dealerships that needs an account. This policy says, in plain words, what data each part touches, where it goes and what you can ask us to do with it.',
    contentsLabel: 'Contents',
    sections: [
      {
        id: 'summary',
        heading: 'The short version',
        blocks: [
          [
            'The free tools process your files and text on your own device. They are never uploaded to us.',
            'Three tools need the internet to do their job — the URL shortener, the thumbnail downloader and shared polls — and they send only what that job needs.',
            'AutoBahi Pro stores your account and the business records you enter on our server, kept apart from every other account, with a copy on your signed-in devices so it works offline.',
            'We do not sell data, show advertising or use tracking cookies.',
            'You can export your Pro data, ask for it to be deleted, and use your rights under India’s Digital Personal Data Protection Act, 2023.',
          ],
        ],
      },
      {
        id: 'who',
        heading: 'Who we are and what this covers',
        blocks: [
          'This policy covers the AutoBahi website and installable app, including all free tools and AutoBahi Pro. “We” means the AutoBahi team that runs the service. For the personal data of people who use AutoBahi directly, we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (DPDP Act).',
          'When a dealership enters its own customers’ details into AutoBahi Pro, the dealership decides why and how that data is used and is the Data Fiduciary for it; we process it only on the dealership’s behalf, to run the service.',
        ],
      },
      {
        id: 'tools',
        heading: 'Free tools: your files stay on your device',
        blocks: [
          'PDF, image, calculator, text and document tools run in your browser. A file you open is read by your browser, processed in your device’s memory and saved back to your device when you download the result. It is not sent to us or to anyone else, and we cannot see it.',
          'The tools need no account. After the app is installed or the page has been loaded once, most of them work with the internet switched off, which you can check yourself.',
          'Some tools remember your work on this device so you can continue later — for example habit-tracker entries, resume and biodata drafts, and tool settings. This is kept in your browser’s storage, not on our server, and is removed when you clear the site’s data.',
        ],
      },
      {
        id: 'online-tools',
        heading: 'The few tools that go online',
        blocks: [
          'These tools cannot work without a network, and each one says so on its page:',
          [
            'URL shortener: the long link you ask to shorten is sent to the link-shortening service named in the tool. Nothing else is sent. Anyone who has the short link can open the long one.',
            'Thumbnail downloader: your browser requests the thumbnail image directly from the video site, using the video’s ID taken from the link you paste. The video site sees this request as it would see any visit to it.',
            'Shared polls: when you share a poll so that people can vote from their own phones, the question, the options and the votes are stored on our server so that every voter sees the same result. Anyone with the poll link can vote and see the result, so do not put personal details in a poll.',
          ],
          'Like every website, the server that delivers the app’s files receives your IP address and browser type with each request. We use these only to deliver the app and protect it from abuse.',
        ],
      },
      {
        id: 'pro-data',
        heading: 'AutoBahi Pro: what we store',
        blocks: [
          [
            'Account: your e-mail address and password. The password is stored only as a one-way hash by the sign-in service; we cannot read it.',
            'Profile: your role, the modules you may use and at what level (read, write or full), your subscription validity date and how many devices you may use.',
            'Device sessions: a random ID for each device you sign in on, its browser description and when it was last active. We need these to apply your device limit and to let you sign a device out.',
            'Business records: company settings (name, GSTIN, PAN, address, bank details, logo), customers, vehicles, bookings, invoices, receipts, job cards, parts, journal entries and the other records you create.',
          ],
          'Business records often include your customers’ names, phone numbers and addresses. Collect only what you need for the sale, the service or the law, and tell your customers why you collect it.',
        ],
      },
      {
        id: 'isolation',
        heading: 'How Pro data is kept apart and synced',
        blocks: [
          'Every record belongs to one account. Access rules on the server allow an account to read and change only its own records; staff accounts see only the modules their admin has given them.',
          'Each signed-in device keeps a copy of your records in the browser’s storage so that the shop floor keeps working when the internet does not. Changes made offline are sent to the server over an encrypted (HTTPS) connection when the network returns.',
          'If you sign out while some changes have not reached the server yet, the app warns you and keeps them on the device until you sign in again. To remove the copy from a device, sign out and clear the site’s data in the browser.',
        ],
      },
      {
        id: 'storage',
        heading: 'Cookies and storage on your device',
        blocks: [
          'We use no advertising cookies, no third-party trackers and no cross-site profiling. What we keep in your browser is there to make the app work:',
          [
            'your language choice (English or Hindi);',
            'drafts and settings of the tools you use;',
            'for Pro, your sign-in session and the device ID used for the device limit;',
            'the app’s own files, cached by its service worker so that it opens offline.',
          ],
          'You can clear all of this in your browser settings. The tools still work afterwards; you will lose saved drafts and Pro will ask you to sign in again.',
        ],
      },
      {
        id: 'use',
        heading: 'Why we use data, and who else sees it',
        blocks: [
          'We use personal data only to provide the service you asked for: to sign you in, store and sync your records, apply your plan and device limit, answer your messages, and keep the service secure. We do not use your business records for advertising, and we do not sell or rent any data.',
          'Our hosting and database provider stores data on our behalf and may not use it for anything else. We disclose data to authorities only where Indian law requires it.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          'Pro data is kept while your account exists. When a trial or subscription ends, the account becomes read-only and the data stays available for you to see and export; we do not delete it just because a subscription lapsed.',
          'When you delete your account, we delete its records from the live database within 30 days. Copies in backups are overwritten as those backups expire. Messages you send us are kept only as long as needed to deal with them.',
        ],
      },
      {
        id: 'export-delete',
        heading: 'Export and deletion',
        blocks: [
          'You can export your Pro records from within the app at any time, including after your subscription ends.',
          {
            text: 'To delete your account and its data, or a single customer’s records, write to us through the',
            linkTo: '/contact',
            linkText: 'contact page',
            after: '. We confirm that the request comes from the account holder before deleting anything.',
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights under the DPDP Act, 2023',
        blocks: [
          'If we hold your personal data, you may:',
          [
            'ask for a summary of the personal data we process about you and of the processing;',
            'ask us to correct, complete, update or erase it;',
            'withdraw a consent you gave, as easily as you gave it;',
            'nominate another person to use these rights if you die or become unable to;',
            'have a grievance answered by us, and then, if unsatisfied, complain to the Data Protection Board of India.',
          ],
          'If you are a dealership’s customer, send your request to the dealership first; it controls your records, and we help it answer.',
        ],
      },
      {
        id: 'grievance',
        heading: 'Grievances and questions',
        blocks: [
          {
            text: 'Write to our grievance contact through the',
            linkTo: '/contact',
            linkText: 'contact page',
            after: ' and choose “Privacy or data request”. We reply within 30 days, in English or Hindi.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        blocks: [
          'Data travels over HTTPS, each account can reach only its own records, passwords are stored hashed, and the device limit stops an account being used on more devices than allowed. Offline copies live in your browser’s storage, so protect your device with a screen lock and sign out of shared devices.',
          'If a breach affects your personal data, we will tell you and the Data Protection Board as the DPDP Act requires.',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          'The free tools collect no personal data, so anyone may use them. AutoBahi Pro accounts are for businesses and must be opened by people aged 18 or over.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          'When we change this policy we publish the new version here with a new effective date. If a change affects how Pro data is used, we also tell account holders in the app before it applies.',
        ],
      },
    ],
  },
  hi: {
    title: 'गोपनीयता नीति',
    effectiveLabel: 'प्रभावी तिथि',
    intro:
      'AutoBahi के दो हिस्से हैं: मुफ़्त टूल जो आपके ब्राउज़र के अंदर चलते हैं, और AutoBahi Pro, वाहन डीलरशिप का सॉफ़्टवेयर जिसके लिए खाता चाहिए। यह नीति सीधे शब्दों में बताती है कि हर हिस्सा कौन-सा डेटा छूता है, वह कहाँ जाता है और आप हमसे उसके बारे में क्या माँग सकते हैं।',
    contentsLabel: 'विषय-सूची',
    sections: [
      {
        id: 'summary',
        heading: 'संक्षेप में',
        blocks: [
          [
            'मुफ़्त टूल आपकी फ़ाइलों और टेक्स्ट को आपके अपने डिवाइस पर ही प्रोसेस करते हैं। वे हमें कभी अपलोड नहीं होते।',
            'तीन टूल को अपना काम करने के लिए इंटरनेट चाहिए — URL शॉर्टनर, थंबनेल डाउनलोडर और शेयर किए गए पोल — और वे सिर्फ़ उतना ही भेजते हैं जितना उस काम के लिए ज़रूरी है।',
            'AutoBahi Pro आपका खाता और आपके डाले गए व्यापार रिकॉर्ड हमारे सर्वर पर रखता है, हर दूसरे खाते से अलग, और आपके साइन-इन किए डिवाइस पर उनकी एक कॉपी रखता है ताकि बिना इंटरनेट भी काम चले।',
            'हम डेटा नहीं बेचते, विज्ञापन नहीं दिखाते और ट्रैकिंग कुकी इस्तेमाल नहीं करते।',
            'आप अपना Pro डेटा एक्सपोर्ट कर सकते हैं, उसे मिटाने को कह सकते हैं और भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत अपने अधिकार इस्तेमाल कर सकते हैं।',
          ],
        ],
      },
      {
        id: 'who',
        heading: 'हम कौन हैं और यह नीति किस पर लागू है',
        blocks: [
          'यह नीति AutoBahi वेबसाइट और इंस्टॉल होने वाले ऐप पर लागू है, जिसमें सभी मुफ़्त टूल और AutoBahi Pro शामिल हैं। “हम” का मतलब है AutoBahi टीम, जो यह सेवा चलाती है। AutoBahi को सीधे इस्तेमाल करने वालों के व्यक्तिगत डेटा के लिए, डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP अधिनियम) के तहत हम डेटा फ़िड्यूशरी हैं।',
          'जब कोई डीलरशिप अपने ग्राहकों का ब्योरा AutoBahi Pro में डालती है, तो उस डेटा का उपयोग क्यों और कैसे हो, यह डीलरशिप तय करती है और उसके लिए डेटा फ़िड्यूशरी वही है; हम उसे सिर्फ़ डीलरशिप की ओर से, सेवा चलाने के लिए प्रोसेस करते हैं।',
        ],
      },
      {
        id: 'tools',
        heading: 'मुफ़्त टूल: आपकी फ़ाइलें आपके डिवाइस पर ही रहती हैं',
        blocks: [
          'पीडीएफ़, इमेज, कैलकुलेटर, टेक्स्ट और दस्तावेज़ टूल आपके ब्राउज़र में चलते हैं। आप जो फ़ाइल खोलते हैं उसे आपका ब्राउज़र पढ़ता है, आपके डिवाइस की मेमोरी में प्रोसेस करता है और नतीजा डाउनलोड करने पर आपके डिवाइस में ही सेव करता है। वह न हमें भेजी जाती है, न किसी और को, और हम उसे देख नहीं सकते।',
          'टूल के लिए कोई खाता नहीं चाहिए। ऐप इंस्टॉल करने या पेज एक बार खुल जाने के बाद ज़्यादातर टूल इंटरनेट बंद होने पर भी चलते हैं — आप ख़ुद जाँच सकते हैं।',
          'कुछ टूल आपका काम इसी डिवाइस पर याद रखते हैं ताकि आप बाद में आगे बढ़ा सकें — जैसे हैबिट ट्रैकर की एंट्री, रिज़्यूमे और बायोडाटा के ड्राफ़्ट और टूल की सेटिंग। यह आपके ब्राउज़र के स्टोरेज में रहता है, हमारे सर्वर पर नहीं, और साइट का डेटा साफ़ करने पर मिट जाता है।',
        ],
      },
      {
        id: 'online-tools',
        heading: 'वे गिने-चुने टूल जो ऑनलाइन जाते हैं',
        blocks: [
          'ये टूल नेटवर्क के बिना काम नहीं कर सकते, और हर टूल अपने पेज पर यह बताता है:',
          [
            'URL शॉर्टनर: जिस लंबे लिंक को आप छोटा करवाना चाहते हैं, वह टूल में बताई गई लिंक-शॉर्टनिंग सेवा को भेजा जाता है। इसके अलावा कुछ नहीं भेजा जाता। जिसके पास छोटा लिंक है, वह लंबा लिंक खोल सकता है।',
            'थंबनेल डाउनलोडर: आपका ब्राउज़र थंबनेल इमेज सीधे वीडियो साइट से माँगता है, आपके चिपकाए लिंक से निकाली गई वीडियो ID के ज़रिए। वीडियो साइट इस अनुरोध को वैसे ही देखती है जैसे अपनी किसी भी विज़िट को।',
            'शेयर किए गए पोल: जब आप पोल शेयर करते हैं ताकि लोग अपने फ़ोन से वोट दें, तो सवाल, विकल्प और वोट हमारे सर्वर पर रखे जाते हैं ताकि हर वोटर को एक ही नतीजा दिखे। पोल लिंक वाला कोई भी वोट दे सकता है और नतीजा देख सकता है, इसलिए पोल में व्यक्तिगत जानकारी न डालें।',
          ],
          'हर वेबसाइट की तरह, ऐप की फ़ाइलें देने वाले सर्वर को हर अनुरोध के साथ आपका IP पता और ब्राउज़र का प्रकार मिलता है। हम इनका उपयोग सिर्फ़ ऐप पहुँचाने और उसे दुरुपयोग से बचाने के लिए करते हैं।',
        ],
      },
      {
        id: 'pro-data',
        heading: 'AutoBahi Pro: हम क्या रखते हैं',
        blocks: [
          [
            'खाता: आपका ई-मेल पता और पासवर्ड। साइन-इन सेवा पासवर्ड को सिर्फ़ एकतरफ़ा हैश के रूप में रखती है; हम उसे पढ़ नहीं सकते।',
            'प्रोफ़ाइल: आपकी भूमिका, आप कौन-से मॉड्यूल किस स्तर (read, write या full) पर इस्तेमाल कर सकते हैं, सदस्यता की वैधता तिथि और आप कितने डिवाइस इस्तेमाल कर सकते हैं।',
            'डिवाइस सेशन: जिस डिवाइस पर आप साइन इन करते हैं उसकी एक रैंडम ID, उसके ब्राउज़र का विवरण और वह आख़िरी बार कब सक्रिय था। डिवाइस सीमा लागू करने और किसी डिवाइस को साइन आउट करने के लिए ये ज़रूरी हैं।',
            'व्यापार रिकॉर्ड: कंपनी सेटिंग (नाम, GSTIN, PAN, पता, बैंक विवरण, लोगो), ग्राहक, वाहन, बुकिंग, बिल, रसीदें, जॉब कार्ड, पार्ट्स, जर्नल एंट्री और आपके बनाए दूसरे रिकॉर्ड।',
          ],
          'व्यापार रिकॉर्ड में अक्सर आपके ग्राहकों के नाम, फ़ोन नंबर और पते होते हैं। सिर्फ़ उतना ही लें जितना बिक्री, सर्विस या क़ानून के लिए ज़रूरी है, और अपने ग्राहकों को बताएँ कि आप यह क्यों ले रहे हैं।',
        ],
      },
      {
        id: 'isolation',
        heading: 'Pro डेटा अलग कैसे रहता है और सिंक कैसे होता है',
        blocks: [
          'हर रिकॉर्ड एक खाते का होता है। सर्वर के एक्सेस नियम किसी खाते को सिर्फ़ उसके अपने रिकॉर्ड पढ़ने और बदलने देते हैं; स्टाफ़ खाते सिर्फ़ वही मॉड्यूल देखते हैं जो उनके एडमिन ने दिए हैं।',
          'हर साइन-इन किया डिवाइस आपके रिकॉर्ड की एक कॉपी ब्राउज़र के स्टोरेज में रखता है ताकि इंटरनेट न होने पर भी शोरूम का काम चलता रहे। बिना इंटरनेट किए गए बदलाव नेटवर्क लौटने पर एन्क्रिप्टेड (HTTPS) कनेक्शन से सर्वर पर भेजे जाते हैं।',
          'अगर कुछ बदलाव सर्वर तक पहुँचने से पहले आप साइन आउट करते हैं, तो ऐप आपको चेतावनी देता है और उन्हें डिवाइस पर तब तक रखता है जब तक आप दोबारा साइन इन न करें। किसी डिवाइस से कॉपी हटाने के लिए साइन आउट करें और ब्राउज़र में साइट का डेटा साफ़ करें।',
        ],
      },
      {
        id: 'storage',
        heading: 'आपके डिवाइस पर कुकी और स्टोरेज',
        blocks: [
          'हम कोई विज्ञापन कुकी, थर्ड-पार्टी ट्रैकर या क्रॉस-साइट प्रोफ़ाइलिंग इस्तेमाल नहीं करते। आपके ब्राउज़र में जो रखा जाता है, वह ऐप चलाने के लिए है:',
          [
            'आपकी भाषा का चुनाव (हिंदी या अंग्रेज़ी);',
            'आपके इस्तेमाल किए टूल के ड्राफ़्ट और सेटिंग;',
            'Pro के लिए, आपका साइन-इन सेशन और डिवाइस सीमा के लिए डिवाइस ID;',
            'ऐप की अपनी फ़ाइलें, जिन्हें उसका सर्विस वर्कर कैश करता है ताकि ऐप बिना इंटरनेट खुले।',
          ],
          'आप यह सब ब्राउज़र की सेटिंग में साफ़ कर सकते हैं। इसके बाद भी टूल चलते रहेंगे; बस सेव किए ड्राफ़्ट मिट जाएँगे और Pro दोबारा साइन इन माँगेगा।',
        ],
      },
      {
        id: 'use',
        heading: 'हम डेटा का उपयोग क्यों करते हैं, और इसे और कौन देखता है',
        blocks: [
          'हम व्यक्तिगत डेटा का उपयोग सिर्फ़ आपकी माँगी सेवा देने के लिए करते हैं: आपको साइन इन कराना, आपके रिकॉर्ड रखना और सिंक करना, आपका प्लान और डिवाइस सीमा लागू करना, आपके संदेशों का जवाब देना और सेवा को सुरक्षित रखना। हम आपके व्यापार रिकॉर्ड विज्ञापन के लिए इस्तेमाल नहीं करते, और कोई डेटा न बेचते हैं न किराए पर देते हैं।',
          'हमारा होस्टिंग और डेटाबेस प्रदाता हमारी ओर से डेटा रखता है और उसे किसी और काम में नहीं ले सकता। हम डेटा अधिकारियों को सिर्फ़ तभी देते हैं जब भारतीय क़ानून इसकी माँग करे।',
        ],
      },
      {
        id: 'retention',
        heading: 'हम डेटा कितने समय तक रखते हैं',
        blocks: [
          'Pro डेटा तब तक रखा जाता है जब तक आपका खाता है। ट्रायल या सदस्यता ख़त्म होने पर खाता सिर्फ़ पढ़ने लायक (read-only) हो जाता है और डेटा देखने और एक्सपोर्ट करने के लिए उपलब्ध रहता है; सिर्फ़ सदस्यता ख़त्म होने से हम उसे नहीं मिटाते।',
          'आप खाता मिटाते हैं तो हम उसके रिकॉर्ड 30 दिन के अंदर लाइव डेटाबेस से मिटा देते हैं। बैकअप की कॉपियाँ उन बैकअप की अवधि पूरी होने पर मिट जाती हैं। आपके भेजे संदेश सिर्फ़ तब तक रखे जाते हैं जब तक उन पर काम पूरा न हो।',
        ],
      },
      {
        id: 'export-delete',
        heading: 'एक्सपोर्ट और डेटा मिटाना',
        blocks: [
          'आप अपने Pro रिकॉर्ड ऐप के अंदर से कभी भी एक्सपोर्ट कर सकते हैं, सदस्यता ख़त्म होने के बाद भी।',
          {
            text: 'अपना खाता और उसका डेटा, या किसी एक ग्राहक के रिकॉर्ड मिटवाने के लिए हमें',
            linkTo: '/contact',
            linkText: 'संपर्क पेज',
            after: ' से लिखें। कुछ भी मिटाने से पहले हम पक्का करते हैं कि अनुरोध खाताधारक का ही है।',
          },
        ],
      },
      {
        id: 'rights',
        heading: 'DPDP अधिनियम, 2023 के तहत आपके अधिकार',
        blocks: [
          'अगर हमारे पास आपका व्यक्तिगत डेटा है, तो आप:',
          [
            'हमसे आपके बारे में प्रोसेस हो रहे व्यक्तिगत डेटा और उसकी प्रोसेसिंग का सारांश माँग सकते हैं;',
            'उसे सुधारने, पूरा करने, अपडेट करने या मिटाने को कह सकते हैं;',
            'दी हुई सहमति उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से दी थी;',
            'किसी दूसरे व्यक्ति को नामित कर सकते हैं जो आपकी मृत्यु या असमर्थता पर ये अधिकार इस्तेमाल करे;',
            'अपनी शिकायत का जवाब हमसे पा सकते हैं, और संतुष्ट न होने पर भारत के डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
          ],
          'अगर आप किसी डीलरशिप के ग्राहक हैं, तो अपना अनुरोध पहले उस डीलरशिप को भेजें; आपके रिकॉर्ड उसके नियंत्रण में हैं, और जवाब देने में हम उसकी मदद करते हैं।',
        ],
      },
      {
        id: 'grievance',
        heading: 'शिकायत और सवाल',
        blocks: [
          {
            text: 'हमारे शिकायत संपर्क को',
            linkTo: '/contact',
            linkText: 'संपर्क पेज',
            after: ' से लिखें और “गोपनीयता या डेटा अनुरोध” चुनें। हम 30 दिन के अंदर हिंदी या अंग्रेज़ी में जवाब देते हैं।',
          },
        ],
      },
      {
        id: 'security',
        heading: 'सुरक्षा',
        blocks: [
          'डेटा HTTPS से आता-जाता है, हर खाता सिर्फ़ अपने रिकॉर्ड तक पहुँच सकता है, पासवर्ड हैश करके रखे जाते हैं, और डिवाइस सीमा किसी खाते को तय संख्या से ज़्यादा डिवाइस पर चलने से रोकती है। ऑफ़लाइन कॉपियाँ आपके ब्राउज़र के स्टोरेज में रहती हैं, इसलिए अपने डिवाइस पर स्क्रीन लॉक लगाएँ और साझा डिवाइस से साइन आउट करें।',
          'अगर किसी सेंधमारी (breach) से आपका व्यक्तिगत डेटा प्रभावित होता है, तो DPDP अधिनियम के अनुसार हम आपको और डेटा संरक्षण बोर्ड को सूचित करेंगे।',
        ],
      },
      {
        id: 'children',
        heading: 'बच्चे',
        blocks: [
          'मुफ़्त टूल कोई व्यक्तिगत डेटा नहीं लेते, इसलिए कोई भी उन्हें इस्तेमाल कर सकता है। AutoBahi Pro खाते व्यापार के लिए हैं और इन्हें 18 वर्ष या उससे अधिक उम्र के लोग ही खोल सकते हैं।',
        ],
      },
      {
        id: 'changes',
        heading: 'इस नीति में बदलाव',
        blocks: [
          'नीति बदलने पर हम नया संस्करण नई प्रभावी तिथि के साथ यहीं प्रकाशित करते हैं। अगर बदलाव से Pro डेटा के उपयोग पर असर पड़ता है, तो लागू होने से पहले हम खाताधारकों को ऐप में भी बताते हैं।',
        ],
      },
    ],
  },
}
