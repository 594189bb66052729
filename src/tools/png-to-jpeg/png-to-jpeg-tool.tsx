import { useId, useState } from 'react'
import type { ProcessOptions } from '@workers/image/api.options'
import { Field } from '@/ui/field'
import { ImageBatch } from '../shared/image/image-batch'
import { useImageFiles } from '../shared/image/use-image-files'
import { useConvertStrings } from '../shared/image/convert-strings'

/** PNG (and WebP, GIF, BMP) to JPG with a quality and a background colour for transparency. */
export default function PngToJpegTool() {
  const t = useConvertStrings()
  const id = useId()
  const images = useImageFiles()
  const [quality, setQuality] = useState(85)
  const [background, setBackground] = useState('#ffffff')
  const options: ProcessOptions = {
    format: 'jpeg',
    quality,
    targetBytes: null,
    resize: null,
    background,
    keepIfSmaller: false,
    nameSuffix: '',
    zipName: 'jpg-images.zip',
  }
  return (
    <ImageBatch images={images} options={options} actionLabel={t('toJpeg')}>
      <div className="grid gap-4 sm:grid-cols-2">
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
        <Field label={t('background')} htmlFor={`${id}-background`} hint={t('backgroundHint')}>
          <input
            id={`${id}-background`}
            type="color"
            value={background}
            aria-describedby={`${id}-background-hint`}
            onChange={(event) => setBackground(event.target.value)}
            className="h-10 w-20 cursor-pointer rounded-lg border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        </Field>
      </div>
      <p className="text-xs text-ink-soft">{t('jpegNote')}</p>
    </ImageBatch>
  )
}
