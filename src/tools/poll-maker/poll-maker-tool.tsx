import { useEffect, useRef, useState } from 'react'
import { useOnline } from '@/lib/use-online'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CopyButton } from '@/ui/copy-button'
import { QrImage } from '../shared/qr/qr-image'
import type { PollDraft } from './logic'
import {
  checkDraft,
  draftIsValid,
  filledOptions,
  parseLocalDateTime,
  pollIdFrom,
  pollIdFromSearch,
  pollLink,
} from './logic'
import { createPoll } from './poll-api'
import { PollForm } from './poll-form'
import { PollView } from './poll-view'
import { LocalCount } from './local-count'
import { usePollStrings } from './strings'

const EMPTY: PollDraft = { question: '', options: ['', ''], multiple: false, closesAt: '' }

type Mode = { kind: 'edit' } | { kind: 'local' } | { kind: 'shared'; id: string }

/** The "poll is live" heading takes focus, so keyboard and screen-reader users land on the result. */
function SharedHeading({ text }: { text: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <h2 ref={ref} tabIndex={-1} className="text-base font-semibold text-ink outline-none">
      {text}
    </h2>
  )
}

function PollCreator() {
  const t = usePollStrings()
  const online = useOnline()
  const [draft, setDraft] = useState<PollDraft>(EMPTY)
  const [mode, setMode] = useState<Mode>({ kind: 'edit' })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const check = checkDraft(draft, new Date())

  function ready(): boolean {
    setTried(true)
    return draftIsValid(check)
  }

  async function share() {
    if (!ready() || !online) return
    setBusy(true)
    setFailed(false)
    const id = pollIdFrom(crypto.getRandomValues(new Uint8Array(32)))
    const result = await createPoll({
      id,
      question: draft.question.trim(),
      options: filledOptions(draft),
      multiple: draft.multiple,
      closesAt: draft.closesAt ? parseLocalDateTime(draft.closesAt) : null,
    })
    setBusy(false)
    if (result.ok) setMode({ kind: 'shared', id })
    else setFailed(true)
  }

  if (mode.kind === 'local') {
    return (
      <LocalCount
        question={draft.question.trim()}
        options={filledOptions(draft)}
        onEdit={() => setMode({ kind: 'edit' })}
      />
    )
  }
  if (mode.kind === 'shared') {
    const link = pollLink(window.location.origin, mode.id)
    return (
      <div className="space-y-4">
        <SharedHeading text={t('sharedHeading')} />
        <p className="text-sm text-ink-soft">{t('sharedHint')}</p>
        <p className="text-sm font-medium text-ink">{t('pollLink')}</p>
        <p className="rounded-lg bg-muted p-3 font-mono text-sm break-all text-ink" data-testid="poll-link">
          {link}
        </p>
        <div className="flex flex-wrap items-start gap-2">
          <CopyButton text={link} label={t('copyLink')} size="md" />
          <a
            href={link}
            className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('openPoll')}
          </a>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY)
              setTried(false)
              setMode({ kind: 'edit' })
            }}
          >
            {t('newPoll')}
          </Button>
        </div>
        <QrImage text={link} alt={t('pollLink')} testId="poll-qr" />
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <h2 className="text-base font-semibold text-ink">{t('createHeading')}</h2>
      <PollForm draft={draft} onChange={setDraft} check={check} showErrors={tried} />
      {!online ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('offlineShare')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('createFailed')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void share()} disabled={!online || busy}>
          {busy ? t('creating') : t('share')}
        </Button>
        <Button variant="secondary" onClick={() => ready() && setMode({ kind: 'local' })}>
          {t('showOfHands')}
        </Button>
      </div>
    </div>
  )
}

/** Poll maker: shared polls with one vote per device and live results, or a show of hands on this device. */
export default function PollMakerTool() {
  const id = pollIdFromSearch(window.location.search)
  return <Card className="space-y-4">{id ? <PollView id={id} /> : <PollCreator />}</Card>
}
