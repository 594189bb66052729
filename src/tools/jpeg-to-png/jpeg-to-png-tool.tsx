import type { ProcessOptions } from '@workers/image/api.options'
import { ImageBatch } from '../image-compressor/image-batch'
import { useImageFiles } from '../image-compressor/use-image-files'
import { useConvertStrings } from '../png-to-jpeg/strings'

const OPTIONS: ProcessOptions = { format: 'png', quality: 100, targetBytes: null, resize: null, background: '#ffffff', keepIfSmaller: false, nameSuffix: '', zipName: 'png-images.zip' }

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
