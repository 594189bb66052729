import { Camera, Crosshair } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { usePdfTask } from '@/lib/workers/pdf-client'
import { imageWorker, useImageProblemStrings } from '@/lib/workers/image-client'
import type { Paper } from '@workers/image/sheet.options'
import {
  CENTRED,
  clampPlacement,
  MAX_ZOOM,
  MIN_ZOOM,
  type PassportOptions,
  type PassportResult,
  type Placement,
} from '@workers/image/passport.options'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input, Select } from '@/ui/field'
import { FileResult, formatBytes } from '@/ui/file-result'
import { TaskProgress } from '@/ui/progress'
import { loadPreview } from '../shared/image/load-preview'
import { PictureDrop } from '../shared/image/picture-drop'
import { findPreset, parseLimitKb, PRESETS } from './logic'
import { PhotoFrame } from './photo-frame'
import { usePassportStrings } from './strings'

const ACCEPT = ['image/*', '.jpg', '.jpeg', '.png', '.webp', '.avif', '.heic', '.heif'] as const
const PREVIEW_SIDE = 1200
const BACKGROUNDS = { keep: null, white: '#ffffff', blue: '#dbeafe', custom: null } as const
type BackgroundMode = keyof typeof BACKGROUNDS
type Loaded = { file: File; picture: ImageBitmap }

/** Passport, visa and exam photos: fit by hand to the head guide, fix the light and the wall, meet the KB limit. */
export default function PassportPhotoMakerTool() {
  const t = usePassportStrings()
  const problems = useImageProblemStrings()
  const lang = useLanguage()
  const id = useId()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const [presetId, setPresetId] = useState(PRESETS[0]!.id)
  const [limitText, setLimitText] = useState('')
  const [placement, setPlacement] = useState<Placement>(CENTRED)
  const [brightness, setBrightness] = useState(0)
  const [contrast, setContrast] = useState(0)
  const [bgMode, setBgMode] = useState<BackgroundMode>('white')
  const [customColour, setCustomColour] = useState('#ffffff')
  const [tolerance, setTolerance] = useState(12)
  const [sheet, setSheet] = useState<Paper | 'none'>('none')
  const task = usePdfTask<PassportResult>()
  const preset = findPreset(presetId)
  const limit = parseLimitKb(limitText)
  const colour = bgMode === 'custom' ? customColour : BACKGROUNDS[bgMode]
  const background = useMemo(() => (colour ? { colour, tolerance } : null), [colour, tolerance])
  const adjust = useMemo(() => ({ brightness, contrast }), [brightness, contrast])

  useEffect(() => () => loaded?.picture.close(), [loaded])
  // Any change makes the last result stale.
  const { reset } = task
  useEffect(reset, [reset, loaded, presetId, limitText, placement, adjust, background, sheet])

  async function open(file: File) {
    setFailed(false)
    try {
      const { preview } = await loadPreview(file, PREVIEW_SIDE, 'high')
      setPlacement(CENTRED)
      setLoaded({ file, picture: preview })
    } catch {
      setLoaded(null)
      setFailed(true)
    }
  }

  function choosePreset(next: string) {
    const found = findPreset(next)
    setPresetId(found.id)
    setLimitText(found.maxKb ? String(found.maxKb) : '')
    setPlacement(CENTRED)
  }

  async function make() {
    if (!loaded || 'error' in limit) return
    const options: PassportOptions = {
      output: preset.pixels,
      placement,
      adjust,
      background,
      maxBytes: limit.kb ? limit.kb * 1024 : null,
      sheet: sheet === 'none' ? null : { paper: sheet, photoMm: preset.mm },
      name: `${loaded.file.name.replace(/\.[^.]+$/, '') || 'photo'}-${preset.id}`,
    }
    await task.run((run) => imageWorker.run('passportPhoto', [{ file: loaded.file }, options], run))
  }

  const picture = loaded?.picture
  const frame = preset.pixels
  const setZoom = (zoom: number) =>
    picture && setPlacement(clampPlacement(picture, frame, { ...placement, zoom }))
  const progress = task.state.status === 'running' ? task.state.progress : null
  const result = task.state.status === 'done' ? task.state.result : null
  const limitKb = 'kb' in limit ? limit.kb : null
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <PictureDrop
          accept={ACCEPT}
          typeLabel={t('typeLabel')}
          emptyText={t('needImage')}
          failedText={t('cantOpen')}
          state={failed ? 'failed' : loaded ? 'loaded' : 'empty'}
          onFile={open}
          disabled={Boolean(progress)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('preset')}
            htmlFor={`${id}-preset`}
            hint={
              <>
                {t('presetSize', {
                  width: preset.pixels.width,
                  height: preset.pixels.height,
                  mmWidth: preset.mm.width,
                  mmHeight: preset.mm.height,
                })}{' '}
                {preset.minKb && preset.maxKb
                  ? t('presetKb', { min: preset.minKb, max: preset.maxKb })
                  : preset.maxKb
                    ? t('presetMaxKb', { max: preset.maxKb })
                    : null}
              </>
            }
          >
            <Select id={`${id}-preset`} value={presetId} onChange={(e) => choosePreset(e.target.value)}>
              {PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`preset_${p.id}` as Parameters<typeof t>[0])}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('limit')}
            htmlFor={`${id}-limit`}
            hint={t('limitHint')}
            error={'error' in limit ? t(limit.error) : undefined}
          >
            <Input
              id={`${id}-limit`}
              inputMode="numeric"
              value={limitText}
              aria-invalid={'error' in limit}
              aria-describedby={'error' in limit ? `${id}-limit-error` : `${id}-limit-hint`}
              onChange={(e) => setLimitText(e.target.value)}
            />
          </Field>
        </div>
      </Card>

      {loaded && picture ? (
        <Card className="grid gap-6 md:grid-cols-2">
          <div className="space-y-3">
            <PhotoFrame
              picture={picture}
              preset={preset}
              placement={placement}
              onPlacement={setPlacement}
              adjust={adjust}
              background={background}
            />
            <Field label={t('zoom', { zoom: Math.round(placement.zoom * 100) })} htmlFor={`${id}-zoom`}>
              <input
                id={`${id}-zoom`}
                type="range"
                min={MIN_ZOOM * 100}
                max={MAX_ZOOM * 100}
                step={1}
                value={Math.round(placement.zoom * 100)}
                onChange={(e) => setZoom(Number(e.target.value) / 100)}
                className="w-full accent-brand-700"
              />
            </Field>
            <Button variant="secondary" onClick={() => setPlacement(CENTRED)}>
              <Crosshair aria-hidden="true" />
              {t('fit')}
            </Button>
          </div>
          <div className="space-y-4">
            <Field label={t('brightness', { value: brightness })} htmlFor={`${id}-brightness`}>
              <input
                id={`${id}-brightness`}
                type="range"
                min={-50}
                max={50}
                value={brightness}
                onChange={(e) => setBrightness(Number(e.target.value))}
                className="w-full accent-brand-700"
              />
            </Field>
            <Field label={t('contrast', { value: contrast })} htmlFor={`${id}-contrast`}>
              <input
                id={`${id}-contrast`}
                type="range"
                min={-50}
                max={50}
                value={contrast}
                onChange={(e) => setContrast(Number(e.target.value))}
                className="w-full accent-brand-700"
              />
            </Field>
            <Field label={t('background')} htmlFor={`${id}-bg`}>
              <Select
                id={`${id}-bg`}
                value={bgMode}
                onChange={(e) => setBgMode(e.target.value as BackgroundMode)}
              >
                {(Object.keys(BACKGROUNDS) as BackgroundMode[]).map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`bg_${mode}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {bgMode === 'custom' ? (
              <Field label={t('bgColour')} htmlFor={`${id}-colour`}>
                <input
                  id={`${id}-colour`}
                  type="color"
                  value={customColour}
                  onChange={(e) => setCustomColour(e.target.value)}
                  className="h-10 w-20 rounded border border-line"
                />
              </Field>
            ) : null}
            {bgMode !== 'keep' ? (
              <Field
                label={t('tolerance', { value: tolerance })}
                htmlFor={`${id}-tolerance`}
                hint={t('toleranceHint')}
              >
                <input
                  id={`${id}-tolerance`}
                  type="range"
                  min={1}
                  max={40}
                  value={tolerance}
                  aria-describedby={`${id}-tolerance-hint`}
                  onChange={(e) => setTolerance(Number(e.target.value))}
                  className="w-full accent-brand-700"
                />
              </Field>
            ) : null}
            <Field label={t('sheet')} htmlFor={`${id}-sheet`}>
              <Select id={`${id}-sheet`} value={sheet} onChange={(e) => setSheet(e.target.value as Paper)}>
                {(['none', 'photo4x6', 'a4'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`sheet_${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {progress ? (
              <TaskProgress
                fraction={progress.fraction}
                label={t('working', { percent: Math.round(progress.fraction * 100) })}
                onCancel={task.cancel}
              />
            ) : (
              <Button size="lg" onClick={make} disabled={'error' in limit}>
                <Camera aria-hidden="true" />
                {t('make')}
              </Button>
            )}
            {task.state.status === 'error' && task.state.code !== 'Cancelled' ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {task.state.code === 'UnsupportedFormat'
                  ? t('cantOpen')
                  : task.state.code === 'CorruptFile' ||
                      task.state.code === 'TooLarge' ||
                      task.state.code === 'OutOfMemory'
                    ? problems(task.state.code)
                    : problems('Unknown')}
              </p>
            ) : null}
          </div>
        </Card>
      ) : null}

      {result ? (
        <PassportResultCard result={result} limitKb={limitKb} minKb={preset.minKb} lang={lang} />
      ) : null}
    </div>
  )
}

