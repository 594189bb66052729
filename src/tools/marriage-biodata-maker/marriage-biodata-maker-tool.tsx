import { Download, Image as ImageIcon, RotateCcw } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { downloadBytes, safeFileName } from '@/lib/download'
import { useLanguage } from '@/lib/i18n'
import { pdfWorker } from '@/lib/workers/pdf-client'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ImageInput } from '@/ui/image-input'
import { Spinner } from '@/ui/spinner'
import { SYMBOLS, type DocInput } from '../../../workers/documents/spec.options'
import { imageOfDataUrl } from '../shared/documents/data-url'
import { DocField, DocSelect } from '../shared/documents/doc-field'
import { useDocStrings } from '../shared/documents/doc-strings'
import { DocumentPreview } from '@/ui/documents/document-preview'
import { useDraft } from '../shared/documents/use-draft'
import { buildNow, useDocumentPdf } from '@/lib/documents/use-document-pdf'
import {
  biodataToDoc,
  blankBiodata,
  FIELD_LABELS,
  GROUP_LABELS,
  GROUPS,
  INVOCATIONS,
  LABEL_LANGS,
  reviveBiodata,
  TEMPLATES,
  validateBiodata,
  type Biodata,
  type FieldKey,
  type Group,
} from './logic'
import { useBiodataStrings } from './strings'

const TOOL = 'marriage-biodata-maker'
const IMAGE_DPI = 150

function toInput(b: Biodata): DocInput {
  const photo = b.photo ? imageOfDataUrl(b.photo) : null
  return { spec: biodataToDoc(b, photo !== null), images: photo ? [photo] : [] }
}

const INPUT_TYPE: Partial<Record<FieldKey, 'date' | 'tel' | 'email'>> = { phone: 'tel', email: 'email' }
const MULTILINE: readonly FieldKey[] = ['address', 'siblings']

