import { Trash2 } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react'
import { toolsDb, type SavedSignature } from '@/lib/tools-db'
import { Button } from '@/ui/button'
import { Field, Input, Select } from '@/ui/field'
import { EditorDialog } from './editor-dialog'
import { usePdfEditorStrings } from './strings'

export type SignatureImage = { image: Blob; description: string }

type Props = { open: boolean; onAdd: (signature: SignatureImage) => void; onClose: () => void }

const STYLES = {
  script: 'italic 600 64px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive',
  plain: '600 56px "Noto Sans Devanagari", "Noto Sans", system-ui, sans-serif',
} as const
const INK = '#1a237e'

/** Draw or type a signature; kept signatures live in this device's tools database for reuse. */
export function SignatureDialog({ open, onAdd, onClose }: Props) {
  const t = usePdfEditorStrings()
  const id = useId()
  const [tab, setTab] = useState<'draw' | 'type'>('draw')
  const [name, setName] = useState('')
  const [style, setStyle] = useState<keyof typeof STYLES>('script')
  const [description, setDescription] = useState('')
  const [keep, setKeep] = useState(true)
  const [error, setError] = useState('')
  const [saved, setSaved] = useState<(SavedSignature & { url: string })[]>([])
  const pad = useRef<HTMLCanvasElement>(null)
  const drawn = useRef(false)
  const last = useRef<{ x: number; y: number } | null>(null)

  const loadSaved = useCallback(async () => {
    try {
      const list = await toolsDb().signatures.orderBy('createdAt').reverse().toArray()
      setSaved((previous) => {
        previous.forEach((item) => URL.revokeObjectURL(item.url))
        return list.map((item) => ({ ...item, url: URL.createObjectURL(item.image) }))
      })
    } catch {
      setSaved([])
    }
  }, [])

  useEffect(() => {
    if (open) void loadSaved()
  }, [open, loadSaved])
  useEffect(() => () => saved.forEach((item) => URL.revokeObjectURL(item.url)), [saved])

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    const canvas = event.currentTarget
    return {
      x: ((event.clientX - box.left) / box.width) * canvas.width,
      y: ((event.clientY - box.top) / box.height) * canvas.height,
    }
  }

  function stroke(event: PointerEvent<HTMLCanvasElement>) {
    if (!last.current) return
    const ctx = event.currentTarget.getContext('2d')!
    const next = point(event)
    ctx.strokeStyle = INK
    ctx.lineWidth = 5
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    ctx.beginPath()
    ctx.moveTo(last.current.x, last.current.y)
    ctx.lineTo(next.x, next.y)
    ctx.stroke()
    last.current = next
    drawn.current = true
  }

  function clear() {
    const canvas = pad.current
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height)
    drawn.current = false
  }

  async function add() {
    const source =
      tab === 'draw' ? (drawn.current ? pad.current : null) : typedCanvas(name.trim(), STYLES[style])
    const trimmed = source ? trim(source) : null
    if (!trimmed) {
      setError(t('sigEmpty'))
      return
    }
    const image = await new Promise<Blob | null>((resolve) => trimmed.toBlob(resolve, 'image/png'))
    if (!image) return
    const text = description.trim() || (tab === 'type' && name.trim()) || t('sigDefaultDescription')
    if (keep) {
      await toolsDb()
        .signatures.put({
          id: crypto.randomUUID(),
          kind: tab === 'draw' ? 'drawn' : 'typed',
          image,
          width: trimmed.width,
          height: trimmed.height,
          description: text,
          createdAt: Date.now(),
        })
        .catch(() => undefined)
    }
    onAdd({ image, description: text })
  }

  return (
    <EditorDialog open={open} title={t('sigTitle')} onClose={onClose}>
      <div role="tablist" aria-label={t('sigTitle')} className="flex gap-2">
        {(['draw', 'type'] as const).map((value) => (
          <Button
            key={value}
            role="tab"
            aria-selected={tab === value}
            variant={tab === value ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => {
              setTab(value)
              setError('')
            }}
          >
            {t(value === 'draw' ? 'sigDraw' : 'sigType')}
          </Button>
        ))}
      </div>
      {tab === 'draw' ? (
        <div className="space-y-2">
          <p id={`${id}-pad-hint`} className="text-sm text-ink-soft">
            {t('sigDrawKeys')}
          </p>
          <canvas
            ref={pad}
            width={900}
            height={300}
            role="img"
            aria-label={t('sigDrawLabel')}
            aria-describedby={`${id}-pad-hint`}
            data-testid="signature-pad"
            className="h-40 w-full touch-none rounded-lg border border-line bg-white"
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId)
              last.current = point(event)
              setError('')
            }}
            onPointerMove={stroke}
            onPointerUp={() => (last.current = null)}
            onPointerCancel={() => (last.current = null)}
          />
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('sigClear')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label={t('sigName')} htmlFor={`${id}-name`}>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(event) => {
                setName(event.target.value)
                setError('')
              }}
              autoComplete="name"
            />
          </Field>
          <Field label={t('sigStyle')} htmlFor={`${id}-style`}>
            <Select
              id={`${id}-style`}
              value={style}
              onChange={(event) => setStyle(event.target.value as keyof typeof STYLES)}
            >
              <option value="script">{t('sigStyleScript')}</option>
              <option value="plain">{t('sigStylePlain')}</option>
            </Select>
          </Field>
          {name.trim() ? (
            <p
              className="text-3xl text-[#1a237e] sm:col-span-2"
              style={{ font: STYLES[style] }}
              aria-hidden="true"
            >
              {name}
            </p>
          ) : null}
        </div>
      )}
      <Field label={t('sigDescription')} htmlFor={`${id}-desc`}>
        <Input
          id={`${id}-desc`}
          value={description}
          placeholder={t('sigDefaultDescription')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={keep}
          onChange={(e) => setKeep(e.target.checked)}
        />
        {t('sigKeep')}
      </label>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('sigCancel')}
        </Button>
        <Button onClick={() => void add()}>{t('sigAdd')}</Button>
      </div>
      <section aria-labelledby={`${id}-saved`} className="space-y-2 border-t border-line pt-3">
        <h3 id={`${id}-saved`} className="text-sm font-medium">
          {t('sigSaved')}
        </h3>
        {saved.length === 0 ? <p className="text-sm text-ink-soft">{t('sigNone')}</p> : null}
        <ul className="flex flex-wrap gap-2">
          {saved.map((item) => (
            <li key={item.id} className="flex items-center gap-1 rounded-lg border border-line p-1">
              <button
                type="button"
                className="rounded bg-white p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => onAdd({ image: item.image, description: item.description })}
                aria-label={t('sigUse', { description: item.description })}
              >
                <img src={item.url} alt="" className="h-10 max-w-32 object-contain" />
              </button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('sigDelete', { description: item.description })}
                onClick={() => void toolsDb().signatures.delete(item.id).then(loadSaved, loadSaved)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </EditorDialog>
  )
}

/** A typed signature drawn on a canvas with the chosen style; null when nothing is typed. */
function typedCanvas(text: string, font: string): HTMLCanvasElement | null {
  if (!text) return null
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')!
  ctx.font = font
  const width = Math.ceil(ctx.measureText(text).width) + 40
  canvas.width = Math.min(2400, width)
  canvas.height = 120
  ctx.font = font
  ctx.fillStyle = INK
  ctx.textBaseline = 'middle'
  ctx.fillText(text, 20, 60)
  return canvas
}

/** The canvas cut to its inked part (plus a small margin); null when it is blank. */
function trim(source: HTMLCanvasElement): HTMLCanvasElement | null {
  const ctx = source.getContext('2d')!
  const { data, width, height } = ctx.getImageData(0, 0, source.width, source.height)
  let [x0, y0, x1, y1] = [width, height, -1, -1]
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[(y * width + x) * 4 + 3]! > 16) {
        if (x < x0) x0 = x
        if (x > x1) x1 = x
        if (y < y0) y0 = y
        if (y > y1) y1 = y
      }
    }
  }
  if (x1 < 0) return null
  const margin = 6
  const out = document.createElement('canvas')
  out.width = x1 - x0 + 1 + 2 * margin
  out.height = y1 - y0 + 1 + 2 * margin
  out
    .getContext('2d')!
    .drawImage(source, x0, y0, x1 - x0 + 1, y1 - y0 + 1, margin, margin, x1 - x0 + 1, y1 - y0 + 1)
  return out
}
