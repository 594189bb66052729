import {
  Highlighter,
  ImagePlus,
  MousePointer2,
  PenLine,
  Redo2,
  Signature,
  Trash2,
  Type,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import type { EditMode, EditorController } from './editor-controller'
import { STAMP_TYPES } from './logic'
import { usePdfEditorStrings } from './strings'

const TOOLS: { mode: EditMode; icon: LucideIcon }[] = [
  { mode: 'none', icon: MousePointer2 },
  { mode: 'freetext', icon: Type },
  { mode: 'ink', icon: PenLine },
  { mode: 'highlight', icon: Highlighter },
]

// pdf.js's highlight palette.
const HIGHLIGHTS = [
  { color: '#FFFF98', name: 'hlYellow' },
  { color: '#53FFBC', name: 'hlGreen' },
  { color: '#80EBFF', name: 'hlBlue' },
  { color: '#FFCBE6', name: 'hlPink' },
  { color: '#FF4F5F', name: 'hlRed' },
] as const

type Props = {
  controller: EditorController
  mode: EditMode
  canUndo: boolean
  canRedo: boolean
  hasSelection: boolean
  disabled: boolean
  /** `fromKeyboard`: the button was pressed with Enter or Space (no pointer position). */
  onMode: (mode: EditMode, fromKeyboard: boolean) => Promise<void>
  onImage: (file: File) => void
  onSignature: () => void
}

/** The editing tools, their settings, and undo/redo/delete. */
export function EditorToolbar(props: Props) {
  const { controller, mode, canUndo, canRedo, hasSelection, disabled, onMode, onImage, onSignature } = props
  const t = usePdfEditorStrings()
  const id = useId()
  const picker = useRef<HTMLInputElement>(null)
  const [text, setText] = useState({ color: '#000000', size: 14 })
  const [ink, setInk] = useState({ color: '#1a237e', thickness: 2, opacity: 100 })
  const [highlight, setHighlight] = useState<string>(HIGHLIGHTS[0].color)
  // pdf.js keeps its own defaults for new marks; these make them match what the controls show.
  function applyDefaults(value: EditMode) {
    if (value === 'freetext') {
      controller.setParam('FREETEXT_SIZE', text.size)
      controller.setParam('FREETEXT_COLOR', text.color)
    } else if (value === 'ink') {
      controller.setParam('INK_COLOR', ink.color)
      controller.setParam('INK_THICKNESS', ink.thickness)
      controller.setParam('INK_OPACITY', ink.opacity / 100)
    } else if (value === 'highlight') controller.setParam('HIGHLIGHT_COLOR', highlight)
  }
  const hint = {
    none: t('hintNone'),
    freetext: t('hintFreetext'),
    ink: t('hintInk'),
    highlight: t('hintHighlight'),
    stamp: t('hintStamp'),
  }[mode]

  return (
    <div className="space-y-2">
      <div role="toolbar" aria-label={t('tools')} className="flex flex-wrap items-center gap-1">
        {TOOLS.map(({ mode: value, icon: Icon }) => (
          <Button
            key={value}
            variant={mode === value ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={mode === value}
            disabled={disabled}
            onClick={(event) => void onMode(value, event.detail === 0).then(() => applyDefaults(value))}
          >
            <Icon aria-hidden="true" />
            {t(`tool_${value}`)}
          </Button>
        ))}
        <Button
          variant={mode === 'stamp' ? 'primary' : 'secondary'}
          size="sm"
          disabled={disabled}
          onClick={() => picker.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {t('tool_stamp')}
        </Button>
        <input
          ref={picker}
          type="file"
          accept={STAMP_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('addImage')}
          data-testid="stamp-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) onImage(file)
          }}
        />
        <Button variant="secondary" size="sm" disabled={disabled} onClick={onSignature}>
          <Signature aria-hidden="true" />
          {t('signature')}
        </Button>
        <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
        <Button
          variant="ghost"
          size="sm"
          disabled={!canUndo}
          onClick={() => controller.undo()}
          aria-keyshortcuts="Control+Z"
        >
          <Undo2 aria-hidden="true" />
          {t('undo')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={!canRedo}
          onClick={() => controller.redo()}
          aria-keyshortcuts="Control+Y"
        >
          <Redo2 aria-hidden="true" />
          {t('redo')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={!hasSelection}
          onClick={() => controller.deleteSelected()}
        >
          <Trash2 aria-hidden="true" />
          {t('deleteSelected')}
        </Button>
      </div>

      {mode === 'freetext' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-1.5">
            {t('colour')}
            <input
              type="color"
              value={text.color}
              onChange={(event) => {
                setText({ ...text, color: event.target.value })
                controller.setParam('FREETEXT_COLOR', event.target.value)
              }}
            />
          </label>
          <label className="flex items-center gap-1.5">
            {t('fontSize')}
            <input
              type="range"
              min={6}
              max={72}
              value={text.size}
              onChange={(event) => {
                setText({ ...text, size: Number(event.target.value) })
                controller.setParam('FREETEXT_SIZE', Number(event.target.value))
              }}
            />
            <span aria-hidden="true">{text.size}</span>
          </label>
        </div>
      ) : null}
      {mode === 'ink' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-1.5">
            {t('colour')}
            <input
              type="color"
              value={ink.color}
              onChange={(event) => {
                setInk({ ...ink, color: event.target.value })
                controller.setParam('INK_COLOR', event.target.value)
              }}
            />
          </label>
          <label className="flex items-center gap-1.5">
            {t('thickness')}
            <input
              type="range"
              min={1}
              max={20}
              value={ink.thickness}
              onChange={(event) => {
                setInk({ ...ink, thickness: Number(event.target.value) })
                controller.setParam('INK_THICKNESS', Number(event.target.value))
              }}
            />
            <span aria-hidden="true">{ink.thickness}</span>
          </label>
          <label className="flex items-center gap-1.5">
            {t('opacity')}
            <input
              type="range"
              min={5}
              max={100}
              step={5}
              value={ink.opacity}
              onChange={(event) => {
                setInk({ ...ink, opacity: Number(event.target.value) })
                controller.setParam('INK_OPACITY', Number(event.target.value) / 100)
              }}
            />
            <span aria-hidden="true">{ink.opacity}%</span>
          </label>
        </div>
      ) : null}
      {mode === 'highlight' ? (
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">{t('highlightColour')}</legend>
          <span aria-hidden="true">{t('highlightColour')}</span>
          {HIGHLIGHTS.map(({ color, name }) => (
            <label key={color} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-hl`}
                className="peer sr-only"
                checked={highlight === color}
                aria-label={t(name)}
                onChange={() => {
                  setHighlight(color)
                  controller.setParam('HIGHLIGHT_COLOR', color)
                }}
              />
              <span
                className="block size-7 rounded-full border-2 border-line peer-checked:border-ink peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
                style={{ background: color }}
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="text-sm text-ink-soft" aria-live="polite">
        {hint}
      </p>
    </div>
  )
}
