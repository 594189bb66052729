import { Copy, Mail, Pencil } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button, buttonVariants } from '@/ui/button'
import { Field, Input, Select, Textarea } from '@/ui/field'
import {
  composeMail,
  CONTACT_TOPICS,
  mailtoHref,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  validateContact,
  type ComposedMail,
  type ContactErrors,
  type ContactForm as Form,
  type ContactTopic,
} from './contact-message'
import { useContactStrings } from './contact-strings'

const EMPTY: Form = { name: '', reply: '', topic: 'tools', message: '' }
const FIELD_ORDER = ['name', 'reply', 'message'] as const

/** The contact form: validates in the user's language, then hands the message to their mail app. */
export function ContactForm({ address }: { address: string }) {
  const t = useContactStrings()
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [mail, setMail] = useState<ComposedMail | null>(null)
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const readyHeading = useRef<HTMLHeadingElement>(null)

  const limits = { min: MESSAGE_MIN, max: MESSAGE_MAX }
  const errorText = (field: keyof ContactErrors) => {
    const code = errors[field]
    return code ? t(code, code === 'nameTooLong' ? { max: NAME_MAX } : limits) : undefined
  }
  const describedBy = (field: keyof ContactErrors, hint: boolean) =>
    errors[field] ? `contact-${field}-error` : hint ? `contact-${field}-hint` : undefined

  function update<K extends keyof Form>(key: K, value: Form[K]) {
    setForm((current) => ({ ...current, [key]: value }))
    // An error disappears as soon as the user starts fixing that field; the rest stay until the next submit.
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateContact(form)
    setErrors(found)
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) {
      document.getElementById(`contact-${first}`)?.focus()
      return
    }
    const subject = t(`topic_${form.topic}`)
    setMail(composeMail(form, { subject, name: t('mailSubjectName'), reply: t('mailSubjectReply') }))
    setCopyState('idle')
    // Focus moves to the result so keyboard and screen-reader users land on the next step.
    requestAnimationFrame(() => readyHeading.current?.focus())
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      setCopyState('copied')
    } catch {
      setCopyState('failed')
    }
  }

  if (mail) {
    const fullText = `${mail.subject}\n\n${mail.body}`
    return (
      <section
        aria-labelledby="contact-ready"
        className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-6"
      >
        <h2
          id="contact-ready"
          ref={readyHeading}
          tabIndex={-1}
          className="text-lg font-semibold text-brand-900 outline-none"
        >
          {t('readyTitle')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('readyText', { address })}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={mailtoHref(address, mail)} className={buttonVariants({ size: 'lg' })}>
            <Mail aria-hidden="true" />
            {t('openMail')}
          </a>
          <Button variant="secondary" size="lg" onClick={() => void copy(fullText)}>
            <Copy aria-hidden="true" />
            {t('copy')}
          </Button>
          <Button variant="ghost" size="lg" onClick={() => setMail(null)}>
            <Pencil aria-hidden="true" />
            {t('edit')}
          </Button>
        </div>
        <p aria-live="polite" className="mt-3 min-h-6 text-sm font-medium text-brand-800">
          {copyState === 'copied' ? t('copied', { address }) : copyState === 'failed' ? t('copyFailed') : ''}
        </p>
        <h3 className="mt-2 text-sm font-semibold text-ink-soft">{t('previewLabel')}</h3>
        <pre className="mt-1 max-h-72 overflow-auto rounded-lg border border-line bg-surface p-3 font-sans text-sm whitespace-pre-wrap text-ink">
          {fullText}
        </pre>
      </section>
    )
  }

  const hasErrors = FIELD_ORDER.some((field) => errors[field])
  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-xl font-semibold text-brand-900">
        {t('formTitle')}
      </h2>
      {hasErrors ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{t('errorSummary')}</p>
      ) : null}
      <Field label={t('nameLabel')} htmlFor="contact-name" error={errorText('name')}>
        <Input
          id="contact-name"
          autoComplete="name"
          value={form.name}
          onChange={(e) => update('name', e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name', false)}
        />
      </Field>
      <Field label={t('replyLabel')} htmlFor="contact-reply" hint={t('replyHint')} error={errorText('reply')}>
        <Input
          id="contact-reply"
          autoComplete="email"
          value={form.reply}
          onChange={(e) => update('reply', e.target.value)}
          aria-invalid={errors.reply ? true : undefined}
          aria-describedby={describedBy('reply', true)}
        />
      </Field>
      <Field label={t('topicLabel')} htmlFor="contact-topic">
        <Select
          id="contact-topic"
          value={form.topic}
          onChange={(e) => update('topic', e.target.value as ContactTopic)}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topic_${topic}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('messageLabel')}
        htmlFor="contact-message"
        hint={t('messageHint', limits)}
        error={errorText('message')}
      >
        <Textarea
          id="contact-message"
          rows={7}
          value={form.message}
          onChange={(e) => update('message', e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${describedBy('message', true) ?? ''} contact-message-count`.trim()}
        />
        <p id="contact-message-count" className="text-right text-xs text-ink-soft">
          {t('messageCount', { count: form.message.trim().length, max: MESSAGE_MAX })}
        </p>
      </Field>
      <Button type="submit" size="lg">
        <Mail aria-hidden="true" />
        {t('submit')}
      </Button>
    </form>
  )
}
