import { useMemo, useState } from 'react'
import { Card } from '@/ui/card'
import { PayloadForm, usePayload } from '../shared/qr/payload-form'
import { LevelChoice, LogoPicker, parseSizes, SizeFieldsRow, type SizeFields } from '../shared/qr/qr-basics'
import { qrFileName } from '../shared/qr/payloads'
import { QrResult } from '../shared/qr/qr-result'
import { useQrStrings } from '../shared/qr/qr-strings'
import type { MagicOptions } from './logic'
import { DEFAULT_MAGIC, frameTextIssue, magicCode } from './logic'
import { useMagicQrStrings } from './strings'
import { ColourControls, FrameControls, ShapeControls } from './style-controls'

/** Magic QR code: styled dots and corners, gradients, a photo behind, logo and frame; checked to scan. */
export default function MagicQrCodeGeneratorTool() {
  const t = useMagicQrStrings()
  const q = useQrStrings()
  const payload = usePayload({ kind: 'url', fields: { url: 'https://autobahi.in/tools' } })
  const [options, setOptions] = useState<MagicOptions>(DEFAULT_MAGIC)
  const [sizes, setSizes] = useState<SizeFields>({ size: '1024', margin: String(DEFAULT_MAGIC.margin) })
  const set = (patch: Partial<MagicOptions>) => setOptions((prev) => ({ ...prev, ...patch }))
  const parsed = parseSizes(sizes)
  const margin = parsed.margin.ok ? parsed.margin.value : DEFAULT_MAGIC.margin
  const text = payload.result.ok ? payload.result.payload : ''
  const frameDefault = t('frameTextDefault')
  const code = useMemo(
    () => magicCode(text, { ...options, margin }, frameDefault),
    [text, options, margin, frameDefault],
  )
  const images = useMemo(
    () => ({
      logo: options.logo,
      backdrop: options.backdrop ? { href: options.backdrop, wash: options.wash / 100 } : null,
    }),
    [options.logo, options.backdrop, options.wash],
  )
  const ready = code.ok && parsed.size.ok && parsed.margin.ok && !frameTextIssue(options.frameText)
  const shared = code.ok ? code.warnings.filter((w) => w !== 'busyBackdrop' && w !== 'frameLowContrast') : []
  const own = code.ok
    ? code.warnings.flatMap((w) => (w === 'busyBackdrop' || w === 'frameLowContrast' ? [t(`warn_${w}`)] : []))
    : []

  return (
    // On a phone the code follows the content, so each change is seen without scrolling past every option;
    // on a wide screen it sits in its own sticky column.
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="space-y-4 lg:col-start-1">
        {/* Named for screen readers everywhere, shown from tablet width: on a phone the first field comes first. */}
        <h2 className="text-base font-semibold text-ink max-sm:sr-only">{t('contentHeading')}</h2>
        <PayloadForm
          state={payload}
          tooLongForLevel={!code.ok && code.issue === 'tooLong' && payload.result.ok}
        />
      </Card>
      <Card className="space-y-4 self-start lg:sticky lg:top-4 lg:col-start-2 lg:row-span-5 lg:row-start-1">
        <h2 className="text-base font-semibold text-ink">{t('resultHeading')}</h2>
        {ready && code.ok ? (
          <QrResult
            payload={text}
            matrix={code.matrix}
            design={code.design}
            images={images}
            warnings={shared}
            extraWarnings={own}
            pngWidth={parsed.size.ok ? parsed.size.value : 1024}
            fileName={qrFileName(text).replace(/^qr-/, 'magic-qr-')}
          />
        ) : (
          <p className="text-sm text-ink-soft" aria-live="polite">
            {q('fixInputs')}
          </p>
        )}
        <p className="text-xs text-ink-soft">{t('privacy')}</p>
      </Card>
      <Card className="space-y-4 lg:col-start-1">
        <h2 className="text-base font-semibold text-ink">{t('styleHeading')}</h2>
        <ShapeControls options={options} set={set} />
      </Card>
      <Card className="space-y-4 lg:col-start-1">
        <h2 className="text-base font-semibold text-ink">{t('colourHeading')}</h2>
        <ColourControls options={options} set={set} />
      </Card>
      <Card className="space-y-4 lg:col-start-1">
        <h2 className="text-base font-semibold text-ink">{t('extrasHeading')}</h2>
        <LogoPicker
          logo={options.logo}
          percent={options.logoPercent}
          onLogo={(logo) => set({ logo })}
          onPercent={(logoPercent) => set({ logoPercent })}
        />
        <FrameControls options={options} set={set} />
      </Card>
      <Card className="space-y-4 lg:col-start-1">
        <h2 className="text-base font-semibold text-ink">{t('sizeHeading')}</h2>
        <LevelChoice
          value={options.level}
          onChange={(level) => set({ level })}
          forced={Boolean(options.logo)}
        />
        <SizeFieldsRow raw={sizes} onChange={setSizes} />
      </Card>
    </div>
  )
}
