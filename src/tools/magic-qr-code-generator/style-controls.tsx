// The magic QR tool's design controls: presets, dot and corner shapes, colours and gradient, the photo
// behind the code, and the call-to-action frame.
import { useId } from 'react'
import { Button } from '@/ui/button'
import { Field, Input, Select } from '@/ui/field'
import { ImageInput } from '@/ui/image-input'
import { ChoiceGroup } from '../shared/calc/calc-fields'
import { ColourField } from '../shared/qr/colour-field'
import { DOT_STYLES, EYE_STYLES } from '../shared/qr/design'
import { useQrStrings } from '../shared/qr/qr-strings'
import type { MagicOptions, PresetName } from './logic'
import { ANGLES, FILL_KINDS, frameTextIssue, PRESETS, WASH } from './logic'
import { useMagicQrStrings } from './strings'

type Props = { options: MagicOptions; set: (patch: Partial<MagicOptions>) => void }

export function ShapeControls({ options, set }: Props) {
  const t = useMagicQrStrings()
  const id = useId()
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-ink" id={`${id}-presets`}>
          {t('presets')}
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-presets`}>
          {(Object.keys(PRESETS) as PresetName[]).map((name) => (
            <Button key={name} variant="secondary" size="sm" onClick={() => set(PRESETS[name])}>
              {t(`preset_${name}`)}
            </Button>
          ))}
        </div>
      </div>
      <ChoiceGroup
        name={`${id}-dots`}
        legend={t('dotsLegend')}
        options={DOT_STYLES.map((d) => ({ value: d, label: t(`dot_${d}`) }))}
        value={options.dots}
        onChange={(dots) => set({ dots })}
      />
      <ChoiceGroup
        name={`${id}-eye-frame`}
        legend={t('eyeFrameLegend')}
        options={EYE_STYLES.map((e) => ({ value: e, label: t(`eye_${e}`) }))}
        value={options.eyeFrame}
        onChange={(eyeFrame) => set({ eyeFrame })}
      />
      <ChoiceGroup
        name={`${id}-eye-dot`}
        legend={t('eyeDotLegend')}
        options={EYE_STYLES.map((e) => ({ value: e, label: t(`eye_${e}`) }))}
        value={options.eyeDot}
        onChange={(eyeDot) => set({ eyeDot })}
      />
    </div>
  )
}

export function ColourControls({ options, set }: Props) {
  const t = useMagicQrStrings()
  const q = useQrStrings()
  const id = useId()
  const gradient = options.fillKind !== 'solid'
  return (
    <div className="space-y-4">
      <ChoiceGroup
        name={`${id}-fill`}
        legend={t('fillLegend')}
        options={FILL_KINDS.map((f) => ({ value: f, label: t(`fill_${f}`) }))}
        value={options.fillKind}
        onChange={(fillKind) => set({ fillKind })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField
          label={gradient ? t('colourFrom') : t('colour1')}
          value={options.color1}
          onChange={(color1) => set({ color1 })}
          invalidMessage={q('colourInvalid')}
          testId="magic-colour1"
        />
        {gradient ? (
          <ColourField
            label={t('colourTo')}
            value={options.color2}
            onChange={(color2) => set({ color2 })}
            invalidMessage={q('colourInvalid')}
            testId="magic-colour2"
          />
        ) : null}
        {options.fillKind === 'linear' ? (
          <Field label={t('angle')} htmlFor={`${id}-angle`}>
            <Select
              id={`${id}-angle`}
              value={options.angle}
              onChange={(e) => set({ angle: Number(e.target.value) })}
            >
              {ANGLES.map((a) => (
                <option key={a} value={a}>
                  {t(`angle_${a}`)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <ColourField
          label={q('bgLabel')}
          value={options.background}
          onChange={(background) => set({ background })}
          invalidMessage={q('colourInvalid')}
          testId="magic-background"
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={options.eyeColor !== ''}
          onChange={(e) => set({ eyeColor: e.target.checked ? options.color1 : '' })}
          className="size-4 accent-brand-700"
        />
        {t('ownEyeColour')}
      </label>
      {options.eyeColor ? (
        <ColourField
          label={t('eyeColour')}
          value={options.eyeColor}
          onChange={(eyeColor) => set({ eyeColor })}
          invalidMessage={q('colourInvalid')}
        />
      ) : null}
      <ImageInput
        label={t('backdropLabel')}
        value={options.backdrop}
        onChange={(backdrop) => set({ backdrop })}
        maxWidth={1024}
        maxHeight={1024}
        labels={{
          choose: q('chooseImage'),
          remove: q('removeImage'),
          bad: q('badImage'),
          shrunk: (w, h) => q('shrunk', { w, h }),
        }}
      />
      {options.backdrop ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-wash`} className="text-sm text-ink">
            {t('wash', { percent: options.wash })}
          </label>
          <input
            id={`${id}-wash`}
            type="range"
            min={WASH.min}
            max={WASH.max}
            step={5}
            value={options.wash}
            aria-describedby={`${id}-wash-hint`}
            onChange={(e) => set({ wash: Number(e.target.value) })}
            className="w-full max-w-xs accent-brand-700"
          />
          <p id={`${id}-wash-hint`} className="text-xs text-ink-soft">
            {t('washHint')}
          </p>
        </div>
      ) : null}
    </div>
  )
}

export function FrameControls({ options, set }: Props) {
  const t = useMagicQrStrings()
  const q = useQrStrings()
  const id = useId()
  const issue = frameTextIssue(options.frameText)
  return (
    <div className="space-y-4">
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={options.frame}
          onChange={(e) => set({ frame: e.target.checked })}
          className="size-4 accent-brand-700"
        />
        {t('frameToggle')}
      </label>
      {options.frame ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('frameText')}
            htmlFor={`${id}-frame-text`}
            hint={t('frameTextHint')}
            error={issue ? t('frameTextTooLong') : undefined}
            className="sm:col-span-2"
          >
            <Input
              id={`${id}-frame-text`}
              value={options.frameText}
              placeholder={t('frameTextDefault')}
              aria-invalid={issue ? true : undefined}
              aria-describedby={issue ? `${id}-frame-text-error` : `${id}-frame-text-hint`}
              onChange={(e) => set({ frameText: e.target.value })}
            />
          </Field>
          <ColourField
            label={t('frameColour')}
            value={options.frameColor}
            onChange={(frameColor) => set({ frameColor })}
            invalidMessage={q('colourInvalid')}
          />
          <ColourField
            label={t('frameTextColour')}
            value={options.frameTextColor}
            onChange={(frameTextColor) => set({ frameTextColor })}
            invalidMessage={q('colourInvalid')}
          />
        </div>
      ) : null}
    </div>
  )
}
