// Pure rules of the contact form: the message is composed on the device and handed to the user's own
// mail app through a mailto: link, so the form needs no server and works offline.
import { validateIndianMobile } from '@/utils/mobile'

export const CONTACT_TOPICS = ['tools', 'pro-demo', 'problem', 'privacy', 'other'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export type ContactForm = { name: string; reply: string; topic: ContactTopic; message: string }

export type ContactError =
  'nameMissing' | 'nameTooLong' | 'replyMissing' | 'replyInvalid' | 'messageTooShort' | 'messageTooLong'
export type ContactErrors = Partial<Record<'name' | 'reply' | 'message', ContactError>>

export const NAME_MAX = 80
export const MESSAGE_MIN = 20
export const MESSAGE_MAX = 2000

// Reserved example domain (RFC 2606): it can never reach a stranger. Deployments set VITE_CONTACT_EMAIL.
export const DEFAULT_CONTACT_EMAIL = 'contact@autobahi.example'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** The contact address: VITE_CONTACT_EMAIL when it looks like an e-mail address, else the documented default. */
export function contactAddress(configured: unknown): string {
  return typeof configured === 'string' && EMAIL.test(configured.trim())
    ? configured.trim()
    : DEFAULT_CONTACT_EMAIL
}

/** What kind of reply address was typed: an e-mail, an Indian mobile number, or neither. */
export function replyKind(reply: string): 'email' | 'mobile' | null {
  const value = reply.trim()
  if (EMAIL.test(value)) return 'email'
  if (validateIndianMobile(value).ok) return 'mobile'
  return null
}

/** Checks the form; an empty object means it can be sent. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {}
  const name = form.name.trim()
  if (name.length === 0) errors.name = 'nameMissing'
  else if (name.length > NAME_MAX) errors.name = 'nameTooLong'
  if (form.reply.trim().length === 0) errors.reply = 'replyMissing'
  else if (replyKind(form.reply) === null) errors.reply = 'replyInvalid'
  const length = form.message.trim().length
  if (length < MESSAGE_MIN) errors.message = 'messageTooShort'
  else if (length > MESSAGE_MAX) errors.message = 'messageTooLong'
  return errors
}

export type ComposedMail = { subject: string; body: string }

/** The e-mail subject and body; labels come in the user's language so the message reads naturally. */
export function composeMail(
  form: ContactForm,
  labels: { subject: string; name: string; reply: string },
): ComposedMail {
  const body = [
    form.message.trim(),
    '',
    '—',
    `${labels.name}: ${form.name.trim()}`,
    `${labels.reply}: ${form.reply.trim()}`,
  ].join('\n')
  return { subject: `AutoBahi: ${labels.subject}`, body }
}

/** A mailto: link with the subject and body encoded (CRLF line breaks, as RFC 6068 asks). */
export function mailtoHref(address: string, mail: ComposedMail): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))
  return `mailto:${address}?subject=${encode(mail.subject)}&body=${encode(mail.body)}`
}
