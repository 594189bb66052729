// A plain QR code picture of a text (a share link, a short link), drawn from the shared QR kit.
import { useMemo } from 'react'
import { layoutQr, PLAIN_DESIGN } from './design'
import { qrMatrix } from './matrix'
import { qrSvg } from './svg'

export function QrImage({
  text,
  alt,
  size = 200,
  testId,
}: {
  text: string
  alt: string
  size?: number
  testId?: string
}) {
  const src = useMemo(() => {
    const m = qrMatrix(text, 'M')
    if (!m.ok) return ''
    const design = { ...PLAIN_DESIGN, margin: 2 }
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(layoutQr(m.matrix, design), design, size))}`
  }, [text, size])
  if (!src) return null
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      className="rounded-lg border border-line"
      data-testid={testId}
    />
  )
}
