import { useId, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Spinner } from '@/ui/spinner'
import { BoundedNumberField } from './bounded-number-field'
import { loadWordList } from './eff-wordlist'
import {
  checkPasswordOptions,
  COUNT_MAX,
  COUNT_MIN,
  DEFAULT_PASSPHRASE_OPTIONS,
  DEFAULT_PASSWORD_OPTIONS,
  generateMany,
  generatePassphrase,
  generatePassword,
  passphraseEntropy,
  passwordEntropy,
  type PassphraseOptions,
  type PasswordOptions,
} from './logic'
import { PassphraseOptionsPanel } from './passphrase-options'
import { PasswordOptionsPanel } from './password-options'
import { ResultsPanel } from './results-panel'
import { usePasswordStrings } from './strings'

type Mode = 'password' | 'passphrase'
type Settings = { mode: Mode; password: PasswordOptions; passphrase: PassphraseOptions; count: number }
type WordListState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; words: readonly string[] }

const INITIAL: Settings = {
  mode: 'password',
  password: DEFAULT_PASSWORD_OPTIONS,
  passphrase: DEFAULT_PASSPHRASE_OPTIONS,
  count: 1,
}

function produce(settings: Settings, words: readonly string[] | null): string[] | null {
  if (settings.mode === 'password') {
    if (checkPasswordOptions(settings.password)) return null
    return generateMany(settings.count, () => generatePassword(settings.password))
  }
  if (!words) return null
  return generateMany(settings.count, () => generatePassphrase(settings.passphrase, words))
}

/** Password generator: random passwords or EFF-word passphrases, one or many, with entropy and strength. */
export default function PasswordGeneratorTool() {
  const t = usePasswordStrings()
  const id = useId()
  const [settings, setSettings] = useState(INITIAL)
  const [raw, setRaw] = useState({ length: '16', words: '6', count: '1' })
  const [wordList, setWordList] = useState<WordListState>({ status: 'idle' })
  const [results, setResults] = useState<string[]>(() => produce(INITIAL, null) ?? [])
  // The newest settings, for the word list that finishes loading after the user changed something.
  const latest = useRef(settings)
  const words = wordList.status === 'ready' ? wordList.words : null

  function apply(next: Settings, list = words) {
    latest.current = next
    setSettings(next)
    const produced = produce(next, list)
    if (produced) setResults(produced)
  }

  function ensureWordList() {
    if (wordList.status === 'ready' || wordList.status === 'loading') return
    setWordList({ status: 'loading' })
    loadWordList().then(
      (loaded) => {
        setWordList({ status: 'ready', words: loaded })
        apply(latest.current, loaded)
      },
      () => setWordList({ status: 'failed' }),
    )
  }

  function changeMode(mode: Mode) {
    if (mode === 'passphrase') ensureWordList()
    apply({ ...settings, mode })
  }

  const problem = settings.mode === 'password' ? checkPasswordOptions(settings.password) : null
  const waiting = settings.mode === 'passphrase' && !words
  const bits =
    settings.mode === 'password'
      ? passwordEntropy(settings.password)
      : passphraseEntropy(settings.passphrase, words?.length ?? 7776)
  const showResults =
    !waiting && results.length > 0 && (settings.mode === 'password' ? problem === null : true)

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('modeLegend')}</legend>
          <div className="inline-flex flex-wrap gap-2">
            {(['password', 'passphrase'] as const).map((mode) => (
              <label
                key={mode}
                className="cursor-pointer rounded-full border border-line bg-surface px-4 py-2 text-sm text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={mode}
                  checked={settings.mode === mode}
                  onChange={() => changeMode(mode)}
                  className="sr-only"
                />
                {t(mode === 'password' ? 'modePassword' : 'modePassphrase')}
              </label>
            ))}
          </div>
        </fieldset>

        {settings.mode === 'password' ? (
          <PasswordOptionsPanel
            id={id}
            options={settings.password}
            lengthRaw={raw.length}
            onLengthChange={(text, length) => {
              setRaw({ ...raw, length: text })
              if (length !== null) apply({ ...settings, password: { ...settings.password, length } })
            }}
            onChange={(patch) => apply({ ...settings, password: { ...settings.password, ...patch } })}
          />
        ) : (
          <PassphraseOptionsPanel
            id={id}
            options={settings.passphrase}
            wordsRaw={raw.words}
            onWordsChange={(text, count) => {
              setRaw({ ...raw, words: text })
              if (count !== null) apply({ ...settings, passphrase: { ...settings.passphrase, words: count } })
            }}
            onChange={(patch) => apply({ ...settings, passphrase: { ...settings.passphrase, ...patch } })}
          />
        )}

        <BoundedNumberField
          id={`${id}-count`}
          label={t('count')}
          hint={t('countHint', { max: COUNT_MAX })}
          raw={raw.count}
          min={COUNT_MIN}
          max={COUNT_MAX}
          onChange={(text, count) => {
            setRaw({ ...raw, count: text })
            if (count !== null) apply({ ...settings, count })
          }}
        />
      </Card>

      <Card aria-labelledby={`${id}-results`}>
        {waiting && wordList.status === 'failed' ? (
          <div role="alert" className="space-y-3">
            <p className="text-sm font-medium text-red-700">{t('wordListFailed')}</p>
            <Button variant="secondary" onClick={ensureWordList}>
              {t('retry')}
            </Button>
          </div>
        ) : waiting ? (
          <Spinner label={t('wordListLoading')} />
        ) : showResults ? (
          <ResultsPanel
            id={id}
            kind={settings.mode}
            results={results}
            bits={bits}
            canGenerate={problem === null}
            onGenerate={() => apply(settings)}
          />
        ) : (
          <p className="text-sm text-ink-soft">{problem === 'noSymbols' ? t('noSymbols') : t('noSets')}</p>
        )}
      </Card>
    </div>
  )
}
