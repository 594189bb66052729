import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { DocField, DocSelect } from '../shared/documents/doc-field'
import { useDocStrings } from '../shared/documents/doc-strings'
import { blankEntry, FIELDS, type ResumeErrors } from './logic'
import {
  MAX_ENTRIES,
  MAX_SECTIONS,
  moveSection,
  SECTION_KINDS,
  type Resume,
  type ResumeEntry,
  type SectionKind,
} from './model'
import { useResumeStrings } from './strings'

type Props = {
  resume: Resume
  onChange: (r: Resume) => void
  error: (path: string) => string | undefined
  idOf: (path: string) => string
}

/** The résumé's sections: headings, entries, order, adding and removing. */
export function SectionsForm({ resume, onChange, error, idOf }: Props) {
  const t = useResumeStrings()
  const d = useDocStrings()
  const [kind, setKind] = useState<SectionKind>('projects')
  const sections = resume.sections
  const setSections = (next: Resume['sections']) => onChange({ ...resume, sections: next })
  const setEntry = (i: number, k: number, field: keyof ResumeEntry, value: string) =>
    setSections(
      sections.map((s, si) =>
        si === i ? { ...s, entries: s.entries.map((e, ek) => (ek === k ? { ...e, [field]: value } : e)) } : s,
      ),
    )
  const label = (field: keyof ResumeEntry, k: SectionKind) => {
    if (field === 'title' || field === 'subtitle') return t(`f_${field}_${k}`)
    if (field === 'end' && k === 'certifications') return t('f_end_certifications')
    return t(`f_${field}`)
  }

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">{t('sections')}</h2>
      {sections.map((s, i) => (
        <Card key={s.id} className="space-y-3" aria-label={s.heading || t(`kind_${s.kind}`)}>
          <div className="flex flex-wrap items-end gap-2">
            <DocField
              id={idOf(`sections.${i}.heading`)}
              label={`${t('sectionHeading')} (${t(`kind_${s.kind}`)})`}
              value={s.heading}
              error={error(`sections.${i}.heading`)}
              onChange={(v) => setSections(sections.map((x, xi) => (xi === i ? { ...x, heading: v } : x)))}
              className="min-w-48 flex-1"
            />
            <div className="flex gap-1">
              <Button
                variant="secondary"
                size="sm"
                disabled={i === 0}
                aria-label={`${d('moveUp')}: ${s.heading}`}
                onClick={() => setSections(moveSection(sections, i, -1))}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={i === sections.length - 1}
                aria-label={`${d('moveDown')}: ${s.heading}`}
                onClick={() => setSections(moveSection(sections, i, 1))}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${d('remove')}: ${s.heading}`}
                onClick={() => setSections(sections.filter((_, xi) => xi !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
          {s.entries.map((e, k) => (
            <fieldset key={k} className="space-y-2 rounded-lg border border-line p-3">
              <legend className="px-1 text-sm font-medium text-ink-soft">{t('entry', { n: k + 1 })}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {FIELDS[s.kind].map((field) => (
                  <DocField
                    key={field}
                    id={idOf(`sections.${i}.entries.${k}.${field}`)}
                    label={label(field, s.kind)}
                    value={e[field]}
                    multiline={field === 'details'}
                    className={field === 'details' || field === 'title' ? 'sm:col-span-2' : undefined}
                    hint={field === 'end' && s.kind === 'experience' ? t('endHint') : undefined}
                    error={error(`sections.${i}.entries.${k}.${field}`)}
                    onChange={(v) => setEntry(i, k, field, v)}
                  />
                ))}
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  setSections(
                    sections.map((x, xi) =>
                      xi === i ? { ...x, entries: x.entries.filter((_, ek) => ek !== k) } : x,
                    ),
                  )
                }
              >
                <Trash2 aria-hidden="true" />
                {t('removeEntry')}
              </Button>
            </fieldset>
          ))}
          <Button
            variant="secondary"
            size="sm"
            disabled={s.entries.length >= MAX_ENTRIES}
            onClick={() =>
              setSections(
                sections.map((x, xi) => (xi === i ? { ...x, entries: [...x.entries, blankEntry()] } : x)),
              )
            }
          >
            <Plus aria-hidden="true" />
            {t('addEntry')}
          </Button>
        </Card>
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <DocSelect
          id={idOf('new-section')}
          label={t('sectionKind')}
          value={kind}
          options={SECTION_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
          onChange={setKind}
        />
        <Button
          disabled={sections.length >= MAX_SECTIONS}
          onClick={() =>
            setSections([
              ...sections,
              {
                id: crypto.randomUUID().slice(0, 8),
                kind,
                heading: t(`kind_${kind}`),
                entries: [blankEntry()],
              },
            ])
          }
        >
          <Plus aria-hidden="true" />
          {t('addSection')}
        </Button>
      </div>
    </div>
  )
}

export type { ResumeErrors }
