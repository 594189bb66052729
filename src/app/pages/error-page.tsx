import { Button } from '@/ui/button'
import { useAppStrings } from '../strings'

// A lazy chunk that is neither cached nor reachable fails to import; the message then says what to do.
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    message,
  )
}

/** What a page shows when it crashed: never a white page, always a way to recover. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useAppStrings()
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
      <p className="mt-3 text-ink-soft">{isChunkLoadError(error) ? t('errorOffline') : t('errorText')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </div>
  )
}
