import { Circle, ImagePlus, Redo2, Square, Type, Undo2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { downscaleImage } from '@/ui/downscale-image'
import { Field, Select } from '@/ui/field'
import { FileResult, type ResultFile } from '@/ui/file-result'
import { Spinner } from '@/ui/spinner'
import { freshId, IMAGE_MAX_SIDE, newImage, newShape, newText } from './elements'
import { LayersPanel } from './layers-panel'
import { TEMPLATES, type Design, type DesignElement, type Edit } from './logic'
import { PropertiesPanel } from './properties-panel'
import { exportDesign, type ExportFormat } from './render'
import { Stage } from './stage'
import { useCanvasStrings } from './strings'
import { useDesignHistory } from './use-design-history'

const BLANK = (): Design => ({ width: 1080, height: 1080, background: '#ffffff', elements: [] })
const STARTS = { socialPost: TEMPLATES.socialPost, shopBanner: TEMPLATES.shopBanner, blank: BLANK }
type StartId = keyof typeof STARTS
const EXTENSIONS = { png: 'png', jpeg: 'jpg', pdf: 'pdf' } as const

const typingInField = (target: EventTarget | null) =>
  target instanceof HTMLElement && Boolean(target.closest('input, textarea, select, [contenteditable]'))

/** A small design editor: text, shapes and pictures on a page, layers, undo/redo, PNG/JPG/PDF download. */
export default function CanvasCraftTool() {
  const t = useCanvasStrings()
  const id = useId()
  const { history, loaded, storageOk, change, undo, redo } = useDesignHistory()
  const design = history.present
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [start, setStart] = useState<StartId>('socialPost')
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null)
  const [announce, setAnnounce] = useState('')
  const [result, setResult] = useState<ResultFile | null>(null)
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  const selected = design.elements.find((e) => e.id === selectedId) ?? null

  const nameOf = (e: DesignElement) =>
    e.kind === 'text' ? t('kind_text', { text: e.text.split('\n')[0]!.slice(0, 40) }) : t(`kind_${e.kind}`)

  function onEdit(next: Edit, typing = false) {
    setResult(null)
    change(next, typing)
  }

  function add(element: DesignElement) {
    onEdit({ type: 'add', element })
    setSelectedId(element.id)
  }

  const doUndo = () => {
    setResult(null)
    undo()
    setAnnounce(t('announce_undo'))
  }
  const doRedo = () => {
    setResult(null)
    redo()
    setAnnounce(t('announce_redo'))
  }

  // Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) anywhere on the page except inside a field, which keeps its own undo.
  const keys = useRef({ doUndo, doRedo })
  keys.current = { doUndo, doRedo }
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingInField(event.target)) return
      const key = event.key.toLowerCase()
      if (key === 'z' && !event.shiftKey) keys.current.doUndo()
      else if (key === 'y' || (key === 'z' && event.shiftKey)) keys.current.doRedo()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  async function addPicture(file: File | undefined) {
    if (!file) return
    try {
      const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png'
      const picture = await downscaleImage(file, IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, type)
      add(newImage(design, freshId(design, 'picture'), picture.dataUrl, picture.width, picture.height))
      setNotice(
        picture.shrunk
          ? { text: t('imageShrunk', { width: picture.width, height: picture.height }), error: false }
          : null,
      )
    } catch {
      setNotice({ text: t('imageBad'), error: true })
    }
  }

  async function download(format: ExportFormat) {
    setExporting(true)
    setExportError(false)
    setResult(null)
    try {
      const blob = await exportDesign(design, format)
      setResult({ name: `${t('fileName')}.${EXTENSIONS[format]}`, blob })
    } catch {
      setExportError(true)
    } finally {
      setExporting(false)
    }
  }

  if (!loaded) return <Spinner label={t('loading')} />
  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t('template')} htmlFor={`${id}-start`} className="min-w-0 flex-1">
            <Select
              id={`${id}-start`}
              value={start}
              onChange={(event) => setStart(event.target.value as StartId)}
            >
              {(Object.keys(STARTS) as StartId[]).map((key) => (
                <option key={key} value={key}>
                  {t(`template_${key}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            variant="secondary"
            onClick={() => {
              onEdit({ type: 'replace', design: STARTS[start]() })
              setSelectedId(null)
            }}
          >
            {t('useTemplate')}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => add(newText(design, freshId(design, 'text'), t('newText')))}
          >
            <Type aria-hidden="true" />
            {t('addText')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => add(newShape(design, freshId(design, 'box'), 'rect'))}
          >
            <Square aria-hidden="true" />
            {t('addRect')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => add(newShape(design, freshId(design, 'circle'), 'ellipse'))}
          >
            <Circle aria-hidden="true" />
            {t('addEllipse')}
          </Button>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('addImage')}
            onChange={(event) => {
              void addPicture(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          <Button variant="secondary" size="sm" onClick={() => picker.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {t('addImage')}
          </Button>
          <span className="grow" />
          <Button variant="ghost" size="sm" onClick={doUndo} disabled={history.past.length === 0}>
            <Undo2 aria-hidden="true" />
            {t('undo')}
          </Button>
          <Button variant="ghost" size="sm" onClick={doRedo} disabled={history.future.length === 0}>
            <Redo2 aria-hidden="true" />
            {t('redo')}
          </Button>
        </div>
        <p
          role="status"
          className={notice?.error ? 'text-sm font-medium text-red-700' : 'text-sm text-ink-soft'}
        >
          {notice?.text ?? ''}
        </p>
        <p id={`${id}-help`} className="text-xs text-ink-soft">
          {t('stageHelp')}
        </p>
        <div className="rounded-lg border border-line bg-muted p-2 sm:p-4">
          {/* At most 70 % of the screen's height, so a square post leaves the tools in view on a laptop. */}
          <div className="mx-auto" style={{ maxWidth: `calc(70vh * ${design.width / design.height})` }}>
            <Stage
              design={design}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onEdit={onEdit}
              label={t('stage', { width: design.width, height: design.height })}
              describedBy={`${id}-help`}
              nameOf={nameOf}
              resizeLabel={(name) => t('resizeHandle', { name })}
            />
          </div>
        </div>
        <p className="sr-only" aria-live="polite">
          {announce}
        </p>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <PropertiesPanel design={design} element={selected} onEdit={onEdit} t={t} />
        </Card>
        <Card>
          <LayersPanel
            design={design}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onEdit={onEdit}
            nameOf={nameOf}
            t={t}
          />
        </Card>
      </div>

      <Card className="space-y-3">
        <h2 className="text-base font-semibold text-ink">{t('export')}</h2>
        <div className="flex flex-wrap gap-2">
          {(['png', 'jpeg', 'pdf'] as const).map((format) => (
            <Button key={format} onClick={() => void download(format)} disabled={exporting}>
              {t(`export_${format}`)}
            </Button>
          ))}
        </div>
        {exporting ? <Spinner label={t('exporting')} className="justify-start p-2" /> : null}
        {exportError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('exportFailed')}
          </p>
        ) : null}
        {result ? <FileResult files={[result]} /> : null}
        <p className="text-xs text-ink-soft">{storageOk ? t('saved') : t('notSaved')}</p>
      </Card>
    </div>
  )
}
