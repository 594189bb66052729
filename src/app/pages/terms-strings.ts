import type { Lang } from '@/lib/i18n'
import type { LegalDoc } from '../marketing/legal-document'

/** The terms and conditions in each language; section ids must match across languages (tested). */
export const TERMS: Record<Lang, LegalDoc> = {
  en: {
    title: 'Terms & Conditions',
    effectiveLabel: 'Effective from',
    intro:
      'These terms apply when you use AutoBahi: the free browser tools and the AutoBahi Pro dealership software. By using either you accept them. They are written to be read; if something is unclear, ask us before you rely on it.',
    contentsLabel: 'Contents',
    sections: [
      {
        id: 'service',
        heading: 'What AutoBahi is',
        blocks: [
          'AutoBahi offers free tools (PDF, image, calculator, generator and document tools) that anyone may use without an account, and AutoBahi Pro, a subscription service for automobile dealerships covering showroom, workshop and accounts.',
        ],
      },
      {
        id: 'free-tools',
        heading: 'Free tools, as they are',
        blocks: [
          'The tools are free and are provided as they are, without any promise that they suit a particular purpose or are free of errors. Files you process stay on your device and remain yours; we claim no rights in them.',
          'Check results before you rely on them. Calculators (GST, EMI, SIP, taxable amount, age and others) give arithmetic estimates, not tax, legal or financial advice. Documents you make, such as invoices, resumes or biodata, are your responsibility.',
          'The URL shortener, thumbnail downloader and shared polls depend on network services that may change, slow down or stop; we may change or withdraw any tool.',
        ],
      },
      {
        id: 'accounts',
        heading: 'AutoBahi Pro accounts',
        blocks: [
          [
            'You must be 18 or over and act for a business that you are allowed to bind to these terms.',
            'Give correct sign-up details and keep your password secret. Everything done under your account and its staff accounts is your responsibility.',
            'The account’s admin decides which modules each staff member may use and at what level: read (view), write (create and edit) or full (also delete). Give each person their own account; do not share one login.',
          ],
        ],
      },
      {
        id: 'trial',
        heading: 'Free trial and subscription',
        blocks: [
          'A new Pro account gets a free 14-day trial. No payment is taken for the trial.',
          'After the trial, Pro needs a paid subscription. Its fee, period and payment terms are the ones quoted to you when you subscribe; GST is charged as applicable. Your account is valid until the date shown in your profile.',
          'When the trial or a subscription ends without renewal, the account becomes read-only: you can still see and export your records, but you cannot add or change them until you renew. Fees already paid are not refunded for unused time unless the law requires it or we end the service without cause.',
        ],
      },
      {
        id: 'devices',
        heading: 'Device limits',
        blocks: [
          'Each account may be signed in on a set number of devices: one unless your plan allows more. Signing in on another device beyond the limit is refused until you sign out of one of the others. Do not try to get around this limit.',
        ],
      },
      {
        id: 'your-data',
        heading: 'Your data and your customers’ data',
        blocks: [
          'Business records you enter belong to you. You may export them at any time. We use them only to provide the service, as the Privacy Policy explains.',
          'You are responsible for collecting your customers’ personal data lawfully, for its accuracy, and for answering your customers’ requests about it under the Digital Personal Data Protection Act, 2023.',
          'Pro keeps offline copies on your devices and syncs them when the network returns. Changes made on a device that is lost or wiped before it syncs cannot be recovered by us, so let devices go online regularly.',
        ],
      },
      {
        id: 'compliance',
        heading: 'Tax and legal documents',
        blocks: [
          'Pro helps you prepare GST invoices, receipts, job cards and reports. You remain responsible for what they say: correct tax rates and HSN codes, place of supply, TCS, e-invoices where they apply to you, and filing your returns. Pro does not file anything with the GST portal or any other authority, and it does not generate e-invoice IRNs.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        blocks: [
          'Do not use AutoBahi to:',
          [
            'break the law or process content you have no right to use;',
            'send spam, phishing or malware, including through short links or polls;',
            'probe, overload or break the security of the service, or reach data of another account;',
            'copy, resell or rent the service, or reverse-engineer it to get around plan or device limits;',
            'run automated bulk requests against the online tools.',
          ],
          'We may suspend access that breaks these rules, with notice where we can give it.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability and changes',
        blocks: [
          'We work to keep AutoBahi running and to fix problems quickly, but we do not promise uninterrupted service. We may improve, change or remove features; if a change takes away a Pro feature you rely on, we will tell you in the app beforehand.',
        ],
      },
      {
        id: 'ip',
        heading: 'Our rights in the software',
        blocks: [
          'The AutoBahi name, software and design belong to us. These terms let you use the service; they do not transfer any ownership.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limits of liability',
        blocks: [
          'As far as Indian law allows: we are not liable for indirect or consequential loss, lost profit or lost business; we are not liable for the free tools beyond what the law does not let us exclude; and our total liability for AutoBahi Pro is limited to the fees you paid for it in the 12 months before the claim. Nothing here limits liability that cannot be limited by law.',
        ],
      },
      {
        id: 'ending',
        heading: 'Ending the service',
        blocks: [
          'You may stop using AutoBahi and ask us to delete your account at any time. If we end your account for a serious or repeated breach, or stop offering Pro, we give you at least 30 days to export your data unless the law or a security risk prevents it.',
        ],
      },
      {
        id: 'law',
        heading: 'Governing law',
        blocks: [
          'These terms are governed by the laws of India. Disputes are subject to the jurisdiction of the competent courts in India. Please contact us first; most problems are quicker to solve by talking.',
        ],
      },
      {
        id: 'contact',
        heading: 'Changes to these terms and contact',
        blocks: [
          'We publish changed terms here with a new effective date; for Pro, we tell account holders in the app before material changes apply.',
          {
            text: 'Questions about these terms: write to us through the',
            linkTo: '/contact',
            linkText: 'contact page',
            after: '.',
          },
        ],
      },
    ],
  },
  hi: {
    title: 'नियम और शर्तें',
    effectiveLabel: 'प्रभावी तिथि',
    intro:
      'ये शर्तें AutoBahi के उपयोग पर लागू होती हैं: मुफ़्त ब्राउज़र टूल और AutoBahi Pro डीलरशिप सॉफ़्टवेयर। इनमें से किसी का भी उपयोग करके आप इन्हें स्वीकार करते हैं। इन्हें पढ़ने लायक लिखा गया है; कुछ साफ़ न हो तो उस पर भरोसा करने से पहले हमसे पूछ लें।',
    contentsLabel: 'विषय-सूची',
    sections: [
      {
        id: 'service',
        heading: 'AutoBahi क्या है',
        blocks: [
          'AutoBahi मुफ़्त टूल (पीडीएफ़, इमेज, कैलकुलेटर, जनरेटर और दस्तावेज़ टूल) देता है जिन्हें कोई भी बिना खाते के इस्तेमाल कर सकता है, और AutoBahi Pro, ऑटोमोबाइल डीलरशिप के लिए सदस्यता सेवा जो शोरूम, वर्कशॉप और हिसाब-किताब संभालती है।',
        ],
      },
      {
        id: 'free-tools',
        heading: 'मुफ़्त टूल, जैसे हैं वैसे',
        blocks: [
          'टूल मुफ़्त हैं और जैसे हैं वैसे दिए जाते हैं, इस वादे के बिना कि वे किसी ख़ास काम के लिए सही हैं या उनमें कोई ग़लती नहीं है। आप जो फ़ाइलें प्रोसेस करते हैं वे आपके डिवाइस पर रहती हैं और आपकी ही रहती हैं; उन पर हमारा कोई अधिकार नहीं।',
          'नतीजों पर भरोसा करने से पहले उन्हें जाँच लें। कैलकुलेटर (GST, EMI, SIP, टैक्सेबल राशि, उम्र आदि) गणित के अनुमान देते हैं, टैक्स, क़ानूनी या वित्तीय सलाह नहीं। आपके बनाए दस्तावेज़, जैसे बिल, रिज़्यूमे या बायोडाटा, आपकी ज़िम्मेदारी हैं।',
          'URL शॉर्टनर, थंबनेल डाउनलोडर और शेयर किए गए पोल नेटवर्क सेवाओं पर निर्भर हैं जो बदल सकती हैं, धीमी हो सकती हैं या बंद हो सकती हैं; हम कोई भी टूल बदल या हटा सकते हैं।',
        ],
      },
      {
        id: 'accounts',
        heading: 'AutoBahi Pro खाते',
        blocks: [
          [
            'आपकी उम्र 18 वर्ष या उससे अधिक होनी चाहिए और आप ऐसे व्यापार की ओर से काम करें जिसे इन शर्तों से बाँधने का आपको अधिकार है।',
            'साइन-अप का सही ब्योरा दें और पासवर्ड गुप्त रखें। आपके खाते और उसके स्टाफ़ खातों से किया गया हर काम आपकी ज़िम्मेदारी है।',
            'खाते का एडमिन तय करता है कि हर स्टाफ़ सदस्य कौन-से मॉड्यूल किस स्तर पर इस्तेमाल करे: read (देखना), write (बनाना और बदलना) या full (मिटाना भी)। हर व्यक्ति को अपना अलग खाता दें; एक लॉगिन साझा न करें।',
          ],
        ],
      },
      {
        id: 'trial',
        heading: 'मुफ़्त ट्रायल और सदस्यता',
        blocks: [
          'नए Pro खाते को 14 दिन का मुफ़्त ट्रायल मिलता है। ट्रायल के लिए कोई भुगतान नहीं लिया जाता।',
          'ट्रायल के बाद Pro के लिए सशुल्क सदस्यता चाहिए। उसका शुल्क, अवधि और भुगतान की शर्तें वही हैं जो सदस्यता लेते समय आपको बताई गई हों; GST लागू अनुसार लगेगा। आपका खाता प्रोफ़ाइल में दिखाई गई तिथि तक वैध है।',
          'ट्रायल या सदस्यता बिना रिन्यू किए ख़त्म होने पर खाता सिर्फ़ पढ़ने लायक (read-only) हो जाता है: आप अपने रिकॉर्ड देख और एक्सपोर्ट कर सकते हैं, पर रिन्यू करने तक नए रिकॉर्ड जोड़ या बदल नहीं सकते। चुकाया गया शुल्क बचे हुए समय के लिए वापस नहीं होता, जब तक क़ानून ऐसा न कहे या हम बिना कारण सेवा बंद न करें।',
        ],
      },
      {
        id: 'devices',
        heading: 'डिवाइस सीमा',
        blocks: [
          'हर खाता तय संख्या के डिवाइस पर ही साइन इन रह सकता है: एक, जब तक आपका प्लान ज़्यादा की अनुमति न दे। सीमा से आगे किसी और डिवाइस पर साइन इन तब तक नहीं होगा जब तक आप किसी दूसरे डिवाइस से साइन आउट न करें। इस सीमा से बचने की कोशिश न करें।',
        ],
      },
      {
        id: 'your-data',
        heading: 'आपका डेटा और आपके ग्राहकों का डेटा',
        blocks: [
          'आपके डाले गए व्यापार रिकॉर्ड आपके हैं। आप उन्हें कभी भी एक्सपोर्ट कर सकते हैं। हम उनका उपयोग सिर्फ़ सेवा देने के लिए करते हैं, जैसा गोपनीयता नीति में बताया गया है।',
          'अपने ग्राहकों का व्यक्तिगत डेटा क़ानूनी तरीक़े से लेना, उसे सही रखना और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत ग्राहकों के अनुरोधों का जवाब देना आपकी ज़िम्मेदारी है।',
          'Pro आपके डिवाइस पर ऑफ़लाइन कॉपी रखता है और नेटवर्क लौटने पर सिंक करता है। सिंक से पहले कोई डिवाइस खो जाए या साफ़ हो जाए, तो उस पर किए बदलाव हम वापस नहीं ला सकते, इसलिए डिवाइस को नियमित रूप से ऑनलाइन होने दें।',
        ],
      },
      {
        id: 'compliance',
        heading: 'टैक्स और क़ानूनी दस्तावेज़',
        blocks: [
          'Pro आपको GST बिल, रसीदें, जॉब कार्ड और रिपोर्ट बनाने में मदद करता है। उनमें जो लिखा है उसकी ज़िम्मेदारी आपकी रहती है: सही टैक्स दर और HSN कोड, प्लेस ऑफ़ सप्लाई, TCS, आप पर लागू हो तो ई-इनवॉइस, और रिटर्न भरना। Pro GST पोर्टल या किसी और प्राधिकरण पर कुछ भी फ़ाइल नहीं करता, और ई-इनवॉइस का IRN नहीं बनाता।',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'स्वीकार्य उपयोग',
        blocks: [
          'AutoBahi का उपयोग इन कामों के लिए न करें:',
          [
            'क़ानून तोड़ना या ऐसी सामग्री प्रोसेस करना जिसे इस्तेमाल करने का आपको अधिकार नहीं;',
            'स्पैम, फ़िशिंग या मैलवेयर भेजना, छोटे लिंक या पोल के ज़रिए भी;',
            'सेवा की सुरक्षा को टटोलना, उस पर बोझ डालना या उसे तोड़ना, या किसी दूसरे खाते के डेटा तक पहुँचना;',
            'सेवा की नक़ल करना, उसे बेचना या किराए पर देना, या प्लान या डिवाइस सीमा से बचने के लिए उसे रिवर्स-इंजीनियर करना;',
            'ऑनलाइन टूल पर ऑटोमेटेड थोक अनुरोध चलाना।',
          ],
          'इन नियमों को तोड़ने वाली पहुँच हम रोक सकते हैं, जहाँ संभव हो पहले सूचना देकर।',
        ],
      },
      {
        id: 'availability',
        heading: 'उपलब्धता और बदलाव',
        blocks: [
          'हम AutoBahi को चालू रखने और समस्याएँ जल्दी ठीक करने की पूरी कोशिश करते हैं, पर बिना रुकावट सेवा का वादा नहीं करते। हम फ़ीचर सुधार, बदल या हटा सकते हैं; अगर किसी बदलाव से Pro का कोई फ़ीचर हटता है जिस पर आप निर्भर हैं, तो हम आपको ऐप में पहले बताएँगे।',
        ],
      },
      {
        id: 'ip',
        heading: 'सॉफ़्टवेयर पर हमारे अधिकार',
        blocks: [
          'AutoBahi नाम, सॉफ़्टवेयर और डिज़ाइन हमारे हैं। ये शर्तें आपको सेवा इस्तेमाल करने देती हैं; इनसे कोई स्वामित्व हस्तांतरित नहीं होता।',
        ],
      },
      {
        id: 'liability',
        heading: 'दायित्व की सीमा',
        blocks: [
          'भारतीय क़ानून जितनी अनुमति देता है उस हद तक: हम अप्रत्यक्ष या परिणामी नुक़सान, मुनाफ़े या कारोबार के नुक़सान के लिए ज़िम्मेदार नहीं हैं; मुफ़्त टूल के लिए हम उससे आगे ज़िम्मेदार नहीं जितना क़ानून हमें छोड़ने नहीं देता; और AutoBahi Pro के लिए हमारा कुल दायित्व दावे से पहले के 12 महीनों में उसके लिए आपके चुकाए शुल्क तक सीमित है। जो दायित्व क़ानूनन सीमित नहीं हो सकता, उसे यहाँ कुछ भी सीमित नहीं करता।',
        ],
      },
      {
        id: 'ending',
        heading: 'सेवा समाप्त करना',
        blocks: [
          'आप कभी भी AutoBahi का उपयोग बंद कर सकते हैं और हमसे खाता मिटाने को कह सकते हैं। अगर गंभीर या बार-बार उल्लंघन पर हम आपका खाता बंद करते हैं, या Pro देना बंद करते हैं, तो डेटा एक्सपोर्ट करने के लिए आपको कम से कम 30 दिन देते हैं, जब तक क़ानून या सुरक्षा का जोखिम इसे न रोके।',
        ],
      },
      {
        id: 'law',
        heading: 'लागू क़ानून',
        blocks: [
          'ये शर्तें भारत के क़ानूनों के अधीन हैं। विवाद भारत की सक्षम अदालतों के क्षेत्राधिकार में होंगे। कृपया पहले हमसे संपर्क करें; ज़्यादातर समस्याएँ बातचीत से जल्दी सुलझ जाती हैं।',
        ],
      },
      {
        id: 'contact',
        heading: 'शर्तों में बदलाव और संपर्क',
        blocks: [
          'बदली हुई शर्तें हम नई प्रभावी तिथि के साथ यहीं प्रकाशित करते हैं; Pro के लिए, बड़े बदलाव लागू होने से पहले खाताधारकों को ऐप में बताते हैं।',
          {
            text: 'इन शर्तों के बारे में सवाल हों तो हमें',
            linkTo: '/contact',
            linkText: 'संपर्क पेज',
            after: ' से लिखें।',
          },
        ],
      },
    ],
  },
}
