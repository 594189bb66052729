import { useMemo, useState } from 'react'
import { Card } from '@/ui/card'
import { ColourField } from '../shared/qr/colour-field'
import { PayloadForm, usePayload } from '../shared/qr/payload-form'
import { LevelChoice, LogoPicker, parseSizes, SizeFieldsRow, type SizeFields } from '../shared/qr/qr-basics'
import { qrFileName } from '../shared/qr/payloads'
import { QrResult } from '../shared/qr/qr-result'
import { useQrStrings } from '../shared/qr/qr-strings'
import type { EcLevel } from '../shared/qr/matrix'
import type { PayloadResult } from '../shared/qr/payloads'
import { DEFAULT_OPTIONS, plainCode } from './logic'
import { useQrGeneratorStrings } from './strings'

/** Nothing typed wrong yet, only not filled in: invite rather than scold. */
function onlyMissing(result: PayloadResult): boolean {
  return !result.ok && Object.values(result.errors).every((issue) => issue === 'required')
}

/** QR code generator: content of eight kinds, level, size, colours and a logo; PNG/SVG checked to scan. */
export default function QrCodeGeneratorTool() {
  const t = useQrGeneratorStrings()
  const q = useQrStrings()
  const payload = usePayload()
  const [level, setLevel] = useState<EcLevel>(DEFAULT_OPTIONS.level)
  const [sizes, setSizes] = useState<SizeFields>({
    size: String(DEFAULT_OPTIONS.pngWidth),
    margin: String(DEFAULT_OPTIONS.margin),
  })
  const [fg, setFg] = useState(DEFAULT_OPTIONS.fg)
  const [bg, setBg] = useState(DEFAULT_OPTIONS.bg)
  const [logo, setLogo] = useState('')
  const [logoPercent, setLogoPercent] = useState(DEFAULT_OPTIONS.logoRatio * 100)
  const parsed = parseSizes(sizes)
  const margin = parsed.margin.ok ? parsed.margin.value : DEFAULT_OPTIONS.margin
  const text = payload.result.ok ? payload.result.payload : ''
  const code = useMemo(
    () =>
      plainCode(text, {
        level,
        pngWidth: 0,
        margin,
        fg,
        bg,
        logo,
        logoRatio: logoPercent / 100,
      }),
    [text, level, margin, fg, bg, logo, logoPercent],
  )
  const images = useMemo(() => ({ logo }), [logo])
  const ready = code.ok && parsed.size.ok && parsed.margin.ok

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <Card className="space-y-4">
          <h2 className="text-base font-semibold text-ink">{t('contentHeading')}</h2>
          <PayloadForm
            state={payload}
            tooLongForLevel={!code.ok && code.issue === 'tooLong' && payload.result.ok}
          />
        </Card>
        <Card className="space-y-4">
          <h2 className="text-base font-semibold text-ink">{t('optionsHeading')}</h2>
          <LevelChoice value={level} onChange={setLevel} forced={Boolean(logo)} />
          <SizeFieldsRow raw={sizes} onChange={setSizes} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField
              label={q('fgLabel')}
              value={fg}
              onChange={setFg}
              invalidMessage={q('colourInvalid')}
              testId="qr-fg"
            />
            <ColourField
              label={q('bgLabel')}
              value={bg}
              onChange={setBg}
              invalidMessage={q('colourInvalid')}
              testId="qr-bg"
            />
          </div>
          <LogoPicker logo={logo} percent={logoPercent} onLogo={setLogo} onPercent={setLogoPercent} />
        </Card>
      </div>
      <Card className="space-y-4 self-start lg:sticky lg:top-4" aria-labelledby="qr-result-heading">
        <h2 id="qr-result-heading" className="text-base font-semibold text-ink">
          {t('resultHeading')}
        </h2>
        {ready && code.ok ? (
          <QrResult
            payload={text}
            matrix={code.matrix}
            design={code.design}
            images={images}
            warnings={code.warnings}
            pngWidth={parsed.size.ok ? parsed.size.value : DEFAULT_OPTIONS.pngWidth}
            fileName={qrFileName(text)}
          />
        ) : (
          <p className="text-sm text-ink-soft" aria-live="polite">
            {onlyMissing(payload.result) ? q('startPrompt') : q('fixInputs')}
          </p>
        )}
        <p className="text-xs text-ink-soft">{t('privacy')}</p>
      </Card>
    </div>
  )
}
