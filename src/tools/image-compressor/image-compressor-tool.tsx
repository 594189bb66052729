import { useId, useMemo, useState } from 'react'
import { OUTPUT_FORMATS, type OutputFormat, type ProcessOptions } from '@workers/image/api.options'
import { Button } from '@/ui/button'
import { Field, Input, Select } from '@/ui/field'
import { CompressPreview } from './compress-preview'
import { ImageBatch } from '../shared/image/image-batch'
import {
  comesOutAsPng,
  parseTargetKb,
  PNG_EFFORTS,
  TARGET_PRESETS,
  type PngEffortId,
  type TargetPresetId,
} from './logic'
import { useCompressorStrings } from './strings'
import { useImageFiles } from '../shared/image/use-image-files'

type Mode = 'quality' | 'target'

/** Compress images at a chosen quality or to a file size, with a live before/after of the first one. */
export default function ImageCompressorTool() {
  const t = useCompressorStrings()
  const id = useId()
  const images = useImageFiles()
  const [format, setFormat] = useState<OutputFormat>('same')
  const [mode, setMode] = useState<Mode>('quality')
  const [quality, setQuality] = useState(75)
  const [preset, setPreset] = useState<TargetPresetId>('photo50')
  const [customKb, setCustomKb] = useState('50')
  const [effort, setEffort] = useState<PngEffortId>('balanced')

  const names = images.files.map((f) => f.name)
  const pngOnly = format === 'png' || (format === 'same' && names.length > 0 && names.every(comesOutAsPng))
  const somePng = format === 'png' || (format === 'same' && names.some(comesOutAsPng))
  const pngLevel = PNG_EFFORTS.find((e) => e.id === effort)!.level
  const presetKb = TARGET_PRESETS.find((p) => p.id === preset)?.kb ?? null
  const custom = parseTargetKb(customKb)
  const targetError =
    mode === 'target' && preset === 'custom' && !custom.ok ? t(`error_${custom.error}`) : null
  const targetBytes =
    mode !== 'target' ? null : presetKb !== null ? presetKb * 1024 : custom.ok ? custom.bytes : null

  const options = useMemo<ProcessOptions | null>(() => {
    if (mode === 'target' && targetBytes === null) return null
    return {
      format,
      quality: mode === 'target' ? 95 : quality,
      targetBytes,
      pngLevel,
      resize: null,
      background: '#ffffff',
      keepIfSmaller: true,
      nameSuffix: t('suffix'),
      zipName: t('zipName'),
    }
  }, [format, mode, quality, targetBytes, pngLevel, t])

  const first = images.files[0]
  return (
    <ImageBatch
      images={images}
      options={options}
      actionLabel={t('compress')}
      preview={first && options ? <CompressPreview image={first} options={options} /> : null}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('format')} htmlFor={`${id}-format`}>
          <Select
            id={`${id}-format`}
            value={format}
            onChange={(event) => setFormat(event.target.value as OutputFormat)}
          >
            {OUTPUT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`format_${f}`)}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-ink">{t('mode')}</legend>
          <div className="flex flex-wrap gap-4 pt-1">
            {(['quality', 'target'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                  className="size-4 accent-brand-700"
                />
                {t(`mode_${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      {mode === 'quality' ? (
        pngOnly ? (
          <p className="text-sm text-ink-soft">{t('pngNote')}</p>
        ) : (
          <Field label={t('quality', { quality })} htmlFor={`${id}-quality`} hint={t('qualityHint')}>
            <input
              id={`${id}-quality`}
              type="range"
              min={1}
              max={100}
              value={quality}
              aria-describedby={`${id}-quality-hint`}
              onChange={(event) => setQuality(Number(event.target.value))}
              className="w-full accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
          </Field>
        )
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('target')} htmlFor={`${id}-preset`}>
            <Select
              id={`${id}-preset`}
              value={preset}
              onChange={(event) => setPreset(event.target.value as TargetPresetId)}
            >
              {TARGET_PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`preset_${p.id}`)}
                </option>
              ))}
            </Select>
          </Field>
          {preset === 'custom' ? (
            <Field label={t('customKb')} htmlFor={`${id}-kb`} hint={t('customHint')} error={targetError}>
              <Input
                id={`${id}-kb`}
                inputMode="decimal"
                value={customKb}
                aria-invalid={targetError ? true : undefined}
                aria-describedby={targetError ? `${id}-kb-error` : `${id}-kb-hint`}
                onChange={(event) => setCustomKb(event.target.value)}
              />
            </Field>
          ) : null}
        </div>
      )}
      {mode === 'target' && somePng ? (
        <div className="space-y-2" data-testid="png-target-note">
          <p className="text-sm text-ink">{t('targetPngNote')}</p>
          <Button variant="secondary" size="sm" onClick={() => setFormat('webp')}>
            {t('useWebp')}
          </Button>
        </div>
      ) : null}
      {somePng ? (
        <Field label={t('pngEffort')} htmlFor={`${id}-effort`} hint={t('pngEffortHint')}>
          <Select
            id={`${id}-effort`}
            value={effort}
            aria-describedby={`${id}-effort-hint`}
            onChange={(event) => setEffort(event.target.value as PngEffortId)}
          >
            {PNG_EFFORTS.map((e) => (
              <option key={e.id} value={e.id}>
                {t(`pngEffort_${e.id}`)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <p className="text-xs text-ink-soft">{t('metadata')}</p>
    </ImageBatch>
  )
}
