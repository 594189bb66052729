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
import { ButtonGroup } from './button-group'
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
        <ButtonGroup
          buttons={[
            {
              label: t('undo'),
              icon: Undo2,
              disabled: !canUndo,
              onClick: () => controller.undo(),
              shortcut: 'Control+Z',
            },
            {
              label: t('redo'),
              icon: Redo2,
              disabled: !canRedo,
              onClick: () => controller.redo(),
              shortcut: 'Control+Y',
            },
            {
              label: t('deleteSelected'),
              icon: Trash2,
              disabled: !hasSelection,
              onClick: () => controller.deleteSelected(),
            },
          ]}
        />
      </div>

      {mode === 'freetext' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <ColourSetting
            label={t('colour')}
            value={text.color}
            onChange={(color) => {
              setText({ ...text, color })
              controller.setParam('FREETEXT_COLOR', color)
            }}
          />
          <RangeSetting
            label={t('fontSize')}
            min={6}
            max={72}
            value={text.size}
            onChange={(size) => {
              setText({ ...text, size })
              controller.setParam('FREETEXT_SIZE', size)
            }}
          />
        </div>
      ) : null}
      {mode === 'ink' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <ColourSetting
            label={t('colour')}
            value={ink.color}
            onChange={(color) => {
              setInk({ ...ink, color })
              controller.setParam('INK_COLOR', color)
            }}
          />
          <RangeSetting
            label={t('thickness')}
            min={1}
            max={20}
            value={ink.thickness}
            onChange={(thickness) => {
              setInk({ ...ink, thickness })
              controller.setParam('INK_THICKNESS', thickness)
            }}
          />
          <RangeSetting
            label={t('opacity')}
            min={5}
            max={100}
            step={5}
            unit="%"
            value={ink.opacity}
            onChange={(opacity) => {
              setInk({ ...ink, opacity })
              controller.setParam('INK_OPACITY', opacity / 100)
            }}
          />
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

type Setting<T> = { label: string; value: T; onChange: (value: T) => void }

function ColourSetting({ label, value, onChange }: Setting<string>) {
  return (
    <label className="flex items-center gap-1.5">
      {label}
      <input type="color" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  )
}

/** A slider with its value shown beside it (the slider itself tells screen readers the value). */
function RangeSetting({
  label,
  value,
  onChange,
  min,
  max,
  step,
  unit = '',
}: Setting<number> & { min: number; max: number; step?: number; unit?: string }) {
  return (
    <label className="flex items-center gap-1.5">
      {label}
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span aria-hidden="true">
        {value}
        {unit}
      </span>
    </label>
  )
}
