import { X } from 'lucide-react'
import { Button } from './button'
import { useFileStrings } from './file-strings'

type TaskProgressProps = {
  /** 0–1. */
  fraction: number
  /** What is happening, already translated; a percentage is shown when omitted. */
  label?: string
  onCancel?: () => void
}

/** A progress bar for long work with a Cancel button; screen readers hear the progress politely. */
export function TaskProgress({ fraction, label, onCancel }: TaskProgressProps) {
  const t = useFileStrings()
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100)
  const text = label ?? t('working', { percent })
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-3">
      <div className="min-w-40 flex-1 space-y-1">
        <p className="text-sm text-ink" aria-live="polite">
          {text}
        </p>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={text}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {onCancel ? (
        <Button variant="secondary" size="sm" onClick={onCancel}>
          <X aria-hidden="true" />
          {t('cancel')}
        </Button>
      ) : null}
    </div>
  )
}
