import { CheckCircle2, CloudOff, Send, Star } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Field, Input, Select, Textarea } from '@/ui/field'
import {
  MESSAGE_MAX,
  MESSAGE_MIN,
  toEntry,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackInput,
} from './domain/feedback'
import { useFeedbackStrings } from './feedback-strings'
import { flushFeedbackOutbox, startFeedbackOutbox, submitFeedback, useFeedbackOutbox } from './outbox'

export type AboutOption = { value: string; label: string }

const EMPTY: FeedbackInput = { name: '', email: '', rating: null, message: '', about: 'general' }
const ORDER = ['name', 'email', 'rating', 'message'] as const
const RATINGS = [1, 2, 3, 4, 5] as const
type Rating = (typeof RATINGS)[number]

function newId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  )
}

/** The feedback form: saved on this device first, sent now when online, otherwise later by the outbox. */
export function FeedbackForm({ tools }: { tools: readonly AboutOption[] }) {
  const t = useFeedbackStrings()
  const lang = useLanguage()
  const [form, setForm] = useState<FeedbackInput>(EMPTY)
  const [errors, setErrors] = useState<FeedbackErrors>({})
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<'sent' | 'saved' | null>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const pending = useFeedbackOutbox()

  useEffect(() => {
    startFeedbackOutbox()
    // A link from a tool page may say what the feedback is about (?about=/tools/<slug>).
    const about = new URLSearchParams(window.location.search).get('about')
    if (about && (about === 'pro' || tools.some((o) => o.value === about))) setForm((f) => ({ ...f, about }))
  }, [tools])

  const limits = { min: MESSAGE_MIN, max: MESSAGE_MAX }
  const errorText = (field: keyof FeedbackErrors) => {
    const code = errors[field]
    return code ? t(`err_${code}`, limits) : undefined
  }
  const update = <K extends keyof FeedbackInput>(key: K, value: FeedbackInput[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateFeedback(form)
    setErrors(found)
    const first = ORDER.find((f) => found[f])
    if (first) {
      document.getElementById(first === 'rating' ? 'feedback-rating-1' : `feedback-${first}`)?.focus()
      return
    }
    setBusy(true)
    const sent = await submitFeedback(toEntry(form, newId(), new Date(), lang))
    setBusy(false)
    setResult(sent ? 'sent' : 'saved')
    setForm(EMPTY)
  }

  // Focus moves to the outcome once it is on screen, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])

  const described = (field: keyof FeedbackErrors, hint?: boolean) =>
    errors[field] ? `feedback-${field}-error` : hint ? `feedback-${field}-hint` : undefined
  const waiting = pending.length

  return (
    <div className="flex flex-col gap-5">
      {waiting > 0 && result !== 'saved' ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-saffron-500 bg-saffron-100 px-3 py-2 text-sm text-ink"
          data-testid="feedback-pending"
        >
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1">{t('pending', { count: waiting })}</span>
          <Button variant="secondary" size="sm" onClick={() => void flushFeedbackOutbox()}>
            {t('sendNow')}
          </Button>
        </div>
      ) : null}
      {result ? (
        <section
          aria-labelledby="feedback-result"
          className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-6"
          data-testid="feedback-result"
          data-result={result}
        >
          <h2
            id="feedback-result"
            ref={resultHeading}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold text-brand-900 outline-none"
          >
            {result === 'sent' ? (
              <CheckCircle2 aria-hidden="true" className="size-5" />
            ) : (
              <CloudOff aria-hidden="true" className="size-5" />
            )}
            {result === 'sent' ? t('sentTitle') : t('savedTitle')}
          </h2>
          {result === 'saved' ? <p className="mt-1 text-ink-soft">{t('savedText')}</p> : null}
          <Button variant="secondary" className="mt-4" onClick={() => setResult(null)}>
            {t('another')}
          </Button>
        </section>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" aria-busy={busy}>
          <fieldset aria-describedby={errors.rating ? 'feedback-rating-error' : undefined}>
            <legend className="text-sm font-medium text-ink">{t('ratingLabel')}</legend>
            <div className="mt-2 flex gap-1">
              {RATINGS.map((n) => (
                <label key={n} className="relative cursor-pointer">
                  <input
                    id={`feedback-rating-${n}`}
                    type="radio"
                    name="rating"
                    value={n}
                    checked={form.rating === n}
                    onChange={() => update('rating', n)}
                    className="peer sr-only"
                    aria-label={`${t('star', { count: n })}: ${t(`rating${n}`)}`}
                  />
                  <span className="flex size-11 items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 hover:bg-muted">
                    <Star
                      aria-hidden="true"
                      className={cn(
                        'size-8',
                        form.rating !== null && n <= form.rating
                          ? 'fill-saffron-500 text-saffron-500'
                          : 'text-ink-soft',
                      )}
                    />
                  </span>
                </label>
              ))}
            </div>
            <p className="mt-1 min-h-5 text-sm text-ink-soft" aria-hidden="true">
              {form.rating ? t(`rating${form.rating as Rating}`) : ''}
            </p>
            {errors.rating ? (
              <p id="feedback-rating-error" role="alert" className="text-xs font-medium text-red-700">
                {t('ratingRequired')}
              </p>
            ) : null}
          </fieldset>
          <Field label={t('aboutLabel')} htmlFor="feedback-about">
            <Select id="feedback-about" value={form.about} onChange={(e) => update('about', e.target.value)}>
              <option value="general">{t('aboutGeneral')}</option>
              <option value="pro">{t('aboutPro')}</option>
              <optgroup label={t('aboutTools')}>
                {tools.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            </Select>
          </Field>
          <Field
            label={t('messageLabel')}
            htmlFor="feedback-message"
            hint={t('messageHint', limits)}
            error={errorText('message')}
          >
            <Textarea
              id="feedback-message"
              value={form.message}
              maxLength={MESSAGE_MAX + 200}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={described('message', true)}
              onChange={(e) => update('message', e.target.value)}
            />
          </Field>
          <p
            className={cn(
              '-mt-4 text-right text-xs',
              form.message.trim().length > MESSAGE_MAX ? 'text-red-700' : 'text-ink-soft',
            )}
            aria-hidden="true"
          >
            {t('counter', { count: form.message.trim().length, max: MESSAGE_MAX })}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('nameLabel')} htmlFor="feedback-name" error={errorText('name')}>
              <Input
                id="feedback-name"
                value={form.name}
                autoComplete="name"
                maxLength={220}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={described('name')}
                onChange={(e) => update('name', e.target.value)}
              />
            </Field>
            <Field
              label={t('emailLabel')}
              htmlFor="feedback-email"
              hint={t('emailHint')}
              error={errorText('email')}
            >
              <Input
                id="feedback-email"
                type="email"
                value={form.email}
                autoComplete="email"
                maxLength={340}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={described('email', true)}
                onChange={(e) => update('email', e.target.value)}
              />
            </Field>
          </div>
          <p className="text-xs text-ink-soft">{t('privacy')}</p>
          <div>
            <Button type="submit" size="lg" disabled={busy}>
              <Send aria-hidden="true" />
              {busy ? t('sending') : t('submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
