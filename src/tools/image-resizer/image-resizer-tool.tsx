import { useEffect, useId, useState } from 'react'
import type { OutputFormat, ProcessOptions } from '@workers/image/api.options'
import { planResize, type PrintUnit, type Size } from '@workers/image/resize.options'
import { Field, Input, Select } from '@/ui/field'
import { ImageBatch } from '../shared/image/image-batch'
import { useImageFiles } from '../shared/image/use-image-files'
import {
  buildResize,
  DEFAULT_RESIZE_FORM,
  RESIZE_PRESETS,
  switchMode,
  type ResizeForm,
  type ResizeMode,
} from './logic'
import { useResizerStrings } from './strings'

const FORMATS = ['same', 'jpeg', 'png', 'webp'] as const satisfies readonly OutputFormat[]

/** The upright size of a picture as the browser shows it (EXIF applied), once it has loaded. */
function useNaturalSize(url: string | undefined): Size | null {
  const [size, setSize] = useState<{ url: string; size: Size } | null>(null)
  useEffect(() => {
    if (!url) return
    const image = new Image()
    image.onload = () => setSize({ url, size: { width: image.naturalWidth, height: image.naturalHeight } })
    image.src = url
    return () => {
      image.onload = null
    }
  }, [url])
  return size && size.url === url ? size.size : null
}

/** Resize images by pixels, percent or print size with presets; high-quality resampling in the worker. */
export default function ImageResizerTool() {
  const t = useResizerStrings()
  const id = useId()
  const images = useImageFiles()
  const [form, setForm] = useState<ResizeForm>(DEFAULT_RESIZE_FORM)
  const [preset, setPreset] = useState('none')
  const [format, setFormat] = useState<OutputFormat>('same')
  const built = buildResize(form)
  const errors = built.ok ? {} : built.errors
  const spec = built.ok ? built.spec : null
  const first = useNaturalSize(images.files[0]?.url)

  const options: ProcessOptions | null = spec
    ? {
        format,
        quality: 85,
        targetBytes: null,
        resize: spec,
        background: '#ffffff',
        keepIfSmaller: false,
        nameSuffix: t('suffix'),
        zipName: t('zipName'),
      }
    : null

  const update = (patch: Partial<ResizeForm>) => {
    setPreset('none')
    setForm((f) => ({ ...f, ...patch }))
  }
  const error = (key: keyof typeof errors) => (errors[key] ? t(`error_${errors[key]}`) : undefined)
  const planned = first && spec ? planResize(first, spec) : null
  const unit = t(`unit_${form.unit}`)

  const sideField = (side: 'width' | 'height') => (
    <Field
      label={form.mode === 'print' ? t(side === 'width' ? 'widthIn' : 'heightIn', { unit }) : t(side)}
      htmlFor={`${id}-${side}`}
      error={error(side)}
    >
      <Input
        id={`${id}-${side}`}
        inputMode="decimal"
        value={form[side]}
        aria-invalid={errors[side] ? true : undefined}
        aria-describedby={errors[side] ? `${id}-${side}-error` : undefined}
        onChange={(event) => update({ [side]: event.target.value })}
      />
    </Field>
  )

  return (
    <ImageBatch images={images} options={options} actionLabel={t('resize')} showSaving={false}>
      <Field label={t('preset')} htmlFor={`${id}-preset`}>
        <Select
          id={`${id}-preset`}
          value={preset}
          onChange={(event) => {
            const chosen = RESIZE_PRESETS.find((p) => p.id === event.target.value)
            setPreset(event.target.value)
            if (chosen) setForm((f) => ({ ...f, ...chosen.form }))
          }}
        >
          <option value="none">{t('preset_none')}</option>
          {RESIZE_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {t(`preset_${p.id}` as 'preset_passport')}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-ink">{t('mode')}</legend>
        <div className="flex flex-wrap gap-4 pt-1">
          {(['pixels', 'percent', 'print'] as const satisfies readonly ResizeMode[]).map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={form.mode === m}
                onChange={() => {
                  setPreset('none')
                  setForm((f) => switchMode(f, m))
                }}
                className="size-4 accent-brand-700"
              />
              {t(`mode_${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {form.mode === 'percent' ? (
        <Field label={t('percent')} htmlFor={`${id}-percent`} error={error('percent')}>
          <Input
            id={`${id}-percent`}
            inputMode="decimal"
            value={form.percent}
            aria-invalid={errors.percent ? true : undefined}
            onChange={(event) => update({ percent: event.target.value })}
          />
        </Field>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {sideField('width')}
            {sideField('height')}
          </div>
          {form.mode === 'print' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('unit')} htmlFor={`${id}-unit`}>
                <Select
                  id={`${id}-unit`}
                  value={form.unit}
                  onChange={(event) => update({ unit: event.target.value as PrintUnit })}
                >
                  {(['cm', 'mm', 'in'] as const).map((u) => (
                    <option key={u} value={u}>
                      {t(`unit_${u}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('dpi')} htmlFor={`${id}-dpi`} hint={t('dpiHint')} error={error('dpi')}>
                <Input
                  id={`${id}-dpi`}
                  inputMode="numeric"
                  value={form.dpi}
                  aria-invalid={errors.dpi ? true : undefined}
                  onChange={(event) => update({ dpi: event.target.value })}
                />
              </Field>
            </div>
          ) : null}
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={form.lockAspect}
              onChange={(event) => update({ lockAspect: event.target.checked })}
              className="size-4 accent-brand-700"
            />
            {t('lockAspect')}
          </label>
          {form.lockAspect && form.width.trim() && form.height.trim() ? (
            <Field label={t('fit')} htmlFor={`${id}-fit`}>
              <Select
                id={`${id}-fit`}
                value={form.fit}
                onChange={(event) => update({ fit: event.target.value as ResizeForm['fit'] })}
              >
                <option value="contain">{t('fit_contain')}</option>
                <option value="cover">{t('fit_cover')}</option>
              </Select>
            </Field>
          ) : null}
        </>
      )}
      <Field label={t('format')} htmlFor={`${id}-format`}>
        <Select
          id={`${id}-format`}
          value={format}
          onChange={(event) => setFormat(event.target.value as OutputFormat)}
        >
          {FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(`format_${f}`)}
            </option>
          ))}
        </Select>
      </Field>
      {first && planned ? (
        <p className="text-sm text-ink" aria-live="polite" data-testid="planned-size">
          {t('firstSize', {
            from: `${first.width} × ${first.height} px`,
            to: `${planned.width} × ${planned.height} px`,
          })}
        </p>
      ) : null}
      <p className="text-xs text-ink-soft">{t('note')}</p>
    </ImageBatch>
  )
}
