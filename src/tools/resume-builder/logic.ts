// Résumé rules and templates: what is required, and how a résumé becomes a page description for the
// documents worker. Templates differ in look only; every one keeps one reading order (name, contact,
// summary, then the sections in the user's order) so applicant-tracking systems read them alike.
import type { Block, DocSpec, PageStyle, Rgb, Run } from '../../../workers/documents/spec.options'
import type { Resume, ResumeEntry, ResumeSection, SectionKind } from './model'

export const TEMPLATES = ['classic', 'modern', 'sidebar'] as const
export type Template = (typeof TEMPLATES)[number]

export const templateOf = (t: string): Template => TEMPLATES.find((x) => x === t) ?? 'classic'

/** Which entry fields each kind of section asks for. */
export const FIELDS: Record<SectionKind, readonly (keyof ResumeEntry)[]> = {
  experience: ['title', 'subtitle', 'place', 'start', 'end', 'details'],
  education: ['title', 'subtitle', 'place', 'start', 'end', 'details'],
  projects: ['title', 'subtitle', 'start', 'end', 'details'],
  certifications: ['title', 'subtitle', 'end'],
  skills: ['title', 'subtitle'],
  languages: ['title', 'subtitle'],
  custom: ['title', 'subtitle', 'place', 'start', 'end', 'details'],
}

export const blankEntry = (): ResumeEntry => ({
  title: '',
  subtitle: '',
  place: '',
  start: '',
  end: '',
  details: '',
})

export function blankResume(headings: Record<SectionKind, string>): Resume {
  const kinds: SectionKind[] = ['experience', 'education', 'skills', 'languages']
  return {
    version: 1,
    template: 'classic',
    profile: {
      name: '',
      headline: '',
      email: '',
      phone: '',
      location: '',
      links: '',
      summary: '',
      photo: '',
    },
    sections: kinds.map((kind, i) => ({
      id: `s${i}`,
      kind,
      heading: headings[kind],
      entries: [blankEntry()],
    })),
  }
}

export type ResumeError = 'required' | 'email' | 'phone'
export type ResumeErrors = Record<string, ResumeError>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Indian mobile (optionally +91 / 0) or any international number of 7–15 digits. */
export function validatePhone(phone: string): boolean {
  const digits = phone.replace(/[\s()-]/g, '')
  return /^(\+91|0)?[6-9]\d{9}$/.test(digits) || /^\+\d{7,15}$/.test(digits)
}

/** Required: a name and a way to reach you (a valid email), and a title for every entry that has anything. */
export function validateResume(r: Resume): ResumeErrors {
  const errors: ResumeErrors = {}
  if (!r.profile.name.trim()) errors['profile.name'] = 'required'
  const email = r.profile.email.trim()
  if (!email) errors['profile.email'] = 'required'
  else if (!EMAIL.test(email)) errors['profile.email'] = 'email'
  if (r.profile.phone.trim() && !validatePhone(r.profile.phone)) errors['profile.phone'] = 'phone'
  r.sections.forEach((s, i) => {
    if (!s.heading.trim()) errors[`sections.${i}.heading`] = 'required'
    s.entries.forEach((e, k) => {
      const filled = Object.values(e).some((v) => v.trim())
      if (filled && !e.title.trim()) errors[`sections.${i}.entries.${k}.title`] = 'required'
    })
  })
  return errors
}

type Theme = { accent: Rgb; text: Rgb; soft: Rgb; rule: Rgb; band?: Rgb }
const THEMES: Record<Template, Theme> = {
  classic: {
    accent: [0.1, 0.1, 0.1],
    text: [0.1, 0.1, 0.1],
    soft: [0.35, 0.35, 0.35],
    rule: [0.55, 0.55, 0.55],
  },
  modern: {
    accent: [0.04, 0.42, 0.46],
    text: [0.12, 0.14, 0.16],
    soft: [0.36, 0.4, 0.44],
    rule: [0.04, 0.42, 0.46],
  },
  sidebar: {
    accent: [0.13, 0.25, 0.5],
    text: [0.12, 0.13, 0.16],
    soft: [0.35, 0.38, 0.45],
    rule: [0.13, 0.25, 0.5],
    band: [0.92, 0.94, 0.98],
  },
}