/** Marriage biodata maker: traditional A4 designs, PDF and picture downloads, draft kept on this device. */
export default function MarriageBiodataMakerTool() {
  const t = useBiodataStrings()
  const d = useDocStrings()
  const lang = useLanguage()
  const id = useId()
  const { draft, setDraft, storageOk } = useDraft(TOOL, reviveBiodata)
  const [showAll, setShowAll] = useState(false)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const errors = useMemo(() => (draft ? validateBiodata(draft) : {}), [draft])
  const input = useMemo(() => (draft ? toInput(draft) : null), [draft])
  const preview = useDocumentPdf(input)

  if (!draft) return <Spinner label={d('making')} />

  const idOf = (key: string) => `${id}-${key}`
  const error = (k: FieldKey) => {
    const e = errors[k]
    return e && (showAll || e !== 'required') ? t(`e_${e}`) : undefined
  }
  const setField = (k: FieldKey, v: string) => setDraft({ ...draft, fields: { ...draft.fields, [k]: v } })
  const base = `${t('biodataFile')} ${draft.fields.name.trim()}`.trim()

  function ready(): boolean {
    const bad = Object.keys(errors).length
    if (!bad) return true
    setShowAll(true)
    setStatus(d('fixErrors', { count: bad }))
    setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
    return false
  }

  async function download(kind: 'pdf' | 'png' | 'jpeg') {
    if (!input || !ready()) return
    setBusy(true)
    try {
      const result = await buildNow(input)
      if (kind === 'pdf') {
        const name = safeFileName(base, '.pdf')
        downloadBytes(name, result.pdf, 'application/pdf')
        setStatus(d('downloaded', { name }))
        return
      }
      const file = new Blob([result.pdf as BlobPart], { type: 'application/pdf' })
      const pages = Array.from({ length: result.pageCount }, (_, i) => i)
      const out = await pdfWorker.run('renderPages', [
        { file },
        {
          pages,
          dpi: IMAGE_DPI,
          format: kind,
          quality: 0.92,
          baseName: safeFileName(base, '.pdf').slice(0, -4),
          zip: pages.length > 1,
        },
      ])
      for (const f of out.files) {
        downloadBytes(f.name, new Uint8Array(await f.blob.arrayBuffer()), f.blob.type)
      }
      setStatus(d('downloaded', { name: out.files.map((f) => f.name).join(', ') }))
    } catch {
      setStatus(d('pdfFailed'))
    } finally {
      setBusy(false)
    }
  }

  const FIRST_GROUP = (Object.keys(GROUPS) as Group[])[0]
  const group = (g: Group) => (
    <Card key={g} className="space-y-3" aria-labelledby={idOf(`g-${g}`)}>
      <h2 id={idOf(`g-${g}`)} className="text-lg font-semibold text-ink">
        {GROUP_LABELS[g][lang]}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {GROUPS[g].map((k, i) => (
          <DocField
            key={k}
            main={g === FIRST_GROUP && i === 0}
            id={idOf(k)}
            label={FIELD_LABELS[k][lang]}
            value={draft.fields[k]}
            error={error(k)}
            type={INPUT_TYPE[k]}
            inputMode={k === 'phone' ? 'tel' : k === 'email' ? 'email' : undefined}
            hint={k === 'dob' ? t('dobHint') : undefined}
            multiline={MULTILINE.includes(k)}
            onChange={(v) => setField(k, v)}
          />
        ))}
      </div>
    </Card>
  )

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {/* On a phone the person's details come first, then the design and the downloads, so the first field is in
          the first screen. */}
      <div className="flex min-w-0 flex-col gap-4">
        <Card className="space-y-3 max-lg:order-2">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void download('pdf')} disabled={busy}>
              <Download aria-hidden="true" />
              {d('downloadPdf')}
            </Button>
            <Button variant="secondary" onClick={() => void download('png')} disabled={busy}>
              <ImageIcon aria-hidden="true" />
              {d('downloadPng')}
            </Button>
            <Button variant="secondary" onClick={() => void download('jpeg')} disabled={busy}>
              <ImageIcon aria-hidden="true" />
              {d('downloadJpeg')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                if (!window.confirm(d('confirmReset'))) return
                setDraft(blankBiodata())
                setShowAll(false)
                setStatus('')
              }}
            >
              <RotateCcw aria-hidden="true" />
              {d('startOver')}
            </Button>
          </div>
          <p role="status" aria-live="polite" data-testid="biodata-status" className="text-sm font-medium">
            {busy ? d('making') : status}
          </p>
          <p className="text-xs text-ink-soft">
            {t('privacy')} {storageOk ? d('draftSaved') : d('draftFailed')}
          </p>
        </Card>
        <Card className="space-y-3 max-lg:order-1" aria-labelledby={idOf('design')}>
          <h2 id={idOf('design')} className="text-lg font-semibold text-ink">
            {t('design')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <DocSelect
              id={idOf('template')}
              label={d('template')}
              value={draft.template}
              options={TEMPLATES.map((v) => ({ value: v, label: t(`t_${v}`) }))}
              onChange={(v) => setDraft({ ...draft, template: v })}
            />
            <DocSelect
              id={idOf('labels')}
              label={t('labels')}
              value={draft.labels}
              options={LABEL_LANGS.map((v) => ({ value: v, label: t(`l_${v}`) }))}
              onChange={(v) => setDraft({ ...draft, labels: v })}
            />
            <DocSelect
              id={idOf('symbol')}
              label={t('symbol')}
              value={draft.symbol}
              options={SYMBOLS.map((v) => ({ value: v, label: t(`sym_${v}`) }))}
              onChange={(v) =>
                // A changed symbol brings its usual opening line unless the user wrote their own.
                setDraft({
                  ...draft,
                  symbol: v,
                  invocation: Object.values(INVOCATIONS).includes(draft.invocation)
                    ? INVOCATIONS[v]
                    : draft.invocation,
                })
              }
            />
            <DocField
              id={idOf('invocation')}
              label={t('invocation')}
              hint={t('invocationHint')}
              value={draft.invocation}
              onChange={(v) => setDraft({ ...draft, invocation: v })}
            />
          </div>
          <ImageInput
            label={d('photo')}
            value={draft.photo}
            onChange={(v) => setDraft({ ...draft, photo: v })}
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
        {(Object.keys(GROUPS) as Group[]).slice(0, 4).map(group)}
        <Card className="space-y-3">
          <DocField
            id={idOf('about')}
            label={t('about')}
            multiline
            value={draft.about}
            onChange={(v) => setDraft({ ...draft, about: v })}
          />
        </Card>
        {group('contact')}
      </div>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <DocumentPreview preview={preview} label={d('preview')} />
      </div>
    </div>
  )
}
