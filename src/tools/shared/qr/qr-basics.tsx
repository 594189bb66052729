// Controls both QR tools share: error-correction level, PNG size and quiet zone, and the centre logo.
import { useId } from 'react'
import { ImageInput } from '@/ui/image-input'
import { ChoiceGroup, NumberField, useFieldMessage } from '../calc/calc-fields'
import { parseNumberField } from '../calc/field-parse'
import type { EcLevel } from './matrix'
import { EC_LEVELS } from './matrix'
import { useQrStrings } from './qr-strings'

export const PNG_SIZES = { min: 128, max: 4096 } as const
export const MARGINS = { min: 0, max: 10 } as const
export const LOGO_PERCENT = { min: 10, max: 25 } as const

export function LevelChoice({
  value,
  onChange,
  forced,
}: {
  value: EcLevel
  onChange: (l: EcLevel) => void
  forced: boolean
}) {
  const t = useQrStrings()
  const id = useId()
  return (
    <div className="space-y-1">
      <ChoiceGroup
        name={`${id}-level`}
        legend={t('ecLabel')}
        options={EC_LEVELS.map((l) => ({ value: l, label: t(`ec_${l}`) }))}
        value={forced ? 'H' : value}
        onChange={onChange}
      />
      <p className="text-xs text-ink-soft">{forced ? t('ecForced') : t('ecHint')}</p>
    </div>
  )
}

export type SizeFields = { size: string; margin: string }

/** The PNG width and quiet zone as typed, and their values once valid (null while a field is wrong). */
export function parseSizes(raw: SizeFields) {
  const size = parseNumberField(raw.size, { ...PNG_SIZES, whole: true })
  const margin = parseNumberField(raw.margin, { ...MARGINS, whole: true })
  return { size, margin }
}

export function SizeFieldsRow({ raw, onChange }: { raw: SizeFields; onChange: (next: SizeFields) => void }) {
  const t = useQrStrings()
  const id = useId()
  const message = useFieldMessage()
  const { size, margin } = parseSizes(raw)
  return (
    <div className="grid grid-cols-2 gap-4">
      <NumberField
        id={`${id}-size`}
        label={t('sizeLabel')}
        value={raw.size}
        onChange={(v) => onChange({ ...raw, size: v })}
        error={message(size, 'number')}
        suffix="px"
      />
      <NumberField
        id={`${id}-margin`}
        label={t('marginLabel')}
        value={raw.margin}
        onChange={(v) => onChange({ ...raw, margin: v })}
        error={message(margin, 'number')}
      />
    </div>
  )
}

type LogoProps = {
  logo: string
  percent: number
  onLogo: (dataUrl: string) => void
  onPercent: (p: number) => void
}

export function LogoPicker({ logo, percent, onLogo, onPercent }: LogoProps) {
  const t = useQrStrings()
  const id = useId()
  return (
    <div className="space-y-2">
      <ImageInput
        label={t('logoLabel')}
        value={logo}
        onChange={onLogo}
        maxWidth={512}
        maxHeight={512}
        labels={{
          choose: t('chooseImage'),
          remove: t('removeImage'),
          bad: t('badImage'),
          shrunk: (w, h) => t('shrunk', { w, h }),
        }}
      />
      {logo ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-logo-size`} className="text-sm text-ink">
            {t('logoSize', { percent })}
          </label>
          <input
            id={`${id}-logo-size`}
            type="range"
            min={LOGO_PERCENT.min}
            max={LOGO_PERCENT.max}
            step={1}
            value={percent}
            onChange={(e) => onPercent(Number(e.target.value))}
            className="w-full max-w-xs accent-brand-700"
          />
        </div>
      ) : null}
    </div>
  )
}
