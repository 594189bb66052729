import type { ProcessOptions } from '@workers/image/api.options'
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

/** JPG (and WebP, GIF, BMP) to lossless PNG. */
export default function JpegToPngTool() {
  const t = useConvertStrings()
  const images = useImageFiles()
  return (
    <ImageBatch images={images} options={OPTIONS} actionLabel={t('toPng')} showSaving={false}>
      <p className="text-sm text-ink-soft">{t('pngNote')}</p>
    </ImageBatch>
  )
}
