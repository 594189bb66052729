import { Download, FileJson, FolderOpen, RotateCcw } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { downloadBytes, downloadText, safeFileName } from '@/lib/download'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ImageInput } from '@/ui/image-input'
import { Spinner } from '@/ui/spinner'
import type { DocInput } from '../../../workers/documents/spec.options'
import { imageOfDataUrl } from '../shared/documents/data-url'
import { DocField, DocSelect } from '../shared/documents/doc-field'
import { useDocStrings } from '../shared/documents/doc-strings'
import { DocumentPreview } from '@/ui/documents/document-preview'
import { useDraft } from '../shared/documents/use-draft'
import { buildNow, useDocumentPdf } from '@/lib/documents/use-document-pdf'
import { blankResume, resumeToDoc, TEMPLATES, templateOf, validateResume } from './logic'
import { parseResumeJson, SECTION_KINDS, type Resume, type SectionKind } from './model'
import { SectionsForm } from './sections-form'
import { useResumeStrings } from './strings'

const TOOL = 'resume-builder'

function toInput(r: Resume, lang: string): DocInput {
  const photo = r.profile.photo ? imageOfDataUrl(r.profile.photo) : null
  return { spec: resumeToDoc(r, lang, photo !== null), images: photo ? [photo] : [] }
}

/** Résumé maker: form, live preview of the real PDF, JSON in and out, draft kept on this device. */
export default function ResumeBuilderTool() {
  const t = useResumeStrings()
  const d = useDocStrings()
  const lang = useLanguage()
  const id = useId()
  const headings = Object.fromEntries(SECTION_KINDS.map((k) => [k, t(`kind_${k}`)])) as Record<
    SectionKind,
    string
  >
  const revive = (raw: unknown): Resume => {
    const parsed = raw ? parseResumeJson(JSON.stringify(raw)) : null
    return parsed?.ok ? parsed.value : blankResume(headings)
  }
  const { draft, setDraft, storageOk } = useDraft(TOOL, revive)
  const [showAll, setShowAll] = useState(false)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const errors = useMemo(() => (draft ? validateResume(draft) : {}), [draft])
  const input = useMemo(() => (draft ? toInput(draft, lang) : null), [draft, lang])
  const preview = useDocumentPdf(input)

  if (!draft) return <Spinner label={d('making')} />

  const idOf = (path: string) => `${id}-${path.replace(/\./g, '-')}`
  const error = (path: string) => {
    const e = errors[path]
    return e && (showAll || e !== 'required') ? t(`e_${e}`) : undefined
  }
  const setProfile = (field: keyof Resume['profile'], value: string) =>
    setDraft({ ...draft, profile: { ...draft.profile, [field]: value } })
  const fileBase = `${draft.profile.name.trim() || t('resumeFile')} ${t('resumeFile')}`

  async function download() {
    if (!draft || !input) return
    const bad = Object.keys(errors).length
    if (bad) {
      setShowAll(true)
      setStatus(d('fixErrors', { count: bad }))
      setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
      return
    }
    setBusy(true)
    try {
      const result = await buildNow(input)
      const name = safeFileName(fileBase, '.pdf')
      downloadBytes(name, result.pdf, 'application/pdf')
      setStatus(d('downloaded', { name }))
    } catch {
      setStatus(d('pdfFailed'))
    } finally {
      setBusy(false)
    }
  }

  async function open(file: File | undefined) {
    if (!file) return
    const parsed = parseResumeJson(await file.text(), file.size)
    if (parsed.ok) {
      setDraft(parsed.value)
      setShowAll(false)
      setStatus(t('imported', { name: file.name }))
    } else {
      setStatus(t(`r_${parsed.reason.replace('-', '_') as 'not_json'}`, { path: parsed.path ?? '' }))
    }
  }

  const p = draft.profile
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        <Card className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void download()} disabled={busy}>
              <Download aria-hidden="true" />
              {d('downloadPdf')}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                downloadText(fileBase, JSON.stringify(draft, null, 2), '.json', 'application/json')
              }
            >
              <FileJson aria-hidden="true" />
              {t('exportJson')}
            </Button>
            <Button variant="secondary" onClick={() => fileInput.current?.click()}>
              <FolderOpen aria-hidden="true" />
              {t('importJson')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('importJson')}
              onChange={(e) => {
                void open(e.target.files?.[0])
                e.target.value = ''
              }}
            />
            <Button
              variant="ghost"
              onClick={() => {
                if (!window.confirm(d('confirmReset'))) return
                setDraft(blankResume(headings))
                setShowAll(false)
                setStatus('')
              }}
            >
              <RotateCcw aria-hidden="true" />
              {d('startOver')}
            </Button>
          </div>
          <p role="status" aria-live="polite" data-testid="resume-status" className="text-sm font-medium">
            {busy ? d('making') : status}
          </p>
          <p className="text-xs text-ink-soft">{storageOk ? d('draftSaved') : d('draftFailed')}</p>
          <DocSelect
            id={idOf('template')}
            label={d('template')}
            value={templateOf(draft.template)}
            options={TEMPLATES.map((v) => ({ value: v, label: t(`t_${v}`) }))}
            onChange={(v) => setDraft({ ...draft, template: v })}
          />
        </Card>
        <Card className="space-y-3" aria-labelledby={`${id}-profile`}>
          <h2 id={`${id}-profile`} className="text-lg font-semibold text-ink">
            {t('profile')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <DocField
              id={idOf('profile.name')}
              label={t('name')}
              value={p.name}
              error={error('profile.name')}
              onChange={(v) => setProfile('name', v)}
              autoComplete="name"
            />
            <DocField
              id={idOf('profile.headline')}
              label={t('headline')}
              hint={t('headlineHint')}
              value={p.headline}
              onChange={(v) => setProfile('headline', v)}
            />
            <DocField
              id={idOf('profile.email')}
              label={t('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={p.email}
              error={error('profile.email')}
              onChange={(v) => setProfile('email', v)}
            />
            <DocField
              id={idOf('profile.phone')}
              label={t('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={p.phone}
              error={error('profile.phone')}
              onChange={(v) => setProfile('phone', v)}
            />
            <DocField
              id={idOf('profile.location')}
              label={t('location')}
              value={p.location}
              onChange={(v) => setProfile('location', v)}
            />
            <DocField
              id={idOf('profile.links')}
              label={t('links')}
              multiline
              value={p.links}
              onChange={(v) => setProfile('links', v)}
            />
            <DocField
              id={idOf('profile.summary')}
              label={t('summary')}
              multiline
              value={p.summary}
              onChange={(v) => setProfile('summary', v)}
              className="sm:col-span-2"
            />
          </div>
          <ImageInput
            label={d('photo')}
            value={p.photo}
            onChange={(v) => setProfile('photo', v)}
            maxWidth={480}
            maxHeight={600}
            labels={{
              choose: d('choosePhoto'),
              remove: d('removePhoto'),
              bad: d('photoBad'),
              shrunk: (width, height) => d('photoShrunk', { width, height }),
            }}
          />
        </Card>
        <SectionsForm resume={draft} onChange={setDraft} error={error} idOf={idOf} />
      </div>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <DocumentPreview preview={preview} label={d('preview')} />
      </div>
    </div>
  )
}