function PassportResultCard({
  result,
  limitKb,
  minKb,
  lang,
}: {
  result: PassportResult
  limitKb: number | null
  minKb: number | null
  lang: 'en' | 'hi'
}) {
  const t = usePassportStrings()
  const { photo } = result
  const url = useMemo(() => URL.createObjectURL(photo.blob), [photo.blob])
  useEffect(() => () => URL.revokeObjectURL(url), [url])
  const files = [photo, result.sheetPdf, result.sheetJpeg].filter((f) => f !== undefined)
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={url}
          alt={t('preview')}
          className="h-auto w-32 rounded border border-line"
          width={photo.width}
          height={photo.height}
        />
        <div className="min-w-0 flex-1 space-y-1 text-sm" aria-live="polite" data-testid="passport-result">
          <p className="font-medium text-ink">
            {t('result', {
              width: photo.width,
              height: photo.height,
              size: formatBytes(photo.blob.size, lang),
            })}
          </p>
          {limitKb ? (
            <p className={photo.met ? 'text-green-800' : 'font-medium text-red-700'}>
              {photo.met ? t('met', { max: limitKb }) : t('notMet', { max: limitKb })}
            </p>
          ) : null}
          {minKb && photo.blob.size < minKb * 1024 ? (
            <p className="text-amber-800">{t('belowMin', { min: minKb })}</p>
          ) : null}
          {result.sheetPdf ? (
            <p className="text-ink-soft">{t('sheetResult', { count: result.sheetPdf.count })}</p>
          ) : null}
        </div>
      </div>
      <FileResult files={files} />
    </Card>
  )
}