const present = (s: string) => s.trim() !== ''
const join = (parts: string[], sep: string) =>
  parts
    .map((p) => p.trim())
    .filter(present)
    .join(sep)

/** Lines of free text; lines starting with -, * or • become bullets. */
function detailBlocks(details: string, theme: Theme): Block[] {
  return details
    .split('\n')
    .map((l) => l.trim())
    .filter(present)
    .map((line): Block => {
      const bullet = /^[-*•]\s*/.test(line)
      return {
        kind: 'text',
        runs: [{ text: line.replace(/^[-*•]\s*/, '') }],
        size: 9.5,
        color: theme.text,
        bullet,
        indent: bullet ? 11 : 0,
        spaceAfter: 1,
      }
    })
}

function entryBlocks(kind: SectionKind, e: ResumeEntry, theme: Theme): Block[] {
  const dates = join([e.start, e.end], ' – ')
  const title: Block = {
    kind: 'text',
    runs: [{ text: e.title, weight: 'bold' }],
    size: 10.5,
    color: theme.text,
  }
  const head: Block = dates
    ? {
        kind: 'row',
        gap: 8,
        columns: [
          { width: 0.72, blocks: [title] },
          {
            width: 0.28,
            blocks: [{ kind: 'text', runs: [{ text: dates }], size: 9.5, color: theme.soft, align: 'right' }],
          },
        ],
      }
    : title
  const sub = join([e.subtitle, kind === 'projects' ? '' : e.place], ' · ')
  return [
    head,
    ...(sub ? [{ kind: 'text', runs: [{ text: sub }], size: 9.5, color: theme.soft } as Block] : []),
    ...detailBlocks(e.details, theme),
    { kind: 'spacer', height: 6 },
  ]
}

/** Skills and languages read as one line each: "Tally (Advanced)". */
function listBlocks(s: ResumeSection, theme: Theme, column: boolean): Block[] {
  const items = s.entries
    .filter((e) => present(e.title))
    .map((e) => (present(e.subtitle) ? `${e.title.trim()} (${e.subtitle.trim()})` : e.title.trim()))
  if (column) {
    return items.map((text): Block => ({
      kind: 'text',
      runs: [{ text }],
      size: 9.5,
      color: theme.text,
      spaceAfter: 1,
    }))
  }
  return items.length
    ? [{ kind: 'text', runs: [{ text: items.join(' · ') }], size: 9.5, color: theme.text, spaceAfter: 4 }]
    : []
}

function heading(text: string, template: Template, theme: Theme): Block[] {
  const block: Block = {
    kind: 'text',
    runs: [{ text: template === 'classic' ? text.toUpperCase() : text, weight: 'bold' }],
    size: template === 'classic' ? 11 : 12,
    color: theme.accent,
    spaceBefore: 8,
    spaceAfter: template === 'classic' ? 1 : 3,
    keepWithNext: true,
  }
  if (template === 'classic') {
    return [block, { kind: 'rule', thickness: 0.6, color: theme.rule, spaceAfter: 4 }]
  }
  if (template === 'modern') {
    return [block, { kind: 'rule', thickness: 1.6, color: theme.rule, spaceAfter: 5 }]
  }
  return [block]
}

function sectionBlocks(s: ResumeSection, template: Template, theme: Theme, column = false): Block[] {
  const list = s.kind === 'skills' || s.kind === 'languages'
  const body = list
    ? listBlocks(s, theme, column)
    : s.entries.filter((e) => Object.values(e).some(present)).flatMap((e) => entryBlocks(s.kind, e, theme))
  return body.length ? [...heading(s.heading, template, theme), ...body] : []
}

const contactLine = (r: Resume) =>
  join([r.profile.email, r.profile.phone, r.profile.location, ...r.profile.links.split('\n')], '  |  ')

