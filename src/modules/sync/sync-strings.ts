import { defineStrings } from '@/lib/i18n'

export const useSyncStrings = defineStrings({
  en: {
    synced: 'Synced',
    syncing: 'Syncing…',
    offline: 'Offline',
    error: 'Sync problem',
    held: 'Changes held',
    starting: 'Starting sync…',
    waiting_one: '{{count}} change waiting',
    waiting_other: '{{count}} changes waiting',
    detailsTitle: 'Sync',
    openDetails: 'Sync status: {{status}}. Show details',
    connection: 'Connection',
    online: 'Online',
    offlineExplain:
      'You can keep working. Everything is saved on this device and sent when the network is back.',
    pending: 'Changes waiting to be sent',
    none: 'None',
    lastSynced: 'Last synced',
    never: 'Not yet on this device',
    problem: 'Problem',
    retry: 'Try again now',
    conflicts: 'Edits that lost to another device',
    viewConflicts: 'Review {{count}}',
    noConflicts: 'None',
    justNow: 'just now',
    'err-401':
      'Your sign-in has expired. It is renewed automatically when the network is back; if this stays, sign in again.',
    'err-session':
      'Your sign-in could not be renewed yet, so changes are not being sent. This is retried by itself and your changes stay saved on this device; if it stays, check the internet connection or sign in again.',
    'err-42501':
      'The server refused a change: your account may not allow it. Ask your admin to check your access.',
    'err-media':
      'Job-card photos or a signature could not be uploaded yet. They stay on this device and are retried.',
    'err-generic':
      'The server could not be reached or refused the request. Changes stay on this device and are retried.',
    'held-read_only_one':
      'Your account is read-only: its validity has ended, so the server did not accept {{count}} change. It is kept on this device and is sent by itself once your account is extended.',
    'held-read_only_other':
      'Your account is read-only: its validity has ended, so the server did not accept {{count}} changes. They are kept on this device and are sent by themselves once your account is extended.',
    'held-no_write_access_one':
      'Your access does not allow this change, so the server did not accept {{count}} change. It is kept on this device and is sent by itself once your admin gives you write access.',
    'held-no_write_access_other':
      'Your access does not allow these changes, so the server did not accept {{count}} changes. They are kept on this device and are sent by themselves once your admin gives you write access.',
    'held-no_delete_access_one':
      'Deleting needs full access, so the server did not accept {{count}} deletion. It is kept on this device and is sent by itself once your admin gives you full access.',
    'held-no_delete_access_other':
      'Deleting needs full access, so the server did not accept {{count}} deletions. They are kept on this device and are sent by themselves once your admin gives you full access.',
    'held-no_account_one':
      'The server did not accept {{count}} change because it could not match it to your account. It is kept on this device; sign out and in again, or ask your admin.',
    'held-no_account_other':
      'The server did not accept {{count}} changes because it could not match them to your account. They are kept on this device; sign out and in again, or ask your admin.',
    'held-period_locked_one':
      '{{count}} voucher is dated on or before the date up to which the books are locked, so the server did not accept it. It is kept on this device; the owner can change "Books locked up to" in Settings, then press Try again now.',
    'held-period_locked_other':
      '{{count}} vouchers are dated on or before the date up to which the books are locked, so the server did not accept them. They are kept on this device; the owner can change "Books locked up to" in Settings, then press Try again now.',
    'held-future_date_one':
      "{{count}} voucher is dated after today, so the server did not accept it. It is kept on this device; check this device's date.",
    'held-future_date_other':
      "{{count}} vouchers are dated after today, so the server did not accept them. They are kept on this device; check this device's date.",
    'held-duplicate_one':
      '{{count}} record has a number that another record already has on the server, so it was not accepted. A receipt or job-card number is replaced by the next free one by itself. A supplier’s bill entered on two devices stays kept on this device: cancel one of the two, then press Try again now.',
    'held-duplicate_other':
      '{{count}} records have numbers that other records already have on the server, so they were not accepted. Receipt and job-card numbers are replaced by the next free ones by themselves. A supplier’s bill entered on two devices stays kept on this device: cancel one of the two, then press Try again now.',
    signOutTitle: 'Changes not yet sent',
    signOutBody_one:
      '{{count}} change on this device has not reached the server yet. It stays saved here and is sent the next time you sign in on this device.',
    signOutBody_other:
      '{{count}} changes on this device have not reached the server yet. They stay saved here and are sent the next time you sign in on this device.',
    signOutAnyway: 'Sign out anyway',
    stay: 'Stay signed in',
    pageTitle: 'Sync conflicts',
    pageIntro:
      'When the same field was changed on two devices while one was offline, the server’s value was kept and yours is listed here, so nothing is lost. Put yours back or dismiss it.',
    field: 'Field',
    yours: 'Your value (not kept)',
    kept: 'Kept value',
    when: 'When',
    useMine: 'Use my value',
    renumbered:
      'Another device had issued this number first, so this record took the next free number. If you printed or shared the old number, give out the new one.',
    dismiss: 'Dismiss',
    restored: 'Your value is back on the record.',
    recordGone: 'That record no longer exists, so the value cannot be put back.',
    empty: 'No conflicts. Every edit reached the server as made.',
    showDismissed: 'Show dismissed',
    emptyValue: '(empty)',
    close: 'Close',
  },
  hi: {
    synced: 'सिंक हो गया',
    syncing: 'सिंक हो रहा है…',
    offline: 'ऑफ़लाइन',
    error: 'सिंक में समस्या',
    held: 'बदलाव रुके हैं',
    starting: 'सिंक शुरू हो रहा है…',
    waiting_one: '{{count}} बदलाव बाकी',
    waiting_other: '{{count}} बदलाव बाकी',
    detailsTitle: 'सिंक',
    openDetails: 'सिंक स्थिति: {{status}}। विवरण देखें',
    connection: 'कनेक्शन',
    online: 'ऑनलाइन',
    offlineExplain: 'आप काम जारी रख सकते हैं। सब कुछ इसी डिवाइस पर सेव है और नेटवर्क लौटने पर भेजा जाएगा।',
    pending: 'भेजे जाने बाकी बदलाव',
    none: 'कोई नहीं',
    lastSynced: 'आख़िरी सिंक',
    never: 'इस डिवाइस पर अभी नहीं',
    problem: 'समस्या',
    retry: 'अभी फिर कोशिश करें',
    conflicts: 'दूसरे डिवाइस से हारे बदलाव',
    viewConflicts: '{{count}} देखें',
    noConflicts: 'कोई नहीं',
    justNow: 'अभी',
    'err-401':
      'आपका साइन-इन पुराना हो गया है। नेटवर्क लौटने पर यह अपने-आप नया होगा; अगर बना रहे तो फिर से साइन इन करें।',
    'err-session':
      'आपका साइन-इन अभी नया नहीं हो सका, इसलिए बदलाव भेजे नहीं जा रहे। ऐप अपने-आप फिर कोशिश करता रहता है और आपके बदलाव इसी डिवाइस पर सेव हैं; अगर यह बना रहे तो इंटरनेट कनेक्शन जाँचें या फिर से साइन इन करें।',
    'err-42501': 'सर्वर ने एक बदलाव अस्वीकार किया: शायद आपके खाते को इसकी अनुमति नहीं है। एडमिन से अपनी पहुँच जँचवाएँ।',
    'err-media': 'जॉब कार्ड की फ़ोटो या हस्ताक्षर अभी अपलोड नहीं हो सके। वे इसी डिवाइस पर हैं और फिर भेजे जाएँगे।',
    'err-generic': 'सर्वर तक पहुँचा नहीं जा सका या उसने अनुरोध अस्वीकार किया। बदलाव इसी डिवाइस पर हैं और फिर भेजे जाएँगे।',
    'held-read_only_one':
      'आपका खाता केवल पढ़ने के लिए है: इसकी वैधता समाप्त हो गई है, इसलिए सर्वर ने {{count}} बदलाव स्वीकार नहीं किया। यह इसी डिवाइस पर सुरक्षित है और खाता बढ़ने पर अपने-आप भेजा जाएगा।',
    'held-read_only_other':
      'आपका खाता केवल पढ़ने के लिए है: इसकी वैधता समाप्त हो गई है, इसलिए सर्वर ने {{count}} बदलाव स्वीकार नहीं किए। ये इसी डिवाइस पर सुरक्षित हैं और खाता बढ़ने पर अपने-आप भेजे जाएँगे।',
    'held-no_write_access_one':
      'आपकी पहुँच में यह बदलाव शामिल नहीं है, इसलिए सर्वर ने {{count}} बदलाव स्वीकार नहीं किया। यह इसी डिवाइस पर सुरक्षित है और एडमिन से लिखने की पहुँच मिलने पर अपने-आप भेजा जाएगा।',
    'held-no_write_access_other':
      'आपकी पहुँच में ये बदलाव शामिल नहीं हैं, इसलिए सर्वर ने {{count}} बदलाव स्वीकार नहीं किए। ये इसी डिवाइस पर सुरक्षित हैं और एडमिन से लिखने की पहुँच मिलने पर अपने-आप भेजे जाएँगे।',
    'held-no_delete_access_one':
      'हटाने के लिए पूरी पहुँच चाहिए, इसलिए सर्वर ने {{count}} हटाना स्वीकार नहीं किया। यह इसी डिवाइस पर सुरक्षित है और एडमिन से पूरी पहुँच मिलने पर अपने-आप भेजा जाएगा।',
    'held-no_delete_access_other':
      'हटाने के लिए पूरी पहुँच चाहिए, इसलिए सर्वर ने {{count}} हटाने स्वीकार नहीं किए। ये इसी डिवाइस पर सुरक्षित हैं और एडमिन से पूरी पहुँच मिलने पर अपने-आप भेजे जाएँगे।',
    'held-no_account_one':
      'सर्वर ने {{count}} बदलाव स्वीकार नहीं किया क्योंकि वह उसे आपके खाते से नहीं जोड़ सका। यह इसी डिवाइस पर सुरक्षित है; साइन आउट करके फिर साइन इन करें या एडमिन से पूछें।',
    'held-no_account_other':
      'सर्वर ने {{count}} बदलाव स्वीकार नहीं किए क्योंकि वह उन्हें आपके खाते से नहीं जोड़ सका। ये इसी डिवाइस पर सुरक्षित हैं; साइन आउट करके फिर साइन इन करें या एडमिन से पूछें।',
    'held-period_locked_one':
      '{{count}} वाउचर की तारीख उस तारीख पर या उससे पहले की है जिस तक बही बंद है, इसलिए सर्वर ने उसे स्वीकार नहीं किया। यह इसी डिवाइस पर सुरक्षित है; मालिक सेटिंग्स में "बही इस तारीख तक बंद" बदल सकते हैं, फिर "अभी फिर कोशिश करें" दबाएँ।',
    'held-period_locked_other':
      '{{count}} वाउचरों की तारीख उस तारीख पर या उससे पहले की है जिस तक बही बंद है, इसलिए सर्वर ने उन्हें स्वीकार नहीं किया। ये इसी डिवाइस पर सुरक्षित हैं; मालिक सेटिंग्स में "बही इस तारीख तक बंद" बदल सकते हैं, फिर "अभी फिर कोशिश करें" दबाएँ।',
    'held-future_date_one':
      '{{count}} वाउचर की तारीख आज के बाद की है, इसलिए सर्वर ने उसे स्वीकार नहीं किया। यह इसी डिवाइस पर सुरक्षित है; इस डिवाइस की तारीख जाँचें।',
    'held-future_date_other':
      '{{count}} वाउचरों की तारीख आज के बाद की है, इसलिए सर्वर ने उन्हें स्वीकार नहीं किया। ये इसी डिवाइस पर सुरक्षित हैं; इस डिवाइस की तारीख जाँचें।',
    'held-duplicate_one':
      '{{count}} रिकॉर्ड का नंबर सर्वर पर किसी दूसरे रिकॉर्ड में पहले से है, इसलिए वह स्वीकार नहीं हुआ। रसीद या जॉब कार्ड नंबर अपने-आप अगले खाली नंबर से बदल जाता है। दो डिवाइसों पर दर्ज सप्लायर का एक ही बिल इसी डिवाइस पर सुरक्षित रहता है: दोनों में से एक रद्द करें, फिर "अभी फिर कोशिश करें" दबाएँ।',
    'held-duplicate_other':
      '{{count}} रिकॉर्ड के नंबर सर्वर पर दूसरे रिकॉर्ड में पहले से हैं, इसलिए वे स्वीकार नहीं हुए। रसीद और जॉब कार्ड नंबर अपने-आप अगले खाली नंबरों से बदल जाते हैं। दो डिवाइसों पर दर्ज सप्लायर का एक ही बिल इसी डिवाइस पर सुरक्षित रहता है: दोनों में से एक रद्द करें, फिर "अभी फिर कोशिश करें" दबाएँ।',
    signOutTitle: 'बदलाव अभी भेजे नहीं गए',
    signOutBody_one:
      'इस डिवाइस का {{count}} बदलाव अभी सर्वर तक नहीं पहुँचा है। यह यहीं सेव रहेगा और अगली बार इसी डिवाइस पर साइन इन करने पर भेजा जाएगा।',
    signOutBody_other:
      'इस डिवाइस के {{count}} बदलाव अभी सर्वर तक नहीं पहुँचे हैं। ये यहीं सेव रहेंगे और अगली बार इसी डिवाइस पर साइन इन करने पर भेजे जाएँगे।',
    signOutAnyway: 'फिर भी साइन आउट करें',
    stay: 'साइन इन रहें',
    pageTitle: 'सिंक टकराव',
    pageIntro:
      'जब एक ही फ़ील्ड दो डिवाइस पर बदली गई और एक ऑफ़लाइन था, तो सर्वर का मान रखा गया और आपका मान यहाँ दिखाया गया है, ताकि कुछ न खोए। अपना मान वापस लगाएँ या हटा दें।',
    field: 'फ़ील्ड',
    yours: 'आपका मान (नहीं रखा गया)',
    kept: 'रखा गया मान',
    when: 'कब',
    useMine: 'मेरा मान लगाएँ',
    renumbered:
      'यह नंबर किसी दूसरे डिवाइस ने पहले दे दिया था, इसलिए इस रिकॉर्ड को अगला खाली नंबर मिला। अगर पुराना नंबर छापा या भेजा था, तो नया नंबर दें।',
    dismiss: 'हटाएँ',
    restored: 'आपका मान रिकॉर्ड पर वापस लग गया।',
    recordGone: 'वह रिकॉर्ड अब मौजूद नहीं है, इसलिए मान वापस नहीं लग सकता।',
    empty: 'कोई टकराव नहीं। हर बदलाव जैसा किया गया वैसा सर्वर तक पहुँचा।',
    showDismissed: 'हटाए गए भी दिखाएँ',
    emptyValue: '(खाली)',
    close: 'बंद करें',
  },
})
