import { Eraser } from 'lucide-react'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Textarea } from '@/ui/field'
import { KeywordTable } from './keyword-table'
import { LimitMeter } from './limit-meter'
import { analyzeText, READING_WPM, SPEAKING_WPM } from './logic'
import { useWordCounterStrings } from './strings'

const TWEET_LIMIT = 280
const META_DESCRIPTION_LIMIT = 160

/** Word counter: live counts, reading and speaking time, length limits and keyword density. */
export default function WordCounterTool() {
  const t = useWordCounterStrings()
  const lang = useLanguage()
  const id = useId()
  const [text, setText] = useState('')
  // Typing stays instant on a megabyte of text: the counts follow at low priority.
  const deferredText = useDeferredValue(text)
  const stats = useMemo(() => analyzeText(deferredText), [deferredText])
  const number = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN')

  function duration(seconds: number): string {
    const minutes = Math.floor(seconds / 60)
    return minutes === 0 ? t('seconds', { seconds }) : t('minutesSeconds', { minutes, seconds: seconds % 60 })
  }

  const counts = [
    ['words', t('words'), number.format(stats.words)],
    ['characters', t('characters'), number.format(stats.characters)],
    ['characters-no-spaces', t('charactersNoSpaces'), number.format(stats.charactersNoSpaces)],
    ['sentences', t('sentences'), number.format(stats.sentences)],
    ['paragraphs', t('paragraphs'), number.format(stats.paragraphs)],
    ['lines', t('lines'), number.format(stats.lines)],
    ['reading-time', t('readingTime'), duration(stats.readingSeconds)],
    ['speaking-time', t('speakingTime'), duration(stats.speakingSeconds)],
  ] as const

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-4">
        <Card className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={`${id}-text`} className="text-sm font-medium text-ink">
              {t('textLabel')}
            </label>
            <Button variant="ghost" size="sm" onClick={() => setText('')} disabled={text === ''}>
              <Eraser aria-hidden="true" />
              {t('clear')}
            </Button>
          </div>
          <Textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-hint`}
            rows={10}
            spellCheck
            className="min-h-56 resize-y text-base leading-relaxed"
          />
          <p id={`${id}-hint`} className="text-xs text-ink-soft">
            {t('textHint')}
          </p>
          <p role="status" className="sr-only">
            {t('summary', { count: stats.words, characters: stats.characters })}
          </p>
        </Card>

        <Card aria-labelledby={`${id}-stats`}>
          <h2 id={`${id}-stats`} className="mb-3 text-lg font-semibold">
            {t('statsHeading')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {counts.map(([key, label, value]) => (
              <div key={key} className="rounded-lg bg-muted px-3 py-2">
                <dt className="text-xs text-ink-soft">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums text-ink" data-testid={`count-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-ink-soft">
            {t('rates', { reading: READING_WPM, speaking: SPEAKING_WPM })}
          </p>
        </Card>
      </div>

      <div className="space-y-4">
        <Card aria-labelledby={`${id}-limits`} className="space-y-4">
          <h2 id={`${id}-limits`} className="text-lg font-semibold">
            {t('limitsHeading')}
          </h2>
          <LimitMeter
            label={t('tweetLimit')}
            used={stats.tweetLength}
            limit={TWEET_LIMIT}
            note={t('tweetNote')}
          />
          <LimitMeter label={t('metaLimit')} used={stats.characters} limit={META_DESCRIPTION_LIMIT} />
        </Card>

        <Card aria-labelledby={`${id}-keywords`} className="space-y-3">
          <h2 id={`${id}-keywords`} className="text-lg font-semibold">
            {t('keywordsHeading')}
          </h2>
          <KeywordTable keywords={stats.keywords} />
          <p className="text-xs text-ink-soft">{t('keywordsNote')}</p>
        </Card>
      </div>
    </div>
  )
}
