import { RefreshCw } from 'lucide-react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { CopyButton } from '@/ui/copy-button'
import { DownloadButton } from '@/ui/download-button'
import { strengthOf, type Strength } from './logic'
import { usePasswordStrings } from './strings'

const STRENGTH_STEPS: Record<Strength, { filled: number; colour: string }> = {
  veryWeak: { filled: 1, colour: 'bg-red-600' },
  weak: { filled: 2, colour: 'bg-red-600' },
  fair: { filled: 3, colour: 'bg-saffron-500' },
  strong: { filled: 4, colour: 'bg-brand-500' },
  veryStrong: { filled: 5, colour: 'bg-brand-700' },
}

type Props = {
  id: string
  kind: 'password' | 'passphrase'
  results: readonly string[]
  bits: number
  canGenerate: boolean
  onGenerate: () => void
}

/** The generated passwords with strength, copy, download and "generate new". */
export function ResultsPanel({ id, kind, results, bits, canGenerate, onGenerate }: Props) {
  const t = usePasswordStrings()
  const strength = strengthOf(bits)
  const step = STRENGTH_STEPS[strength]
  const roundedBits = Math.floor(bits)
  const all = results.join('\n')
  return (
    <div className="space-y-4">
      <h2 id={`${id}-results`} className="text-lg font-semibold">
        {t(kind === 'password' ? 'resultHeading' : 'phraseHeading', { count: results.length })}
      </h2>
      {results.length === 1 ? (
        <output
          aria-labelledby={`${id}-results`}
          aria-live="polite"
          data-testid="password-result"
          className="block rounded-lg border border-line bg-muted px-3 py-3 font-mono text-lg break-all text-ink"
        >
          {results[0]}
        </output>
      ) : (
        <ol
          aria-labelledby={`${id}-results`}
          data-testid="password-results"
          className="max-h-96 divide-y divide-line overflow-auto rounded-lg border border-line bg-muted px-3 font-mono text-sm break-all"
        >
          {results.map((result, index) => (
            <li key={index} className="py-1.5">
              {result}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <Button onClick={onGenerate} disabled={!canGenerate}>
          <RefreshCw aria-hidden="true" />
          {t('generate')}
        </Button>
        <CopyButton
          text={all}
          label={results.length > 1 ? t('copyAll') : undefined}
          disabled={results.length === 0}
        />
        {results.length > 1 ? <DownloadButton fileName={t('fileName')} text={all} /> : null}
      </div>
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span>
            <span className="text-ink-soft">{t('strengthLabel')}: </span>
            <strong data-testid="strength">{t(`strength_${strength}`)}</strong>
          </span>
          <span className="text-ink-soft tabular-nums" data-testid="entropy">
            {t('entropy', { bits: roundedBits })}
          </span>
        </div>
        <div aria-hidden="true" className="grid grid-cols-5 gap-1">
          {[1, 2, 3, 4, 5].map((segment) => (
            <div
              key={segment}
              className={cn('h-2 rounded-full', segment <= step.filled ? step.colour : 'bg-muted')}
            />
          ))}
        </div>
        <p role="status" className="sr-only">
          {t('strengthStatus', { strength: t(`strength_${strength}`), bits: roundedBits })}
        </p>
        <p className="text-xs text-ink-soft">{t('entropyNote')}</p>
      </div>
    </div>
  )
}
