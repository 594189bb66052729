import {
  ArrowRight,
  Download,
  Languages,
  type LucideIcon,
  ReceiptIndianRupee,
  ShieldCheck,
  SignpostBig,
  WifiOff,
} from 'lucide-react'
import { Link } from 'react-router-dom'
import { Prose } from '@/ui/prose'
import { aboutPage } from '../page-meta/about'
import { usePageHead } from '../seo/use-page-head'
import { useAboutStrings } from './about-strings'

const PRINCIPLES: readonly {
  icon: LucideIcon
  title: `p${1 | 2 | 3 | 4 | 5 | 6}Title`
  text: `p${1 | 2 | 3 | 4 | 5 | 6}Text`
}[] = [
  { icon: ShieldCheck, title: 'p1Title', text: 'p1Text' },
  { icon: WifiOff, title: 'p2Title', text: 'p2Text' },
  { icon: Languages, title: 'p3Title', text: 'p3Text' },
  { icon: ReceiptIndianRupee, title: 'p4Title', text: 'p4Text' },
  { icon: Download, title: 'p5Title', text: 'p5Text' },
  { icon: SignpostBig, title: 'p6Title', text: 'p6Text' },
]

/** /about: who makes AutoBahi and why, the principles it keeps, and what is free. */
export default function AboutPage() {
  usePageHead(aboutPage)
  const t = useAboutStrings()
  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-page">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-ink-soft">{t('lead')}</p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Prose>
            <h2 className="mt-0!">{t('whyTitle')}</h2>
            <p>{t('whyTools')}</p>
            <p>{t('whyPro')}</p>
          </Prose>
          <section
            aria-labelledby="who"
            className="rounded-xl border-l-4 border-saffron-500 bg-saffron-100 p-5"
          >
            <h2 id="who" className="text-lg font-semibold text-brand-900">
              {t('whoTitle')}
            </h2>
            <p className="mt-2 leading-7 text-ink">{t('whoText')}</p>
          </section>
        </div>

        <section aria-labelledby="principles" className="mt-12">
          <h2 id="principles" className="text-xl font-semibold text-brand-900">
            {t('principlesTitle')}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PRINCIPLES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-line bg-surface p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-ink">{t(title)}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-soft">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="free" className="mt-12 rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
          <h2 id="free" className="text-xl font-semibold">
            {t('freeTitle')}
          </h2>
          <p className="mt-2 max-w-3xl leading-7 text-brand-100">{t('freeText')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link
              to="/"
              className="inline-flex items-center gap-2 rounded-lg bg-saffron-500 px-5 py-3 font-semibold text-brand-900 hover:bg-saffron-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('browseTools')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/autobahi-pro"
              className="inline-flex items-center gap-2 rounded-lg border border-brand-300 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('seePro')}
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center px-2 py-3 font-semibold text-white underline underline-offset-4 hover:text-saffron-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('contact')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  )
}
