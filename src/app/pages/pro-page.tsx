import {
  ArrowRight,
  BadgeCheck,
  Car,
  ChevronDown,
  CloudOff,
  Hash,
  KeyRound,
  type LucideIcon,
  MonitorSmartphone,
  RefreshCw,
  UserCog,
  Users,
  Wrench,
} from 'lucide-react'
import { Link } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { JobCardIllustration } from '../marketing/job-card-illustration'
import { proPage } from '../page-meta/pro'
import { usePageHead } from '../seo/use-page-head'
import { useProStrings } from './pro-strings'

type T = ReturnType<typeof useProStrings>
type Key = Parameters<T>[0]

const MODULES: readonly { id: string; icon: LucideIcon; title: Key; items: readonly Key[] }[] = [
  {
    id: 'customers',
    icon: Users,
    title: 'customersTitle',
    items: ['customers1', 'customers2', 'customers3'],
  },
  {
    id: 'bookings',
    icon: Car,
    title: 'bookingsTitle',
    items: ['bookings1', 'bookings2', 'bookings3', 'bookings4'],
  },
  {
    id: 'workshop',
    icon: Wrench,
    title: 'workshopTitle',
    items: ['workshop1', 'workshop2', 'workshop3', 'workshop4'],
  },
]

const OFFLINE: readonly { icon: LucideIcon; title: Key; text: Key }[] = [
  { icon: CloudOff, title: 'offline1Title', text: 'offline1Text' },
  { icon: RefreshCw, title: 'offline2Title', text: 'offline2Text' },
  { icon: Hash, title: 'offline3Title', text: 'offline3Text' },
]

const ACCESS: readonly { icon: LucideIcon; title: Key; text: Key }[] = [
  { icon: KeyRound, title: 'access1Title', text: 'access1Text' },
  { icon: MonitorSmartphone, title: 'access2Title', text: 'access2Text' },
  { icon: UserCog, title: 'access3Title', text: 'access3Text' },
]

const GST_POINTS: readonly Key[] = ['gst1', 'gst2', 'gst3', 'gst4']
const STEPS = [1, 2, 3, 4] as const
const FAQ = [1, 2, 3, 4, 5, 6] as const

const primaryCta =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-saffron-500 px-5 py-3 font-semibold text-brand-900 hover:bg-saffron-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
const secondaryCta =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-surface px-5 py-3 font-semibold text-ink hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900">
      {children}
    </h2>
  )
}

/** /autobahi-pro: what the dealership suite does, how it works offline and with GST, FAQ and sign-up. */
export default function ProPage() {
  usePageHead(proPage)
  const t = useProStrings()
  const lang = useLanguage()

  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-page">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl lg:text-5xl lg:leading-tight">
              {t('title')}
            </h1>
            <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-soft">{t('lead')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to="/signup" className={primaryCta}>
                {t('ctaTrial')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to="/login" className={secondaryCta}>
                {t('ctaLogin')}
              </Link>
            </div>
            <p className="mt-3 text-sm text-ink-soft">{t('ctaNote')}</p>
          </div>
          <JobCardIllustration
            lang={lang}
            labels={{
              label: t('cardLabel'),
              sample: t('cardSample'),
              title: t('cardTitle'),
              dealer: t('cardDealer'),
              dealerPlace: t('cardDealerPlace'),
              cardNo: t('cardNo'),
              vehicle: t('cardVehicle'),
              vehicleValue: t('cardVehicleValue'),
              complaint: t('cardComplaint'),
              complaintValue: t('cardComplaintValue'),
              labour: t('cardLabour'),
              parts: t('cardParts'),
              taxable: t('cardTaxable'),
              total: t('cardTotal'),
              inWords: t('cardInWords'),
            }}
          />
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <section aria-labelledby="modules">
          <SectionHeading id="modules">{t('modulesTitle')}</SectionHeading>
          <div className="mt-6 grid gap-4 md:grid-cols-3">
            {MODULES.map(({ id, icon: Icon, title, items }) => (
              <section
                key={id}
                aria-labelledby={`module-${id}`}
                className="rounded-xl border border-line bg-surface p-5 shadow-sm"
              >
                <h3 id={`module-${id}`} className="flex items-center gap-2 text-lg font-semibold text-ink">
                  <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {t(title)}
                </h3>
                <ul className="mt-4 space-y-2.5 text-sm leading-6">
                  {items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      <span>{t(item)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>

        <section aria-labelledby="offline" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-10">
          <h2 id="offline" className="text-2xl font-bold tracking-tight">
            {t('offlineTitle')}
          </h2>
          <p className="mt-3 max-w-3xl leading-7 text-brand-100">{t('offlineText')}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {OFFLINE.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon aria-hidden="true" className="size-6 text-saffron-500" />
                <h3 className="mt-2 font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm leading-6 text-brand-100">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="gst" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div>
            <SectionHeading id="gst">{t('gstTitle')}</SectionHeading>
            <p className="mt-3 leading-7 text-ink-soft">{t('gstText')}</p>
          </div>
          <ul className="space-y-3">
            {GST_POINTS.map((point) => (
              <li
                key={point}
                className="flex gap-3 rounded-lg border border-line bg-surface p-3 text-sm leading-6"
              >
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{t(point)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="access">
          <SectionHeading id="access">{t('accessTitle')}</SectionHeading>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {ACCESS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-line bg-surface p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-ink">{t(title)}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-soft">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps">
          <SectionHeading id="steps">{t('stepsTitle')}</SectionHeading>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((n) => (
              <li key={n} className="relative rounded-xl border border-line bg-surface p-5">
                <span
                  aria-hidden="true"
                  className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {n}
                </span>
                <h3 className="mt-3 font-semibold text-ink">{t(`step${n}Title`)}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-soft">{t(`step${n}Text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="faq" className="max-w-3xl">
          <SectionHeading id="faq">{t('faqTitle')}</SectionHeading>
          <div className="mt-6 divide-y divide-line rounded-xl border border-line bg-surface">
            {FAQ.map((n) => (
              <details key={n} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                  {t(`faq${n}Q`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-ink-soft transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-7 text-ink-soft">{t(`faq${n}A`)}</p>
              </details>
            ))}
          </div>
        </section>

        <section
          aria-labelledby="final"
          className="flex flex-col items-start gap-5 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="final" className="text-2xl font-bold tracking-tight">
              {t('finalTitle')}
            </h2>
            <p className="mt-1 text-brand-100">{t('finalText')}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/signup" className={primaryCta}>
              {t('ctaTrial')}
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center justify-center rounded-lg border border-brand-300 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('finalContact')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  )
}
