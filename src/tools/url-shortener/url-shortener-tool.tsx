import { Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useOnline } from '@/lib/use-online'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CopyButton } from '@/ui/copy-button'
import { Field, Input } from '@/ui/field'
import { QrImage } from '../shared/qr/qr-image'
import { storeLink } from './links-api'
import { checkAlias, checkLongUrl, randomCode, shortLink } from './logic'
import { useShortenerStrings } from './strings'
import { useSavedLinks } from './use-saved-links'

const ATTEMPTS = 3

/** URL shortener: a short /s/<code> link with a QR, stored in the backend; this device keeps its list. */
export default function UrlShortenerTool() {
  const t = useShortenerStrings()
  const id = useId()
  const online = useOnline()
  const { links, add, forget } = useSavedLinks()
  const [longUrl, setLongUrl] = useState('')
  const [alias, setAlias] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<'aliasTaken' | 'failed' | null>(null)
  const [made, setMade] = useState<string | null>(null)
  const origin = window.location.origin
  const url = checkLongUrl(longUrl, origin)
  const code = checkAlias(alias)
  const urlError = !url.ok && (tried || url.issue !== 'required') ? t(url.issue) : undefined
  const aliasError = !code.ok ? t(code.issue) : problem === 'aliasTaken' ? t('aliasTaken') : undefined

  async function shorten() {
    setTried(true)
    setProblem(null)
    if (!url.ok || !code.ok || !online) return
    setBusy(true)
    // A made-up code can collide with an existing one: try a fresh one a couple of times.
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const next = code.code || randomCode(crypto.getRandomValues(new Uint8Array(32)))
      const result = await storeLink(next, url.url)
      if (result.ok) {
        add({ code: next, url: url.url, createdAt: new Date().toISOString(), clicks: 0 })
        setMade(next)
        setBusy(false)
        return
      }
      if (result.reason !== 'taken' || code.code) {
        setProblem(result.reason === 'taken' ? 'aliasTaken' : 'failed')
        break
      }
    }
    setBusy(false)
    setProblem((p) => p ?? 'failed')
  }

  const link = made ? shortLink(origin, made) : null
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <Field label={t('longUrl')} htmlFor={`${id}-url`} hint={t('longUrlHint')} error={urlError}>
          <Input
            id={`${id}-url`}
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            value={longUrl}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${id}-url-error` : `${id}-url-hint`}
            onChange={(e) => setLongUrl(e.target.value)}
          />
        </Field>
        <Field label={t('alias')} htmlFor={`${id}-alias`} hint={t('aliasHint')} error={aliasError}>
          <Input
            id={`${id}-alias`}
            spellCheck={false}
            autoComplete="off"
            value={alias}
            className="max-w-72"
            aria-invalid={aliasError ? true : undefined}
            aria-describedby={aliasError ? `${id}-alias-error` : `${id}-alias-hint`}
            onChange={(e) => {
              setAlias(e.target.value)
              setProblem(null)
            }}
          />
        </Field>
        {!online ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('offline')}
          </p>
        ) : null}
        {problem === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('failed')}
          </p>
        ) : null}
        <Button onClick={() => void shorten()} disabled={!online || busy}>
          {busy ? t('shortening') : t('shorten')}
        </Button>
      </Card>
      {link ? (
        <Card className="space-y-3" aria-live="polite">
          <h2 className="text-base font-semibold text-ink">{t('resultHeading')}</h2>
          <p className="font-mono text-lg break-all text-ink" data-testid="short-link">
            {link}
          </p>
          <CopyButton text={link} label={t('copy')} size="md" />
          <QrImage text={link} alt={t('qrAlt', { link })} testId="short-qr" />
        </Card>
      ) : null}
      <Card className="space-y-3">
        <h2 className="text-base font-semibold text-ink">{t('myLinks')}</h2>
        {links.length === 0 ? <p className="text-sm text-ink-soft">{t('noLinks')}</p> : null}
        <ul className="divide-y divide-line" data-testid="my-links">
          {links.map((l) => (
            <li key={l.code} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <a
                  href={shortLink(origin, l.code)}
                  className="font-mono text-brand-700 underline-offset-4 hover:underline"
                >
                  /s/{l.code}
                </a>
                <p className="truncate text-ink-soft" title={l.url}>
                  {l.url}
                </p>
                <p className="text-xs text-ink-soft">
                  {online && typeof l.clicks === 'number'
                    ? t('clicks', { count: l.clicks })
                    : t('clicksUnknown')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('forget', { code: l.code })}
                onClick={() => forget(l.code)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {links.length > 0 ? <p className="text-xs text-ink-soft">{t('forgetNote')}</p> : null}
      </Card>
    </div>
  )
}
