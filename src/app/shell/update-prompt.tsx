import { RefreshCw, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { applyUpdate, useUpdateWaiting } from '@/lib/sw-bridge'
import { Button } from '@/ui/button'
import { usePwaStrings } from './pwa-strings'

/**
 * Says, politely, that a new version has been installed and waits; "Reload" lets it take over.
 * The live region stays mounted so screen readers announce the message when it appears.
 */
export function UpdatePrompt() {
  const t = usePwaStrings()
  const waiting = useUpdateWaiting()
  const [dismissed, setDismissed] = useState(false)
  const [applying, setApplying] = useState(false)
  // The live region is mounted empty first and filled a moment later, so it is announced even though this
  // component is only loaded once an update is waiting.
  const [announced, setAnnounced] = useState(false)
  useEffect(() => setAnnounced(true), [])
  const visible = announced && waiting && !dismissed
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="pointer-events-auto">
      {visible && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-brand-200 bg-surface p-3 shadow-lg">
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <p className="min-w-0 flex-1 text-sm font-medium text-ink">{t('updateReady')}</p>
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={applying}
              onClick={() => {
                setApplying(applyUpdate())
              }}
            >
              {t('updateReload')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('updateLaterLabel')}
              onClick={() => setDismissed(true)}
            >
              <X aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('updateLater')}</span>
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
