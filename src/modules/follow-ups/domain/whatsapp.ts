// The WhatsApp message for a reminder: a click-to-chat link (wa.me) to the customer's number with the text
// filled in, in the customer's language (English unless their record says Hindi), dates written the Indian way
// (15/06/2026), the vehicle's registration number and what is due. The texts are the module's strings
// (follow-ups-strings.ts), handed in as a function so this stays pure.
import { normaliseIndianMobile } from '@/utils/mobile'
import { indianDateText } from './dates'
import type { Reminder } from './types'

export type MessageLang = 'en' | 'hi'

/** The message texts this needs; follow-ups-strings.ts has each in English and Hindi. */
export type MessageKey =
  | 'waServiceDue'
  | 'waServiceDueKm'
  | 'waFreeService'
  | 'waFreeServiceKm'
  | 'waPsf'
  | 'waInsurance'
  | 'waNextService'
  | 'waVehicleReg'

export type MessageText = (
  lang: MessageLang,
  key: MessageKey,
  values?: Record<string, string | number>,
) => string

export type MessageCustomer = {
  name: string
  mobile?: string
  /** The customer's language; English when unknown. */
  language?: MessageLang
}

export type ReminderMessage = {
  lang: MessageLang
  text: string
  /** The number with its country code (91XXXXXXXXXX), or null when the customer has no valid Indian mobile. */
  to: string | null
  /** wa.me/91XXXXXXXXXX?text=…, or wa.me/?text=… (a chat the person picks) without a number. */
  url: string
}

/** The customer's mobile as WhatsApp wants it: 91 and the ten digits, or null when it is not a mobile. */
export function whatsAppNumber(mobile: string | undefined): string | null {
  const national = mobile ? normaliseIndianMobile(mobile) : null
  return national ? `91${national}` : null
}

/** The click-to-chat link with the text filled in. */
export function whatsAppLink(text: string, to: string | null): string {
  return `https://wa.me/${to ?? ''}?text=${encodeURIComponent(text)}`
}

/** The message for a reminder to its customer, from the dealer. */
export function reminderMessage(
  reminder: Reminder,
  customer: MessageCustomer,
  dealer: string,
  t: MessageText,
): ReminderMessage {
  const lang: MessageLang = customer.language === 'hi' ? 'hi' : 'en'
  const model = reminder.vehicle.trim()
  const vehicle = reminder.reg_no
    ? model
      ? t(lang, 'waVehicleReg', { model, regNo: reminder.reg_no })
      : reminder.reg_no
    : model
  const service = reminder.label?.trim() || t(lang, 'waNextService')
  const values: Record<string, string | number> = {
    name: customer.name.trim(),
    vehicle,
    service,
    dealer: dealer.trim(),
    date: indianDateText(reminder.due_date),
  }
  let text: string
  switch (reminder.kind) {
    case 'service_due':
      text =
        reminder.due_km !== undefined
          ? t(lang, 'waServiceDueKm', { ...values, km: reminder.due_km })
          : t(lang, 'waServiceDue', values)
      break
    case 'free_service_expiring': {
      const until = { ...values, date: indianDateText(reminder.window_to ?? reminder.due_date) }
      text =
        reminder.due_km !== undefined
          ? t(lang, 'waFreeServiceKm', { ...until, km: reminder.due_km })
          : t(lang, 'waFreeService', until)
      break
    }
    case 'psf':
      text = t(lang, 'waPsf', values)
      break
    case 'insurance_renewal':
      text = t(lang, 'waInsurance', {
        ...values,
        date: indianDateText(reminder.window_to ?? reminder.due_date),
      })
      break
  }
  const to = whatsAppNumber(customer.mobile)
  return { lang, text, to, url: whatsAppLink(text, to) }
}
