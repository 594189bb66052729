// A shared poll opened from its link: the question, a vote once per device, then live results. Offline, it
// says that the poll needs the network instead of showing stale or empty results.
import { useEffect, useId, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { useOnline } from '@/lib/use-online'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import type { Poll } from './logic'
import { isClosed, tallyRows, voteChoices } from './logic'
import type { ApiFailure } from './poll-api'
import { castVote, loadPoll, watchPoll } from './poll-api'
import { ResultsBars } from './results-bars'
import { usePollStrings } from './strings'

type State =
  | { step: 'loading' }
  | { step: 'failed'; reason: ApiFailure }
  | { step: 'ready'; poll: Poll; mine: number[] | null }

export function PollView({ id }: { id: string }) {
  const t = usePollStrings()
  const lang = useLanguage()
  const online = useOnline()
  const groupId = useId()
  const [state, setState] = useState<State>({ step: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [picked, setPicked] = useState<number[]>([])
  const [sending, setSending] = useState(false)
  const [voteError, setVoteError] = useState<string | null>(null)

  useEffect(() => {
    if (!online) {
      // Nothing to ask: say so at once instead of waiting for requests that cannot succeed.
      setState({ step: 'failed', reason: 'offline' })
      return
    }
    let live = true
    setState({ step: 'loading' })
    void loadPoll(id).then((result) => {
      if (!live) return
      setState(
        result.ok
          ? { step: 'ready', poll: result.poll, mine: result.mine }
          : { step: 'failed', reason: result.reason },
      )
    })
    const stop = watchPoll(id, (poll) =>
      setState((prev) => (prev.step === 'ready' ? { ...prev, poll } : prev)),
    )
    return () => {
      live = false
      stop()
    }
  }, [id, attempt, online])

  if (state.step === 'loading') {
    return <Spinner label={t('loading')} />
  }
  if (state.step === 'failed') {
    const message =
      state.reason === 'notFound'
        ? t('notFound')
        : state.reason === 'offline'
          ? t('loadOffline')
          : t('loadFailed')
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
        {state.reason !== 'notFound' ? (
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    )
  }

  const { poll, mine } = state
  const closed = isClosed(poll, new Date())
  const when = poll.closesAt?.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const canVote = !mine && !closed

  async function vote() {
    const choices = voteChoices(picked, poll.multiple, poll.options.length)
    if (!choices) return setVoteError(t('voteNeedsChoice'))
    if (!navigator.onLine) return setVoteError(t('voteOffline'))
    setSending(true)
    setVoteError(null)
    const result = await castVote(poll.id, choices)
    setSending(false)
    if (result.ok || result.reason === 'alreadyVoted') {
      setState({ step: 'ready', poll, mine: result.ok ? choices : [] })
      if (!result.ok) setVoteError(t('alreadyVoted'))
      setAttempt((a) => a + 1)
      return
    }
    setVoteError(
      result.reason === 'closed'
        ? t('pollClosed')
        : result.reason === 'offline'
          ? t('voteOffline')
          : t('voteFailed'),
    )
  }

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">{poll.question}</h2>
      {when ? (
        <p className="text-sm text-ink-soft">{closed ? t('closedOn', { when }) : t('closesOn', { when })}</p>
      ) : null}
      {closed ? <p className="text-sm font-medium text-amber-900">{t('pollClosed')}</p> : null}
      {canVote ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-ink">
            {poll.multiple ? t('pickMany') : t('pickOne')}
          </legend>
          {poll.options.map((option, i) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 text-ink has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type={poll.multiple ? 'checkbox' : 'radio'}
                name={`${groupId}-vote`}
                checked={picked.includes(i)}
                onChange={(e) =>
                  setPicked((prev) =>
                    poll.multiple ? (e.target.checked ? [...prev, i] : prev.filter((p) => p !== i)) : [i],
                  )
                }
                className="size-4 accent-brand-700"
              />
              {option}
            </label>
          ))}
          <Button onClick={() => void vote()} disabled={sending}>
            {sending ? t('voting') : t('vote')}
          </Button>
        </fieldset>
      ) : null}
      {voteError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {voteError}
        </p>
      ) : null}
      {!canVote ? (
        <section aria-live="polite" className="space-y-2">
          <h3 className="text-base font-semibold text-ink">{t('results')}</h3>
          <p className="text-sm text-ink-soft" data-testid="poll-voters">
            {t('voters', { count: poll.voters })} · {t('live')}
          </p>
          <ResultsBars
            rows={tallyRows(poll.options, poll.counts, poll.voters, poll.multiple)}
            mine={mine ?? []}
          />
        </section>
      ) : null}
      <p className="text-xs text-ink-soft">{t('oneDevice')}</p>
    </div>
  )
}
