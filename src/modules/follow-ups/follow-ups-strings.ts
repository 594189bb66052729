// Follow-ups' texts in English and Hindi: the WhatsApp messages to customers (domain/whatsapp.ts builds them in
// the customer's language, not the screen's) and the names the call list will show.
import { defineStrings, translate } from '@/lib/i18n'
import type { MessageText } from './domain/whatsapp'

export const FOLLOW_UP_STRINGS = {
  en: {
    waServiceDue:
      'Namaste {{name}}, your {{vehicle}} is due for its {{service}} on {{date}}. Reply to this message to book a convenient time. – {{dealer}}',
    waServiceDueKm:
      'Namaste {{name}}, your {{vehicle}} is due for its {{service}} on {{date}} or at {{km}} km, whichever comes first. Reply to this message to book a convenient time. – {{dealer}}',
    waFreeService:
      'Namaste {{name}}, the {{service}} of your {{vehicle}} is free until {{date}}. Reply to this message to book it before it lapses. – {{dealer}}',
    waFreeServiceKm:
      'Namaste {{name}}, the {{service}} of your {{vehicle}} is free until {{date}} or {{km}} km, whichever comes first. Reply to this message to book it before it lapses. – {{dealer}}',
    waPsf:
      'Namaste {{name}}, thank you for servicing your {{vehicle}} with us. How was your experience? Please reply with your feedback. – {{dealer}}',
    waInsurance:
      'Namaste {{name}}, the insurance of your {{vehicle}} expires on {{date}}. Reply to this message and we will renew it in time. – {{dealer}}',
    waNextService: 'next service',
    waVehicleReg: '{{model}} ({{regNo}})',
    kind_service_due: 'Service due',
    kind_free_service_expiring: 'Free service lapsing',
    kind_psf: 'Service feedback',
    kind_insurance_renewal: 'Insurance renewal',
    bucket_lost: 'Lost',
    bucket_overdue: 'Overdue',
    bucket_due: 'Due',
    bucket_due_soon: 'Due soon',
    bucket_scheduled: 'Call later',
    bucket_upcoming: 'Upcoming',
    bucket_expired: 'Expired',
    bucket_closed: 'Closed',
    outcome_reached: 'Reached',
    outcome_booked: 'Booked',
    outcome_not_reachable: 'Not reachable',
    outcome_wrong_number: 'Wrong number',
    outcome_not_interested: 'Not interested',
    outcome_serviced_elsewhere: 'Serviced elsewhere',
    outcome_vehicle_sold: 'Vehicle sold',
    outcome_shifted: 'Shifted away',
    outcome_renewed: 'Policy renewed',
  },
  hi: {
    waServiceDue:
      'नमस्ते {{name}}, आपकी {{vehicle}} की {{service}} {{date}} को होनी है। सुविधाजनक समय बुक करने के लिए इस संदेश का जवाब दें। – {{dealer}}',
    waServiceDueKm:
      'नमस्ते {{name}}, आपकी {{vehicle}} की {{service}} {{date}} को या {{km}} किमी पर, जो भी पहले हो, होनी है। सुविधाजनक समय बुक करने के लिए इस संदेश का जवाब दें। – {{dealer}}',
    waFreeService:
      'नमस्ते {{name}}, आपकी {{vehicle}} की {{service}} {{date}} तक मुफ़्त है। समय रहते बुक करने के लिए इस संदेश का जवाब दें। – {{dealer}}',
    waFreeServiceKm:
      'नमस्ते {{name}}, आपकी {{vehicle}} की {{service}} {{date}} तक या {{km}} किमी तक, जो भी पहले हो, मुफ़्त है। समय रहते बुक करने के लिए इस संदेश का जवाब दें। – {{dealer}}',
    waPsf:
      'नमस्ते {{name}}, अपनी {{vehicle}} की सर्विस हमसे कराने के लिए धन्यवाद। आपका अनुभव कैसा रहा? कृपया जवाब में अपनी राय बताएँ। – {{dealer}}',
    waInsurance:
      'नमस्ते {{name}}, आपकी {{vehicle}} का बीमा {{date}} को समाप्त हो रहा है। इस संदेश का जवाब दें, हम समय पर नवीनीकरण करा देंगे। – {{dealer}}',
    waNextService: 'अगली सर्विस',
    waVehicleReg: '{{model}} ({{regNo}})',
    kind_service_due: 'सर्विस देय',
    kind_free_service_expiring: 'मुफ़्त सर्विस समाप्त होने वाली',
    kind_psf: 'सर्विस फ़ीडबैक',
    kind_insurance_renewal: 'बीमा नवीनीकरण',
    bucket_lost: 'खोए हुए',
    bucket_overdue: 'देर हो चुकी',
    bucket_due: 'देय',
    bucket_due_soon: 'जल्द देय',
    bucket_scheduled: 'बाद में कॉल',
    bucket_upcoming: 'आगामी',
    bucket_expired: 'समाप्त',
    bucket_closed: 'बंद',
    outcome_reached: 'बात हुई',
    outcome_booked: 'बुकिंग हुई',
    outcome_not_reachable: 'संपर्क नहीं हुआ',
    outcome_wrong_number: 'गलत नंबर',
    outcome_not_interested: 'रुचि नहीं',
    outcome_serviced_elsewhere: 'कहीं और सर्विस कराई',
    outcome_vehicle_sold: 'वाहन बेच दिया',
    outcome_shifted: 'शहर छोड़ दिया',
    outcome_renewed: 'पॉलिसी नवीनीकृत',
  },
} as const

/** The hook for the follow-up screens (to come). */
export const useFollowUpStrings = defineStrings(FOLLOW_UP_STRINGS)

/** A message text in a given language (the customer's, not the screen's), for reminderMessage. */
export const followUpText: MessageText = (lang, key, values) =>
  translate(FOLLOW_UP_STRINGS[lang], lang, key, values)
