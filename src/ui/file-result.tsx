import { Download, Share2 } from 'lucide-react'
import { useState } from 'react'
import { useLanguage, type Lang } from '@/lib/i18n'
import { Button } from './button'
import { useFileStrings } from './file-strings'

export type ResultFile = { name: string; blob: Blob }

/** "12.3 KB", "4.56 MB" in the user's number style. */
export function formatBytes(bytes: number, lang: Lang): string {
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN'
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 ? 0 : value < 10 ? 2 : value < 100 ? 1 : 0
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits })} ${units[unit]}`
}

/** Offers a Blob as a downloaded file. */
export function saveBlob(file: ResultFile): void {
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel a download that starts asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

function shareable(files: readonly ResultFile[]): File[] | null {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return null
  const asFiles = files.map((f) => new File([f.blob], f.name, { type: f.blob.type }))
  return navigator.canShare({ files: asFiles }) ? asFiles : null
}

/** The finished files of a tool: name and size, Download each, and Share where the device can share files. */
export function FileResult({ files }: { files: readonly ResultFile[] }) {
  const t = useFileStrings()
  const lang = useLanguage()
  const [shareError, setShareError] = useState(false)
  const shareFiles = shareable(files)

  async function share() {
    if (!shareFiles) return
    try {
      await navigator.share({ files: shareFiles })
      setShareError(false)
    } catch (error) {
      // The user closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') setShareError(true)
    }
  }

  return (
    <div className="space-y-3" data-testid="file-result">
      <p role="status" className="font-medium text-ink">
        {t('resultReady', { count: files.length })}
      </p>
      <ul className="space-y-2">
        {files.map((file) => (
          <li key={file.name} className="flex flex-wrap items-center gap-2 rounded-lg border border-line p-2">
            <span className="min-w-0 flex-1 break-all text-sm text-ink">{file.name}</span>
            <span className="text-xs text-ink-soft">{formatBytes(file.blob.size, lang)}</span>
            <Button size="sm" onClick={() => saveBlob(file)} aria-label={`${t('download')} ${file.name}`}>
              <Download aria-hidden="true" />
              {t('download')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {files.length > 1 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => files.forEach((file, i) => setTimeout(() => saveBlob(file), i * 300))}
          >
            <Download aria-hidden="true" />
            {t('downloadAll')}
          </Button>
        ) : null}
        {shareFiles ? (
          <Button variant="secondary" size="sm" onClick={share}>
            <Share2 aria-hidden="true" />
            {t('share')}
          </Button>
        ) : null}
      </div>
      {shareError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('shareFailed')}
        </p>
      ) : null}
    </div>
  )
}
