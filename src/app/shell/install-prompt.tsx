import { Download, Share, X } from 'lucide-react'
import { Button } from '@/ui/button'
import { dismissInstall, installOffer, isIos, promptInstall, useInstallState } from './install-capture'
import { usePwaStrings } from './pwa-strings'

const ios =
  typeof navigator !== 'undefined' && isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)

/** An unobtrusive, dismissible offer to install the app (spec §1: shown on public layouts). */
export function InstallPrompt() {
  const t = usePwaStrings()
  const { prompt, installed, dismissedAt } = useInstallState()
  const offer = installOffer({ installed, hasPrompt: prompt !== null, ios, dismissedAt, now: Date.now() })
  if (offer === 'none') return null
  return (
    <section
      aria-label={t('installRegion')}
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-line bg-surface p-3 shadow-lg"
    >
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{t('installTitle')}</p>
        {offer === 'ios' ? (
          <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-soft">
            <Share aria-hidden="true" className="size-4 shrink-0" />
            {t('installIosText')}
          </p>
        ) : (
          <p className="mt-0.5 text-sm text-ink-soft">{t('installText')}</p>
        )}
        {offer === 'prompt' && (
          <Button size="sm" className="mt-2" onClick={() => void promptInstall()}>
            <Download aria-hidden="true" />
            {t('installButton')}
          </Button>
        )}
      </div>
      <Button
        size="icon"
        variant="ghost"
        className="-mt-1 -mr-1 size-9"
        aria-label={t('installDismissLabel')}
        title={t('installDismiss')}
        onClick={() => dismissInstall()}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  )
}
