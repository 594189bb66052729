// The /s/<code> route: asks the backend for the code's address and replaces this page with it. Offline or
// unknown codes get a plain explanation instead of a blank page.
import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { useOnline } from '@/lib/use-online'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import type { LinkFailure } from './links-api'
import { resolveLink } from './links-api'
import { codeFromPath } from './logic'
import { useShortenerStrings } from './strings'

type State = { step: 'loading' } | { step: 'going'; url: string } | { step: 'failed'; reason: LinkFailure }

export default function ShortLinkRedirect() {
  const t = useShortenerStrings()
  const { code: raw = '' } = useParams()
  const online = useOnline()
  const code = codeFromPath(`/s/${raw}`)
  const [state, setState] = useState<State>({ step: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!code) {
      setState({ step: 'failed', reason: 'notFound' })
      return
    }
    let live = true
    setState({ step: 'loading' })
    void resolveLink(code).then((result) => {
      if (!live) return
      if (result.ok) {
        setState({ step: 'going', url: result.url })
        window.location.replace(result.url)
      } else setState({ step: 'failed', reason: result.reason })
    })
    return () => {
      live = false
    }
  }, [code, attempt, online])

  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
      {state.step === 'loading' ? <Spinner label={t('redirecting')} /> : null}
      {state.step === 'going' ? (
        <p role="status" className="break-all text-ink">
          {t('redirectTo', { url: state.url })}
        </p>
      ) : null}
      {state.step === 'failed' ? (
        <>
          <p role="alert" className="font-medium text-red-700">
            {state.reason === 'notFound'
              ? t('notFound')
              : state.reason === 'offline'
                ? t('redirectOffline')
                : t('redirectFailed')}
          </p>
          {state.reason !== 'notFound' ? (
            <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
              {t('retry')}
            </Button>
          ) : null}
        </>
      ) : null}
      <Link
        to="/tools/url-shortener"
        className="block text-sm text-brand-700 underline-offset-4 hover:underline"
      >
        {t('makeOwn')}
      </Link>
    </div>
  )
}
