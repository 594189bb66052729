// What stands in for a photo or signature whose bytes are not shown (yet): loading, waiting for the network,
// not uploaded by the device that took it, or failed — the last two with a retry. Announced politely.
import { RefreshCw } from 'lucide-react'
import { Button } from '@/ui/button'
import { useWorkshopStrings } from '../workshop-strings'
import type { MediaView } from './use-media-url'

const MESSAGE = {
  none: null,
  ready: null,
  loading: 'mediaLoading',
  offline: 'mediaOffline',
  'not-uploaded': 'mediaNotUploaded',
  failed: 'mediaFailed',
} as const

export function MediaState({
  view,
  label,
  className = '',
}: {
  view: MediaView & { retry: () => void }
  label: string
  className?: string
}) {
  const t = useWorkshopStrings()
  const key = MESSAGE[view.state]
  const canRetry = view.state === 'failed' || view.state === 'not-uploaded'
  return (
    <div
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-1 text-center ${className}`}
    >
      {key ? <p>{t(key)}</p> : null}
      {canRetry ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={view.retry}
          aria-label={t('retryMediaLabel', { label })}
        >
          <RefreshCw aria-hidden="true" />
          {t('retryMedia')}
        </Button>
      ) : null}
    </div>
  )
}