/** The résumé as a page description. Image 0, when present, is the photo. */
export function resumeToDoc(r: Resume, lang: string, hasPhoto: boolean): DocSpec {
  const template = templateOf(r.template)
  const theme = THEMES[template]
  const p = r.profile
  const name: Run = { text: p.name.trim() || ' ', weight: 'bold' }
  const margin = { top: 40, right: 42, bottom: 40, left: 42 }
  const footer = { text: `${p.name.trim()}  ·  {page}/{pages}`, size: 7.5, color: theme.soft }
  const summary: Block[] = present(p.summary)
    ? [{ kind: 'text', runs: [{ text: p.summary.trim() }], size: 10, color: theme.text, spaceAfter: 4 }]
    : []
  const photo = (size: number, align: 'left' | 'center' | 'right', shape: 'circle' | 'rounded'): Block[] =>
    hasPhoto
      ? [{ kind: 'image', image: 0, width: size, height: size * 1.2, align, shape, spaceAfter: 8 }]
      : []

  if (template === 'sidebar') {
    const side = r.sections.filter((s) => s.kind === 'skills' || s.kind === 'languages')
    const main = r.sections.filter((s) => !side.includes(s))
    const contact = [p.email, p.phone, p.location, ...p.links.split('\n')].filter(present)
    const bandWidth = margin.left + (595.28 - margin.left - margin.right - 16) * 0.3 + 8
    const page: PageStyle = {
      margin,
      footer,
      decorations: [{ kind: 'rect', x: 0, y: 0, width: bandWidth, height: 841.89, fill: theme.band }],
    }
    const left: Block[] = [
      ...(hasPhoto
        ? [
            {
              kind: 'image',
              image: 0,
              width: 96,
              height: 96,
              align: 'center',
              shape: 'circle',
              spaceAfter: 10,
            } as Block,
          ]
        : []),
      ...contact.map((c): Block => ({
        kind: 'text',
        runs: [{ text: c.trim() }],
        size: 9,
        color: theme.text,
        spaceAfter: 2,
      })),
      ...side.flatMap((s) => sectionBlocks(s, template, theme, true)),
    ]
    const right: Block[] = [
      { kind: 'text', runs: [{ ...name, color: theme.accent }], size: 24, leading: 1.2 },
      ...(present(p.headline)
        ? [
            {
              kind: 'text',
              runs: [{ text: p.headline.trim() }],
              size: 12,
              color: theme.soft,
              spaceAfter: 8,
            } as Block,
          ]
        : []),
      ...summary,
      ...main.flatMap((s) => sectionBlocks(s, template, theme)),
    ]
    return {
      title: p.name.trim() || 'Résumé',
      author: p.name.trim(),
      lang,
      page,
      flow: [
        {
          kind: 'row',
          gap: 16,
          columns: [
            { width: 0.3, blocks: left },
            { width: 0.7, blocks: right },
          ],
        },
      ],
    }
  }

  const centred = template === 'classic'
  const headerText: Block[] = [
    {
      kind: 'text',
      runs: [name],
      size: centred ? 22 : 24,
      align: centred ? 'center' : 'left',
      color: theme.accent,
      leading: 1.2,
    },
    ...(present(p.headline)
      ? [
          {
            kind: 'text',
            runs: [{ text: p.headline.trim() }],
            size: 11.5,
            align: centred ? 'center' : 'left',
            color: theme.soft,
          } as Block,
        ]
      : []),
    {
      kind: 'text',
      runs: [{ text: contactLine(r) }],
      size: 9,
      align: centred ? 'center' : 'left',
      color: theme.soft,
      spaceAfter: 6,
    },
  ]
  const header: Block[] =
    template === 'modern' && hasPhoto
      ? [
          {
            kind: 'row',
            gap: 14,
            columns: [
              { width: 0.8, blocks: headerText },
              { width: 0.2, blocks: photo(80, 'right', 'rounded') },
            ],
          },
        ]
      : [...(centred ? photo(72, 'center', 'circle') : photo(72, 'left', 'rounded')), ...headerText]
  return {
    title: p.name.trim() || 'Résumé',
    author: p.name.trim(),
    lang,
    page: {
      margin,
      footer,
      decorations:
        template === 'modern'
          ? [{ kind: 'rect', x: 0, y: 0, width: 595.28, height: 8, fill: theme.accent }]
          : [],
    },
    flow: [...header, ...summary, ...r.sections.flatMap((s) => sectionBlocks(s, template, theme))],
  }
}
