import { Eraser } from 'lucide-react'
import { Fragment, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CopyButton } from '@/ui/copy-button'
import { DownloadButton } from '@/ui/download-button'
import { Field, Input, Textarea } from '@/ui/field'
import { ChoiceGroup } from '../shared/calc/calc-fields'
import {
  pickSummary,
  rankSentences,
  splitWords,
  summaryCount,
  summaryText,
  type LengthMode,
  type Sentence,
} from './logic'
import { useSummarizerStrings } from './strings'

/** The original text with the chosen sentences marked. */
function Highlighted({ text, sentences, chosen }: { text: string; sentences: Sentence[]; chosen: number[] }) {
  const parts: ReactNode[] = []
  let at = 0
  for (const index of chosen) {
    const s = sentences[index]!
    parts.push(<Fragment key={`t${index}`}>{text.slice(at, s.start)}</Fragment>)
    parts.push(
      <mark key={`m${index}`} className="rounded-sm bg-saffron-100 px-0.5 text-ink">
        {text.slice(s.start, s.end)}
      </mark>,
    )
    at = s.end
  }
  parts.push(<Fragment key="end">{text.slice(at)}</Fragment>)
  return <div className="max-h-96 overflow-auto text-sm leading-relaxed whitespace-pre-wrap">{parts}</div>
}

/** Text summarizer: the key sentences of English or Hindi text, chosen on the device. */
export default function TextSummarizerTool() {
  const t = useSummarizerStrings()
  const lang = useLanguage()
  const id = useId()
  const [text, setText] = useState('')
  const [mode, setMode] = useState<LengthMode>('percent')
  const [percent, setPercent] = useState(30)
  const [countRaw, setCountRaw] = useState('3')
  const deferred = useDeferredValue(text)
  const ranked = useMemo(() => rankSentences(deferred), [deferred])
  const number = (n: number) => n.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')

  const ranking = ranked.ok ? ranked.value : null
  const total = ranking?.sentences.length ?? 0
  const countValid =
    /^\s*\d+\s*$/.test(countRaw) && Number(countRaw) >= 1 && Number(countRaw) <= Math.max(total, 1)
  const count = summaryCount(mode, mode === 'percent' ? percent : countValid ? Number(countRaw) : 1, total)
  const chosen = useMemo(
    () => (ranking && total >= 2 ? pickSummary(ranking, count) : []),
    [ranking, total, count],
  )
  const summary = ranking ? summaryText(deferred, ranking.sentences, chosen) : ''
  const summaryWords = splitWords(summary).length
  const countError =
    mode === 'sentences' && !countValid && total >= 2 ? t('errSentences', { max: total }) : undefined

  let problem = ''
  if (!ranked.ok) problem = ranked.problem === 'tooLong' ? t('tooLong') : t('tooManySentences')
  else if (total === 1) problem = t('tooShort', { count: 1 })

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-4">
        <Card className="space-y-3">
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
            className="min-h-56 resize-y text-base leading-relaxed"
          />
          <p id={`${id}-hint`} className="text-xs text-ink-soft">
            {t('textHint')}
          </p>
          {ranking && total > 0 ? (
            <p className="text-xs text-ink-soft" data-testid="summary-counts">
              {t('counts', { sentences: number(total), words: number(ranking.words) })}
            </p>
          ) : null}
          <div className="flex flex-wrap items-end gap-4">
            <ChoiceGroup
              name={`${id}-mode`}
              legend={t('length')}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'percent', label: t('byPercent') },
                { value: 'sentences', label: t('bySentences') },
              ]}
            />
            {mode === 'percent' ? (
              <div className="flex min-w-48 flex-1 flex-col gap-1.5">
                <label htmlFor={`${id}-percent`} className="text-sm font-medium text-ink">
                  {t('percent')}: <span className="tabular-nums">{t('percentValue', { percent })}</span>
                </label>
                <input
                  id={`${id}-percent`}
                  type="range"
                  min={10}
                  max={90}
                  step={5}
                  value={percent}
                  aria-valuetext={t('percentValue', { percent })}
                  onChange={(event) => setPercent(Number(event.target.value))}
                  className="h-10 accent-brand-700"
                />
              </div>
            ) : (
              <Field label={t('sentenceCount')} htmlFor={`${id}-count`} error={countError} className="w-48">
                <Input
                  id={`${id}-count`}
                  inputMode="numeric"
                  value={countRaw}
                  aria-invalid={countError ? true : undefined}
                  aria-describedby={countError ? `${id}-count-error` : undefined}
                  onChange={(event) => setCountRaw(event.target.value)}
                />
              </Field>
            )}
          </div>
        </Card>

        <Card aria-labelledby={`${id}-summary`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-summary`} className="text-lg font-semibold">
              {t('summary')}
            </h2>
            {summary ? (
              <div className="flex flex-wrap gap-2">
                <CopyButton text={summary} label={t('copy')} />
                <DownloadButton fileName="summary" text={summary} label={t('download')} />
              </div>
            ) : null}
          </div>
          <div className="space-y-2">
            {problem ? (
              <p role="status" className="text-sm font-medium text-red-700">
                {problem}
              </p>
            ) : summary ? (
              <>
                <p role="status" className="text-xs text-ink-soft" data-testid="summary-stats">
                  {t('summaryStats', {
                    chosen: number(chosen.length),
                    total: number(total),
                    words: number(summaryWords),
                    share: number(Math.round((summaryWords / Math.max(ranking?.words ?? 1, 1)) * 100)),
                  })}
                </p>
                <div data-testid="summary-text" className="space-y-2 text-base leading-relaxed">
                  {summary.split('\n\n').map((paragraph, k) => (
                    <p key={k}>{paragraph}</p>
                  ))}
                </div>
              </>
            ) : (
              <p className="text-sm text-ink-soft">{t('empty')}</p>
            )}
          </div>
        </Card>

        {summary && ranking ? (
          <Card aria-labelledby={`${id}-highlighted`} className="space-y-2">
            <h2 id={`${id}-highlighted`} className="text-lg font-semibold">
              {t('highlighted')}
            </h2>
            <p className="text-xs text-ink-soft">{t('highlightedNote')}</p>
            <Highlighted text={deferred} sentences={ranking.sentences} chosen={chosen} />
          </Card>
        ) : null}
      </div>

      <div className="space-y-4">
        <Card aria-labelledby={`${id}-keywords`} className="space-y-3">
          <h2 id={`${id}-keywords`} className="text-lg font-semibold">
            {t('keywords')}
          </h2>
          {ranking && ranking.keywords.length ? (
            <ul className="flex flex-wrap gap-2" data-testid="summary-keywords">
              {ranking.keywords.map((keyword) => (
                <li key={keyword.word} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                  {keyword.word} <span className="text-ink-soft">×{number(keyword.count)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-soft">{ranking && total > 1 ? t('noKeywords') : t('empty')}</p>
          )}
          <p className="text-xs text-ink-soft">{t('keywordsNote')}</p>
        </Card>
        <Card>
          <p className="text-xs text-ink-soft">{t('howItWorks')}</p>
        </Card>
      </div>
    </div>
  )
}
