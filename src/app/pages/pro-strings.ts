import { defineStrings } from '@/lib/i18n'

/** Strings of /autobahi-pro, the marketing page of the dealership suite. */
export const useProStrings = defineStrings({
  en: {
    eyebrow: 'For two- and four-wheeler dealers',
    title: 'AutoBahi Pro: customers, bookings and job cards for your dealership',
    lead: 'Keep your customers, take vehicle bookings with advance receipts and run workshop job cards — on a shop-floor tablet that keeps working when the internet drops, and syncs when it returns.',
    ctaTrial: 'Start the 14-day free trial',
    ctaLogin: 'Sign in',
    ctaNote: 'English and Hindi · works offline · 14 days free',

    modulesTitle: 'What AutoBahi Pro does',
    customersTitle: 'Customers',
    customers1:
      'Customers, suppliers, financiers and insurers in one list, with GSTIN, PAN, mobile and address',
    customers2: 'Search and filters by kind and state that stay quick with thousands of entries',
    customers3: 'Import the list from a spreadsheet (CSV) and export it whenever you want',
    bookingsTitle: 'Bookings',
    bookings1: 'Vehicle bookings with the customer, model, variant, colour and delivery date',
    bookings2: 'Advance receipts by cash, UPI, card, cheque or bank transfer, each with its own number',
    bookings3: 'A printable receipt voucher marked “not a tax invoice”, as GST requires',
    bookings4: 'Allotment, delivery and cancellation, and fields of your own on every booking',
    workshopTitle: 'Workshop',
    workshop1: 'Job cards by registration or chassis number, with complaints, odometer, labour and parts',
    workshop2: 'Tax worked out on every labour and part line',
    workshop3: 'Photos, the customer’s approval and signature on the card',
    workshop4: 'Status from open to delivered, and a printable card on A4',

    offlineTitle: 'Built for the shop floor, not the server room',
    offlineText:
      'Showroom Wi-Fi fails at the worst moment. AutoBahi Pro keeps a copy of your records on the device, so customers, bookings and job cards carry on without a connection.',
    offline1Title: 'Works offline',
    offline1Text:
      'Every screen opens and saves without internet on a tablet, phone or PC where you have signed in before.',
    offline2Title: 'Syncs by itself',
    offline2Text:
      'Changes go to the server when the network returns. If two devices changed the same record, nothing is lost silently.',
    offline3Title: 'No clashing numbers',
    offline3Text:
      'Each device numbers receipts and job cards from its own series, so two counters working offline never produce the same number.',

    gstTitle: 'GST rules applied for you',
    gstText:
      'The tax on a job card is worked out from where the customer is, and numbers follow the financial year.',
    gst1: 'CGST + SGST for a customer within your state, IGST for one in another state, decided by the place of supply',
    gst2: 'HSN or SAC code, rate and tax amount on every labour and part line',
    gst3: 'Booking advances on a receipt voucher with its own number, not on a tax invoice',
    gst4: 'Receipt and job card numbers unique in each financial year (April to March)',

    accessTitle: 'Staff, access and devices',
    access1Title: 'Access by module',
    access1Text:
      'Each person who signs in has read, write or full access per module: a service advisor can open job cards without changing bookings.',
    access2Title: 'Device limits',
    access2Text:
      'Each account can be signed in on a set number of devices, one by default. A new device is refused until another signs out.',
    access3Title: 'Your staff, your rules',
    access3Text:
      'The owner’s account adds the staff accounts and sets each one’s access, never above the owner’s own.',

    stepsTitle: 'How it works',
    step1Title: 'Sign up',
    step1Text: 'Create an account with your e-mail. The 14-day trial starts at once.',
    step2Title: 'Set up your company',
    step2Text: 'GSTIN, address, bank details, logo and document numbering.',
    step3Title: 'Add your staff',
    step3Text: 'One account per person, with the modules each one needs.',
    step4Title: 'Start work',
    step4Text: 'Add customers, take bookings and open job cards — online or offline.',

    faqTitle: 'Questions dealers ask',
    faq1Q: 'What happens if the internet goes down in the middle of a booking?',
    faq1A:
      'Nothing changes for you. The booking and its receipt are saved on the device with their number and can be printed at once; they reach the server when the connection returns.',
    faq2Q: 'Is it for two-wheeler or four-wheeler dealers?',
    faq2A:
      'Both. Bookings take any model, variant and colour, and job cards find a vehicle by its registration or chassis number.',
    faq3Q: 'Can I take my data out?',
    faq3A:
      'Yes. Your records are yours: the customer list exports to a CSV file at any time, including after a subscription ends.',
    faq4Q: 'What happens when the trial ends?',
    faq4A:
      'The account becomes read-only: you can still see everything, and you can add and edit again once you subscribe.',
    faq5Q: 'Can my staff use it in Hindi?',
    faq5A: 'Yes. Every screen is in Hindi and English, and each person can choose their own language.',
    faq6Q: 'How much does it cost?',
    faq6A:
      'Plans depend on the number of users and devices. Try it free for 14 days, then ask us through the contact page for the plan that fits your dealership.',

    finalTitle: 'See it on your own showroom floor',
    finalText: 'Fourteen days free, in English or Hindi.',
    finalContact: 'Ask for a demo',

    cardLabel:
      'Sample job card from AutoBahi Pro: general service of a 125 cc motorcycle, labour and parts ₹1,200, CGST and SGST at 9 % each, total ₹1,416.',
    cardSample: 'Sample',
    cardTitle: 'Job card',
    cardDealer: 'Your Dealership',
    cardDealerPlace: 'Lucknow, Uttar Pradesh',
    cardNo: 'Job card no.',
    cardVehicle: 'Vehicle',
    cardVehicleValue: '125 cc motorcycle · 12,480 km',
    cardComplaint: 'Complaint',
    cardComplaintValue: 'General service, brake noise',
    cardLabour: 'Labour: general service',
    cardParts: 'Parts: engine oil, brake shoes',
    cardTaxable: 'Taxable value',
    cardTotal: 'Total',
    cardInWords: 'In words',
  },
  hi: {
    eyebrow: 'दोपहिया और चारपहिया डीलरों के लिए',
    title: 'AutoBahi Pro: आपकी डीलरशिप के ग्राहक, बुकिंग और जॉब कार्ड',
    lead: 'ग्राहकों का रिकॉर्ड रखें, एडवांस रसीद के साथ वाहन बुक करें और वर्कशॉप के जॉब कार्ड चलाएँ — शोरूम के टैबलेट पर, जो इंटरनेट जाने पर भी चलता रहता है और लौटने पर सिंक कर लेता है।',
    ctaTrial: '14 दिन का मुफ़्त ट्रायल शुरू करें',
    ctaLogin: 'साइन इन करें',
    ctaNote: 'हिंदी और अंग्रेज़ी · बिना इंटरनेट चलता है · 14 दिन मुफ़्त',

    modulesTitle: 'AutoBahi Pro क्या करता है',
    customersTitle: 'ग्राहक',
    customers1: 'ग्राहक, सप्लायर, फ़ाइनेंसर और बीमाकर्ता एक ही सूची में, GSTIN, PAN, मोबाइल और पते के साथ',
    customers2: 'प्रकार और राज्य से खोज और फ़िल्टर, जो हज़ारों एंट्री में भी तेज़ रहते हैं',
    customers3: 'स्प्रेडशीट (CSV) से सूची इम्पोर्ट करें और जब चाहें एक्सपोर्ट करें',
    bookingsTitle: 'बुकिंग',
    bookings1: 'ग्राहक, मॉडल, वेरिएंट, रंग और डिलीवरी की तारीख़ के साथ वाहन बुकिंग',
    bookings2: 'नकद, UPI, कार्ड, चेक या बैंक ट्रांसफ़र से एडवांस रसीद, हर एक का अपना नंबर',
    bookings3: 'प्रिंट करने लायक रसीद वाउचर, GST के नियम के अनुसार “टैक्स इनवॉइस नहीं” लिखा हुआ',
    bookings4: 'वाहन आवंटन, डिलीवरी और रद्दीकरण, और हर बुकिंग पर आपके अपने फ़ील्ड',
    workshopTitle: 'वर्कशॉप',
    workshop1: 'रजिस्ट्रेशन या चेसिस नंबर से जॉब कार्ड, शिकायतें, ओडोमीटर, लेबर और पार्ट्स के साथ',
    workshop2: 'हर लेबर और पार्ट की लाइन पर टैक्स की गणना',
    workshop3: 'कार्ड पर फ़ोटो, ग्राहक की मंज़ूरी और हस्ताक्षर',
    workshop4: 'खुलने से डिलीवरी तक स्थिति, और A4 पर प्रिंट करने लायक कार्ड',

    offlineTitle: 'शोरूम के लिए बना, सर्वर रूम के लिए नहीं',
    offlineText:
      'शोरूम का वाई-फ़ाई सबसे ग़लत समय पर जाता है। AutoBahi Pro आपके रिकॉर्ड की एक कॉपी डिवाइस पर रखता है, इसलिए ग्राहक, बुकिंग और जॉब कार्ड बिना कनेक्शन के भी चलते रहते हैं।',
    offline1Title: 'बिना इंटरनेट चलता है',
    offline1Text: 'जिस टैबलेट, फ़ोन या PC पर आप पहले साइन इन कर चुके हैं, वहाँ हर स्क्रीन बिना इंटरनेट खुलती और सेव होती है।',
    offline2Title: 'अपने-आप सिंक',
    offline2Text:
      'नेटवर्क लौटते ही बदलाव सर्वर पर चले जाते हैं। दो डिवाइस ने एक ही रिकॉर्ड बदला हो, तो भी चुपचाप कुछ नहीं खोता।',
    offline3Title: 'नंबर आपस में नहीं टकराते',
    offline3Text:
      'हर डिवाइस रसीद और जॉब कार्ड के नंबर अपनी सीरीज़ से देता है, इसलिए बिना इंटरनेट काम करते दो काउंटर कभी एक ही नंबर नहीं देते।',

    gstTitle: 'GST के नियम आपके लिए लागू',
    gstText: 'जॉब कार्ड पर टैक्स इस आधार पर लगता है कि ग्राहक कहाँ का है, और नंबर वित्तीय वर्ष के हिसाब से चलते हैं।',
    gst1: 'राज्य के अंदर के ग्राहक पर CGST + SGST, दूसरे राज्य के ग्राहक पर IGST, प्लेस ऑफ़ सप्लाई के हिसाब से',
    gst2: 'हर लेबर और पार्ट की लाइन पर HSN या SAC कोड, दर और टैक्स राशि',
    gst3: 'बुकिंग का एडवांस अपने नंबर वाले रसीद वाउचर पर, टैक्स इनवॉइस पर नहीं',
    gst4: 'रसीद और जॉब कार्ड के नंबर हर वित्तीय वर्ष (अप्रैल से मार्च) में अनोखे',

    accessTitle: 'स्टाफ़, एक्सेस और डिवाइस',
    access1Title: 'मॉड्यूल के हिसाब से एक्सेस',
    access1Text:
      'साइन इन करने वाले हर व्यक्ति को हर मॉड्यूल में read, write या full एक्सेस: सर्विस एडवाइज़र बुकिंग बदले बिना जॉब कार्ड खोल सकता है।',
    access2Title: 'डिवाइस सीमा',
    access2Text:
      'हर खाता तय संख्या के डिवाइस पर ही साइन इन रह सकता है, पहले से एक। नया डिवाइस तब तक मना होगा जब तक कोई दूसरा साइन आउट न करे।',
    access3Title: 'आपका स्टाफ़, आपके नियम',
    access3Text:
      'मालिक का खाता स्टाफ़ के खाते जोड़ता है और हर एक का एक्सेस तय करता है, मालिक के अपने एक्सेस से ज़्यादा कभी नहीं।',

    stepsTitle: 'यह कैसे काम करता है',
    step1Title: 'साइन अप करें',
    step1Text: 'अपने ई-मेल से खाता बनाएँ। 14 दिन का ट्रायल तुरंत शुरू होता है।',
    step2Title: 'कंपनी सेट करें',
    step2Text: 'GSTIN, पता, बैंक विवरण, लोगो और दस्तावेज़ नंबरिंग।',
    step3Title: 'स्टाफ़ जोड़ें',
    step3Text: 'हर व्यक्ति का अलग खाता, उतने ही मॉड्यूल के साथ जितने उसे चाहिए।',
    step4Title: 'काम शुरू करें',
    step4Text: 'ग्राहक जोड़ें, बुकिंग लें और जॉब कार्ड खोलें — इंटरनेट हो या न हो।',

    faqTitle: 'डीलर जो पूछते हैं',
    faq1Q: 'बुकिंग के बीच में इंटरनेट चला जाए तो क्या होगा?',
    faq1A:
      'आपके लिए कुछ नहीं बदलता। बुकिंग और उसकी रसीद अपने नंबर के साथ डिवाइस पर सेव हो जाती हैं और तुरंत प्रिंट हो सकती हैं; कनेक्शन लौटने पर सर्वर तक पहुँच जाती हैं।',
    faq2Q: 'यह दोपहिया डीलरों के लिए है या चारपहिया के लिए?',
    faq2A:
      'दोनों के लिए। बुकिंग में कोई भी मॉडल, वेरिएंट और रंग लिया जा सकता है, और जॉब कार्ड वाहन को रजिस्ट्रेशन या चेसिस नंबर से ढूँढता है।',
    faq3Q: 'क्या मैं अपना डेटा बाहर निकाल सकता हूँ?',
    faq3A: 'हाँ। आपके रिकॉर्ड आपके हैं: ग्राहकों की सूची कभी भी CSV फ़ाइल में एक्सपोर्ट होती है, सदस्यता ख़त्म होने के बाद भी।',
    faq4Q: 'ट्रायल ख़त्म होने पर क्या होता है?',
    faq4A:
      'खाता सिर्फ़ पढ़ने लायक (read-only) हो जाता है: आप सब कुछ देख सकते हैं, और सदस्यता लेते ही फिर से जोड़ और बदल सकते हैं।',
    faq5Q: 'क्या मेरा स्टाफ़ इसे हिंदी में चला सकता है?',
    faq5A: 'हाँ। हर स्क्रीन हिंदी और अंग्रेज़ी में है, और हर व्यक्ति अपनी भाषा ख़ुद चुन सकता है।',
    faq6Q: 'इसकी क़ीमत कितनी है?',
    faq6A:
      'प्लान यूज़र और डिवाइस की संख्या पर निर्भर है। 14 दिन मुफ़्त आज़माएँ, फिर संपर्क पेज से अपनी डीलरशिप के लिए सही प्लान पूछें।',

    finalTitle: 'अपने शोरूम में ख़ुद आज़माकर देखें',
    finalText: 'चौदह दिन मुफ़्त, हिंदी या अंग्रेज़ी में।',
    finalContact: 'डेमो माँगें',

    cardLabel:
      'AutoBahi Pro का नमूना जॉब कार्ड: 125 cc मोटरसाइकिल की जनरल सर्विस, लेबर और पार्ट्स ₹1,200, CGST और SGST 9 % प्रत्येक, कुल ₹1,416।',
    cardSample: 'नमूना',
    cardTitle: 'जॉब कार्ड',
    cardDealer: 'आपकी डीलरशिप',
    cardDealerPlace: 'लखनऊ, उत्तर प्रदेश',
    cardNo: 'जॉब कार्ड नंबर',
    cardVehicle: 'वाहन',
    cardVehicleValue: '125 cc मोटरसाइकिल · 12,480 km',
    cardComplaint: 'शिकायत',
    cardComplaintValue: 'जनरल सर्विस, ब्रेक से आवाज़',
    cardLabour: 'लेबर: जनरल सर्विस',
    cardParts: 'पार्ट्स: इंजन ऑयल, ब्रेक शू',
    cardTaxable: 'टैक्सेबल वैल्यू',
    cardTotal: 'कुल',
    cardInWords: 'शब्दों में',
  },
})
