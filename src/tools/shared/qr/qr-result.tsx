// The result card of both QR tools: the code as drawn, its text, PNG and SVG downloads, the design
// warnings and the scan check (the drawn picture decoded back in the QR worker, at full size and small).
import { Download } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { qrWorker, type VerifyResult } from '@/lib/workers/qr-client'
import { Button } from '@/ui/button'
import { CopyButton } from '@/ui/copy-button'
import type { DesignWarning } from './checks'
import { contrastRatio, darkColours } from './checks'
import type { QrDesign } from './design'
import { layoutQr } from './design'
import type { QrMatrix } from './matrix'
import { downloadBlob, svgPixels, svgToPng } from './qr-picture'
import { useQrStrings } from './qr-strings'
import type { SvgImages } from './svg'
import { qrSvg } from './svg'

type Check = { svg: string; state: 'checking' | 'done' | 'failed'; result?: VerifyResult }

// jsQR's binariser misses round dots drawn larger than ~8 pixels (the gaps split its 8×8 blocks), so the
// check draws six pixels per module, the size a phone camera typically sees a code at.
const CHECK_WIDTH_PER_MODULE = 6
const MAX_CHECK_WIDTH = 1200

/**
 * Decodes the drawn code in the worker whenever the picture changes; stale answers are dropped. The SVG is
 * written at the check's own pixel width: the browser may rasterise an SVG image at its stated size first.
 */
function useScanCheck(draw: (px: number) => string, key: string, modules: number, aspect: number): Check {
  const [check, setCheck] = useState<Check>({ svg: '', state: 'checking' })
  const svg = key
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      const width = Math.min(MAX_CHECK_WIDTH, Math.round(modules * CHECK_WIDTH_PER_MODULE))
      svgPixels(draw(width), width, aspect)
        .then((picture) => qrWorker.run('verifyQr', [picture, { modules }], { transfer: [picture.data] }))
        .then((result) => {
          if (live) setCheck({ svg, state: 'done', result })
        })
        .catch(() => {
          if (live) setCheck({ svg, state: 'failed' })
        })
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [draw, svg, modules, aspect])
  return check.svg === svg ? check : { svg, state: 'checking' }
}

type Props = {
  payload: string
  matrix: QrMatrix
  design: QrDesign
  images?: SvgImages
  warnings: DesignWarning[]
  /** Warnings a tool words itself (already in the user's language). */
  extraWarnings?: string[]
  pngWidth: number
  fileName: string
}

export function QrResult({
  payload,
  matrix,
  design,
  images,
  warnings,
  extraWarnings = [],
  pngWidth,
  fileName,
}: Props) {
  const t = useQrStrings()
  const lang = useLanguage()
  const layout = useMemo(() => layoutQr(matrix, design), [matrix, design])
  const aspect = layout.height / layout.width
  const svg = useMemo(() => qrSvg(layout, design, 320, images), [layout, design, images])
  const draw = useCallback((px: number) => qrSvg(layout, design, px, images), [layout, design, images])
  const check = useScanCheck(draw, svg, layout.width, aspect)
  const [pngFailed, setPngFailed] = useState(false)
  const decoded = check.result?.full === payload
  const small = check.result?.small === payload
  const minRatio = Math.min(...darkColours(design).map((c) => contrastRatio(c, design.background)))
  const ratio = minRatio.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 1 })

  async function savePng() {
    try {
      const big = qrSvg(layout, design, pngWidth, images)
      downloadBlob(await svgToPng(big, pngWidth, aspect), fileName, '.png')
      setPngFailed(false)
    } catch {
      setPngFailed(true)
    }
  }

  const status =
    check.state === 'checking'
      ? t('checking')
      : check.state === 'failed'
        ? t('checkFailed')
        : decoded && small
          ? t('verified')
          : decoded
            ? t('verifiedLargeOnly')
            : t('unreadable')
  const tone =
    check.state === 'done' && decoded && small
      ? 'text-emerald-800 bg-emerald-50'
      : check.state === 'checking'
        ? 'text-ink-soft bg-muted'
        : check.state === 'done' && !decoded
          ? 'text-red-800 bg-red-50'
          : 'text-amber-900 bg-amber-50'

  return (
    <div className="space-y-4">
      <div className="flex justify-center">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('previewAlt', { text: payload.length > 120 ? `${payload.slice(0, 120)}…` : payload })}
          width={320}
          height={Math.round(320 * aspect)}
          className="h-auto w-full max-w-80 rounded-lg border border-line"
          data-testid="qr-preview"
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`rounded-lg px-3 py-2 text-sm font-medium ${tone}`}
        data-testid="qr-check"
        data-state={
          check.state === 'done' ? (decoded && small ? 'ok' : decoded ? 'large-only' : 'bad') : check.state
        }
      >
        {status}
      </p>
      {warnings.length + extraWarnings.length > 0 ? (
        <ul className="space-y-1 text-sm text-amber-900" data-testid="qr-warnings">
          {warnings.map((w) => (
            <li key={w} className="rounded-lg bg-amber-50 px-3 py-2">
              {t(`warn_${w}`, { ratio })}
            </li>
          ))}
          {extraWarnings.map((w) => (
            <li key={w} className="rounded-lg bg-amber-50 px-3 py-2">
              {w}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void savePng()}>
          <Download aria-hidden="true" />
          {t('downloadPng')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloadBlob(
              new Blob([qrSvg(layout, design, pngWidth, images)], { type: 'image/svg+xml' }),
              fileName,
              '.svg',
            )
          }
        >
          <Download aria-hidden="true" />
          {t('downloadSvg')}
        </Button>
        <CopyButton text={payload} label={t('copyText')} size="md" />
      </div>
      {pngFailed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('pngFailed')}
        </p>
      ) : null}
      <details className="text-sm text-ink-soft">
        <summary className="cursor-pointer text-ink">{t('contents')}</summary>
        <pre className="mt-2 max-h-48 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap text-ink">
          {payload}
        </pre>
        <p className="mt-1">
          {t('version', { version: matrix.version, size: matrix.size, level: matrix.level })}
        </p>
      </details>
    </div>
  )
}
