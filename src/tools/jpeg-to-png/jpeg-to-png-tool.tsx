import { useId, useState } from 'react'
import { BALANCED_PNG_LEVEL, type ProcessOptions } from '@workers/image/api.options'
import { CheckOption } from '@/ui/check-option'
import { ImageBatch } from '../shared/image/image-batch'
import { useImageFiles } from '../shared/image/use-image-files'
import { useConvertStrings } from '../shared/image/convert-strings'

const OPTIONS: ProcessOptions = {
  format: 'png',
  quality: 100,
  targetBytes: null,
  resize: null,
  background: '#ffffff',
  keepIfSmaller: false,
  nameSuffix: '',
  zipName: 'png-images.zip',
}
const OPTIMISED: ProcessOptions = { ...OPTIONS, pngLevel: BALANCED_PNG_LEVEL }

/** JPG (and WebP, GIF, BMP) to lossless PNG, optionally packed smaller by OxiPNG. */
export default function JpegToPngTool() {
  const t = useConvertStrings()
  const images = useImageFiles()
  const [optimise, setOptimise] = useState(false)
  const id = useId()
  return (
    <ImageBatch
      images={images}
      options={optimise ? OPTIMISED : OPTIONS}
      actionLabel={t('toPng')}
      showSaving={false}
    >
      <CheckOption id={`${id}-optimise`} checked={optimise} onChange={setOptimise}>
        {t('optimise')}
      </CheckOption>
      <p className="text-sm text-ink-soft">{t('pngNote')}</p>
    </ImageBatch>
  )
}
