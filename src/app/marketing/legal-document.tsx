import { Link } from 'react-router-dom'
import type { Lang } from '@/lib/i18n'
import { Prose } from '@/ui/prose'

/** A paragraph, a bulleted list, or a paragraph that ends in a link to another page of the app. */
export type LegalBlock =
  string | readonly string[] | { text: string; linkTo: string; linkText: string; after?: string }

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] }

/** One language's version of a policy: the same section ids in every language keep in-page links stable. */
export type LegalDoc = {
  title: string
  effectiveLabel: string
  intro: string
  contentsLabel: string
  sections: readonly LegalSection[]
}

// The date is a legal fact, so it is fixed here and formatted per language rather than typed twice.
const EFFECTIVE_DATE = new Date(Date.UTC(2026, 10, 21))

function formatEffectiveDate(lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(EFFECTIVE_DATE)
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>
  if ('linkTo' in block) {
    return (
      <p>
        {block.text} <Link to={block.linkTo}>{block.linkText}</Link>
        {block.after ?? ''}
      </p>
    )
  }
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** A policy page: H1, effective date, table of contents with in-page links, numbered sections. */
export function LegalDocument({ doc, lang }: { doc: LegalDoc; lang: Lang }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-ink-soft">
          {doc.effectiveLabel} <time dateTime="2026-11-21">{formatEffectiveDate(lang)}</time>
        </p>
        <p className="mt-4 text-lg leading-8 text-ink-soft">{doc.intro}</p>
      </header>
      <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <nav
          aria-labelledby="contents-heading"
          className="mb-8 rounded-xl border border-line bg-surface p-4 lg:sticky lg:top-20 lg:mb-0 lg:self-start"
        >
          <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
            {doc.contentsLabel}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm marker:text-ink-soft">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-6 items-center text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose className="[&>section:first-child>h2]:mt-0">
          {doc.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} tabIndex={-1}>
                {index + 1}. {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </Prose>
      </div>
    </article>
  )
}
