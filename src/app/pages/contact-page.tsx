import { Lightbulb, ShieldCheck, Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { contactPage } from '../page-meta/contact'
import { usePageHead } from '../seo/use-page-head'
import { ContactForm } from './contact-form'
import { contactAddress } from './contact-message'
import { useContactStrings } from './contact-strings'

// Resolved once: the address is fixed at build time (VITE_CONTACT_EMAIL), see contact-message.ts.
const ADDRESS = contactAddress(import.meta.env.VITE_CONTACT_EMAIL)

function Channel({
  icon,
  title,
  text,
  link,
}: {
  icon: ReactNode
  title: string
  text: string
  link: ReactNode
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-0.5 text-sm text-ink-soft">{text}</p>
        <p className="mt-1 text-sm">{link}</p>
      </div>
    </li>
  )
}

const linkClass =
  'inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** /contact: a message composed offline and sent through the visitor's own mail app, plus other channels. */
export default function ContactPage() {
  usePageHead(contactPage)
  const t = useContactStrings()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg leading-8 text-ink-soft">{t('lead')}</p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">
          <p className="mb-5 text-sm leading-6 text-ink-soft">{t('howItWorks', { address: ADDRESS })}</p>
          <ContactForm address={ADDRESS} />
        </div>
        <aside aria-labelledby="contact-other">
          <h2 id="contact-other" className="text-lg font-semibold text-brand-900">
            {t('otherTitle')}
          </h2>
          <ul className="mt-4 space-y-6">
            <Channel
              icon={<Store aria-hidden="true" className="size-5" />}
              title={t('proTitle')}
              text={t('proText')}
              link={
                <Link className={linkClass} to="/autobahi-pro">
                  {t('proLink')}
                </Link>
              }
            />
            <Channel
              icon={<ShieldCheck aria-hidden="true" className="size-5" />}
              title={t('privacyTitle')}
              text={t('privacyText')}
              link={
                <Link className={linkClass} to="/privacy-policy">
                  {t('privacyLink')}
                </Link>
              }
            />
            <Channel
              icon={<Lightbulb aria-hidden="true" className="size-5" />}
              title={t('feedbackTitle')}
              text={t('feedbackText')}
              link={
                <Link className={linkClass} to="/feedback">
                  {t('feedbackLink')}
                </Link>
              }
            />
          </ul>
        </aside>
      </div>
    </div>
  )
}
