import { defineStrings } from '@/lib/i18n'

/** Strings of /autobahi-pro, the marketing page of the dealership suite. */
export const useProStrings = defineStrings({
  en: {
    eyebrow: 'For two- and four-wheeler dealers',
    title: 'AutoBahi Pro: showroom, workshop and accounts in one app',
    lead: 'Book vehicles, issue GST invoices, run job cards and keep the books — on a shop-floor tablet that keeps working when the internet drops, and syncs when it returns.',
    ctaTrial: 'Start the 14-day free trial',
    ctaLogin: 'Sign in',
    ctaNote: 'English and Hindi · works offline · export your data any time',

    modulesTitle: 'Everything a dealership runs on',
    showroomTitle: 'Showroom',
    showroom1: 'Customers with GSTIN, PAN and address, ready for every document',
    showroom2: 'Vehicle purchases from the OEM, purchase returns and stock by chassis and engine number',
    showroom3: 'Bookings with advance receipts, marked “not a tax invoice” as GST requires',
    showroom4: 'Vehicle invoices for registered (RINV-) and unregistered (NRINV-) buyers',
    showroom5: 'Sales returns as credit notes against the original invoice',
    workshopTitle: 'Workshop',
    workshop1:
      'Job cards by registration or chassis number, with complaints, odometer, labour and parts, and a printable card',
    workshop2: 'Parts inventory with HSN, MRP and stock levels',
    workshop3: 'Parts purchases and purchase returns',
    workshop4: 'Workshop sales returns',
    workshop5: 'Service follow-ups when a vehicle is due by date or kilometres',
    accountsTitle: 'Accounts',
    accounts1: 'Receipts against bookings and invoices, by cash, UPI, card or cheque',
    accounts2: 'Journal entries for everything else',
    accounts3: 'Party ledger with a running balance for every customer and supplier',
    accounts4: 'Sales, purchase, stock and GST reports',
    accounts5: 'A management (MIS) report for the owner',

    offlineTitle: 'Built for the shop floor, not the server room',
    offlineText:
      'Showroom Wi-Fi fails at the worst moment. AutoBahi Pro keeps a copy of your records on the device, so billing, bookings and job cards carry on without a connection.',
    offline1Title: 'Works offline',
    offline1Text:
      'Every screen opens and saves without internet on a tablet, phone or PC where you have signed in before.',
    offline2Title: 'Syncs by itself',
    offline2Text:
      'Changes go to the server when the network returns. If two devices changed the same record, nothing is lost silently.',
    offline3Title: 'No clashing invoice numbers',
    offline3Text:
      'Each device issues numbers from its own series, so two counters billing offline never produce the same number.',

    gstTitle: 'GST rules applied for you',
    gstText:
      'Invoices carry what CGST Rule 46 asks for, and the tax is worked out from where the vehicle is delivered.',
    gst1: 'CGST + SGST for a sale within your state, IGST for a sale to another state, decided by the place of supply',
    gst2: 'HSN code, rate and tax amount on every line; current vehicle and parts rates (5 %, 18 %, 40 %) by date',
    gst3: 'Invoice numbers of up to 16 characters, unique in each financial year (April to March)',
    gst4: 'Name, address, delivery address and state code required for unregistered buyers, as the rules say for invoices of ₹50,000 or more',
    gst5: 'TCS of 1 % worked out when a vehicle sells for more than ₹10 lakh',
    gst6: 'E-invoice-ready data: buyer and seller GSTINs, HSN, taxable value and tax heads on every B2B invoice',
    gstNote:
      'AutoBahi Pro does not connect to the Invoice Registration Portal: it does not generate an IRN or signed QR code and files nothing for you. If e-invoicing applies to your business, you still register invoices on the portal.',

    accessTitle: 'Staff accounts, access and devices',
    access1Title: 'Access by module',
    access1Text:
      'Give each staff member read, write or full access per module: a cashier can take receipts without seeing the ledger, a service advisor can open job cards without touching invoices.',
    access2Title: 'Device limits',
    access2Text:
      'Each account can be signed in on a set number of devices, one by default. A new device is refused until another signs out.',
    access3Title: 'An admin in charge',
    access3Text: 'The admin adds users, sets their access and validity, and is not held to the device limit.',

    stepsTitle: 'How it works',
    step1Title: 'Sign up',
    step1Text: 'Create an account with your e-mail. The 14-day trial starts at once.',
    step2Title: 'Set up your company',
    step2Text: 'GSTIN, address, bank details, logo and invoice prefixes (RINV-, NRINV-).',
    step3Title: 'Add your staff',
    step3Text: 'One account per person, with the modules each one needs.',
    step4Title: 'Start billing',
    step4Text: 'Book, invoice and open job cards — online or offline.',

    faqTitle: 'Questions dealers ask',
    faq1Q: 'What happens if the internet goes down in the middle of a sale?',
    faq1A:
      'Nothing changes for you. The invoice is saved on the device with its number and can be printed at once; it reaches the server when the connection returns.',
    faq2Q: 'Does AutoBahi Pro generate e-invoices (IRN)?',
    faq2A:
      'No. It keeps the data an e-invoice needs on each B2B invoice, but it does not connect to the Invoice Registration Portal. If your turnover makes e-invoicing compulsory, register those invoices on the portal.',
    faq3Q: 'Is it for two-wheeler or four-wheeler dealers?',
    faq3A:
      'Both. Vehicles are tracked by chassis and engine number, and GST rates follow the vehicle’s HSN and the date of sale.',
    faq4Q: 'Can I take my data out?',
    faq4A:
      'Yes. Your records are yours and can be exported at any time, including after a subscription ends.',
    faq5Q: 'What happens when the trial ends?',
    faq5A:
      'The account becomes read-only: you can still see and export everything, and you can add and edit again once you subscribe.',
    faq6Q: 'Can my staff use it in Hindi?',
    faq6A: 'Yes. Every screen is in Hindi and English, and each person can choose their own language.',
    faq7Q: 'How much does it cost?',
    faq7A:
      'Plans depend on the number of users and devices. Try it free for 14 days, then ask us through the contact page for the plan that fits your dealership.',

    finalTitle: 'See it on your own showroom floor',
    finalText: 'Fourteen days free, in English or Hindi.',
    finalContact: 'Ask for a demo',

    invoiceLabel:
      'Sample GST invoice from AutoBahi Pro: a 125 cc motorcycle, taxable value ₹80,000, CGST and SGST at 9 % each, total ₹94,400.',
    invoiceSample: 'Sample',
    invoiceTaxInvoice: 'Tax invoice',
    invoiceOriginal: 'Original for recipient',
    invoiceDealer: 'Your Dealership',
    invoiceDealerPlace: 'Lucknow, Uttar Pradesh',
    invoiceNo: 'Invoice no.',
    invoiceBuyer: 'Buyer',
    invoiceBuyerValue: 'Unregistered, Lucknow',
    invoicePlaceOfSupply: 'Place of supply',
    invoiceItem: 'Motorcycle',
    invoiceItemValue: '125 cc motorcycle, BS-VI',
    invoiceTaxable: 'Taxable value',
    invoiceTotal: 'Total',
    invoiceInWords: 'In words',
  },
  hi: {
    eyebrow: 'दोपहिया और चारपहिया डीलरों के लिए',
    title: 'AutoBahi Pro: शोरूम, वर्कशॉप और हिसाब-किताब एक ही ऐप में',
    lead: 'वाहन बुक करें, GST बिल बनाएँ, जॉब कार्ड चलाएँ और खाते रखें — शोरूम के टैबलेट पर, जो इंटरनेट जाने पर भी चलता रहता है और लौटने पर सिंक कर लेता है।',
    ctaTrial: '14 दिन का मुफ़्त ट्रायल शुरू करें',
    ctaLogin: 'साइन इन करें',
    ctaNote: 'हिंदी और अंग्रेज़ी · बिना इंटरनेट चलता है · डेटा कभी भी एक्सपोर्ट करें',

    modulesTitle: 'डीलरशिप का पूरा काम',
    showroomTitle: 'शोरूम',
    showroom1: 'GSTIN, PAN और पते के साथ ग्राहक, हर दस्तावेज़ के लिए तैयार',
    showroom2: 'कंपनी (OEM) से वाहन ख़रीद, ख़रीद वापसी, और चेसिस व इंजन नंबर से स्टॉक',
    showroom3: 'एडवांस रसीद के साथ बुकिंग, GST के नियम के अनुसार “टैक्स इनवॉइस नहीं” लिखा हुआ',
    showroom4: 'रजिस्टर्ड (RINV-) और अनरजिस्टर्ड (NRINV-) ख़रीदारों के लिए वाहन बिल',
    showroom5: 'मूल बिल के सामने क्रेडिट नोट के रूप में सेल्स रिटर्न',
    workshopTitle: 'वर्कशॉप',
    workshop1: 'रजिस्ट्रेशन या चेसिस नंबर से जॉब कार्ड, शिकायतें, ओडोमीटर, लेबर और पार्ट्स के साथ, प्रिंट करने लायक कार्ड',
    workshop2: 'HSN, MRP और स्टॉक के साथ पार्ट्स इन्वेंटरी',
    workshop3: 'पार्ट्स की ख़रीद और ख़रीद वापसी',
    workshop4: 'वर्कशॉप सेल्स रिटर्न',
    workshop5: 'तारीख़ या किलोमीटर से सर्विस ड्यू होने पर सर्विस फ़ॉलो-अप',
    accountsTitle: 'हिसाब-किताब',
    accounts1: 'बुकिंग और बिल के सामने रसीदें, नकद, UPI, कार्ड या चेक से',
    accounts2: 'बाक़ी सब के लिए जर्नल एंट्री',
    accounts3: 'हर ग्राहक और सप्लायर का चालू बैलेंस के साथ पार्टी लेजर',
    accounts4: 'बिक्री, ख़रीद, स्टॉक और GST रिपोर्ट',
    accounts5: 'मालिक के लिए मैनेजमेंट (MIS) रिपोर्ट',

    offlineTitle: 'शोरूम के लिए बना, सर्वर रूम के लिए नहीं',
    offlineText:
      'शोरूम का वाई-फ़ाई सबसे ग़लत समय पर जाता है। AutoBahi Pro आपके रिकॉर्ड की एक कॉपी डिवाइस पर रखता है, इसलिए बिलिंग, बुकिंग और जॉब कार्ड बिना कनेक्शन के भी चलते रहते हैं।',
    offline1Title: 'बिना इंटरनेट चलता है',
    offline1Text: 'जिस टैबलेट, फ़ोन या PC पर आप पहले साइन इन कर चुके हैं, वहाँ हर स्क्रीन बिना इंटरनेट खुलती और सेव होती है।',
    offline2Title: 'अपने-आप सिंक',
    offline2Text:
      'नेटवर्क लौटते ही बदलाव सर्वर पर चले जाते हैं। दो डिवाइस ने एक ही रिकॉर्ड बदला हो, तो भी चुपचाप कुछ नहीं खोता।',
    offline3Title: 'बिल नंबर आपस में नहीं टकराते',
    offline3Text:
      'हर डिवाइस अपनी सीरीज़ से नंबर देता है, इसलिए बिना इंटरनेट बिल बनाते दो काउंटर कभी एक ही नंबर नहीं देते।',

    gstTitle: 'GST के नियम आपके लिए लागू',
    gstText:
      'बिल में वह सब होता है जो CGST नियम 46 माँगता है, और टैक्स इस आधार पर लगता है कि वाहन कहाँ डिलीवर हो रहा है।',
    gst1: 'राज्य के अंदर बिक्री पर CGST + SGST, दूसरे राज्य में बिक्री पर IGST, प्लेस ऑफ़ सप्लाई के हिसाब से',
    gst2: 'हर लाइन पर HSN कोड, दर और टैक्स राशि; वाहन और पार्ट्स की मौजूदा दरें (5 %, 18 %, 40 %) तारीख़ के हिसाब से',
    gst3: '16 अक्षरों तक के बिल नंबर, हर वित्तीय वर्ष (अप्रैल से मार्च) में अनोखे',
    gst4: 'अनरजिस्टर्ड ख़रीदार का नाम, पता, डिलीवरी पता और राज्य कोड ज़रूरी, जैसा नियम ₹50,000 या ज़्यादा के बिल के लिए कहते हैं',
    gst5: 'वाहन ₹10 लाख से ज़्यादा में बिकने पर 1 % TCS की गणना',
    gst6: 'ई-इनवॉइस के लिए तैयार डेटा: हर B2B बिल पर ख़रीदार और विक्रेता के GSTIN, HSN, टैक्सेबल वैल्यू और टैक्स के मद',
    gstNote:
      'AutoBahi Pro इनवॉइस रजिस्ट्रेशन पोर्टल (IRP) से नहीं जुड़ता: यह IRN या साइन किया QR कोड नहीं बनाता और आपकी ओर से कुछ फ़ाइल नहीं करता। अगर आपके व्यापार पर ई-इनवॉइस लागू है, तो बिल पोर्टल पर आपको ही रजिस्टर करने होंगे।',

    accessTitle: 'स्टाफ़ खाते, एक्सेस और डिवाइस',
    access1Title: 'मॉड्यूल के हिसाब से एक्सेस',
    access1Text:
      'हर स्टाफ़ को हर मॉड्यूल में read, write या full एक्सेस दें: कैशियर लेजर देखे बिना रसीद काट सकता है, सर्विस एडवाइज़र बिल छुए बिना जॉब कार्ड खोल सकता है।',
    access2Title: 'डिवाइस सीमा',
    access2Text:
      'हर खाता तय संख्या के डिवाइस पर ही साइन इन रह सकता है, पहले से एक। नया डिवाइस तब तक मना होगा जब तक कोई दूसरा साइन आउट न करे।',
    access3Title: 'कमान एडमिन के हाथ',
    access3Text: 'एडमिन यूज़र जोड़ता है, उनका एक्सेस और वैधता तय करता है, और उस पर डिवाइस सीमा लागू नहीं होती।',

    stepsTitle: 'यह कैसे काम करता है',
    step1Title: 'साइन अप करें',
    step1Text: 'अपने ई-मेल से खाता बनाएँ। 14 दिन का ट्रायल तुरंत शुरू होता है।',
    step2Title: 'कंपनी सेट करें',
    step2Text: 'GSTIN, पता, बैंक विवरण, लोगो और बिल प्रीफ़िक्स (RINV-, NRINV-)।',
    step3Title: 'स्टाफ़ जोड़ें',
    step3Text: 'हर व्यक्ति का अलग खाता, उतने ही मॉड्यूल के साथ जितने उसे चाहिए।',
    step4Title: 'बिलिंग शुरू करें',
    step4Text: 'बुकिंग, बिल और जॉब कार्ड — इंटरनेट हो या न हो।',

    faqTitle: 'डीलर जो पूछते हैं',
    faq1Q: 'बिक्री के बीच में इंटरनेट चला जाए तो क्या होगा?',
    faq1A:
      'आपके लिए कुछ नहीं बदलता। बिल अपने नंबर के साथ डिवाइस पर सेव हो जाता है और तुरंत प्रिंट हो सकता है; कनेक्शन लौटने पर सर्वर तक पहुँच जाता है।',
    faq2Q: 'क्या AutoBahi Pro ई-इनवॉइस (IRN) बनाता है?',
    faq2A:
      'नहीं। यह हर B2B बिल पर ई-इनवॉइस के लिए ज़रूरी डेटा रखता है, पर इनवॉइस रजिस्ट्रेशन पोर्टल से नहीं जुड़ता। अगर आपके टर्नओवर पर ई-इनवॉइस ज़रूरी है, तो वे बिल पोर्टल पर रजिस्टर करें।',
    faq3Q: 'यह दोपहिया डीलरों के लिए है या चारपहिया के लिए?',
    faq3A:
      'दोनों के लिए। वाहन चेसिस और इंजन नंबर से ट्रैक होते हैं, और GST दरें वाहन के HSN और बिक्री की तारीख़ के हिसाब से लगती हैं।',
    faq4Q: 'क्या मैं अपना डेटा बाहर निकाल सकता हूँ?',
    faq4A: 'हाँ। आपके रिकॉर्ड आपके हैं और कभी भी एक्सपोर्ट किए जा सकते हैं, सदस्यता ख़त्म होने के बाद भी।',
    faq5Q: 'ट्रायल ख़त्म होने पर क्या होता है?',
    faq5A:
      'खाता सिर्फ़ पढ़ने लायक (read-only) हो जाता है: आप सब कुछ देख और एक्सपोर्ट कर सकते हैं, और सदस्यता लेते ही फिर से जोड़ और बदल सकते हैं।',
    faq6Q: 'क्या मेरा स्टाफ़ इसे हिंदी में चला सकता है?',
    faq6A: 'हाँ। हर स्क्रीन हिंदी और अंग्रेज़ी में है, और हर व्यक्ति अपनी भाषा ख़ुद चुन सकता है।',
    faq7Q: 'इसकी क़ीमत कितनी है?',
    faq7A:
      'प्लान यूज़र और डिवाइस की संख्या पर निर्भर है। 14 दिन मुफ़्त आज़माएँ, फिर संपर्क पेज से अपनी डीलरशिप के लिए सही प्लान पूछें।',

    finalTitle: 'अपने शोरूम में ख़ुद आज़माकर देखें',
    finalText: 'चौदह दिन मुफ़्त, हिंदी या अंग्रेज़ी में।',
    finalContact: 'डेमो माँगें',

    invoiceLabel:
      'AutoBahi Pro का नमूना GST बिल: 125 cc मोटरसाइकिल, टैक्सेबल वैल्यू ₹80,000, CGST और SGST 9 % प्रत्येक, कुल ₹94,400।',
    invoiceSample: 'नमूना',
    invoiceTaxInvoice: 'टैक्स इनवॉइस',
    invoiceOriginal: 'प्राप्तकर्ता के लिए मूल प्रति',
    invoiceDealer: 'आपकी डीलरशिप',
    invoiceDealerPlace: 'लखनऊ, उत्तर प्रदेश',
    invoiceNo: 'बिल नंबर',
    invoiceBuyer: 'ख़रीदार',
    invoiceBuyerValue: 'अनरजिस्टर्ड, लखनऊ',
    invoicePlaceOfSupply: 'प्लेस ऑफ़ सप्लाई',
    invoiceItem: 'मोटरसाइकिल',
    invoiceItemValue: '125 cc मोटरसाइकिल, BS-VI',
    invoiceTaxable: 'टैक्सेबल वैल्यू',
    invoiceTotal: 'कुल',
    invoiceInWords: 'शब्दों में',
  },
})
