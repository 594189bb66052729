import { Eraser } from 'lucide-react'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CopyButton } from '@/ui/copy-button'
import { DownloadButton } from '@/ui/download-button'
import { Field, Select, Textarea } from '@/ui/field'
import { CASE_LOCALES, CASES, convertCase, type CaseLocale, type TextCase } from './logic'
import { useCaseStrings } from './strings'

/** Text case converter: one input, a choice of eleven cases, the result with copy and download. */
export default function TextCaseConverterTool() {
  const t = useCaseStrings()
  const id = useId()
  const [text, setText] = useState('')
  const [kind, setKind] = useState<TextCase>('sentence')
  const [locale, setLocale] = useState<CaseLocale>('en')
  const deferredText = useDeferredValue(text)
  const result = useMemo(() => convertCase(deferredText, kind, locale), [deferredText, kind, locale])
  const caseName = t(`case_${kind}`)

  return (
    <div className="space-y-4">
      <Card className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
            {t('inputLabel')}
          </label>
          <Button variant="ghost" size="sm" onClick={() => setText('')} disabled={text === ''}>
            <Eraser aria-hidden="true" />
            {t('clear')}
          </Button>
        </div>
        <Textarea
          id={`${id}-input`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-input-hint`}
          rows={6}
          className="resize-y text-base"
        />
        <p id={`${id}-input-hint`} className="text-xs text-ink-soft">
          {t('inputHint')}
        </p>
      </Card>

      <Card className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('caseLegend')}</legend>
          <div className="flex flex-wrap gap-2">
            {CASES.map((option) => (
              <label
                key={option}
                className="cursor-pointer rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-case`}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="sr-only"
                />
                {t(`case_${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={t('localeLabel')} htmlFor={`${id}-locale`} hint={t('localeHint')} className="max-w-sm">
          <Select
            id={`${id}-locale`}
            value={locale}
            onChange={(event) => setLocale(event.target.value as CaseLocale)}
            aria-describedby={`${id}-locale-hint`}
          >
            {CASE_LOCALES.map((option) => (
              <option key={option} value={option}>
                {t(`locale_${option}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Card>

      <Card className="space-y-2">
        <label htmlFor={`${id}-output`} className="text-sm font-medium text-ink">
          {t('outputLabel', { name: caseName })}
        </label>
        <Textarea
          id={`${id}-output`}
          value={result}
          readOnly
          rows={6}
          aria-describedby={result === '' ? `${id}-output-empty` : undefined}
          className="resize-y bg-muted text-base"
        />
        {result === '' ? (
          <p id={`${id}-output-empty`} className="text-xs text-ink-soft">
            {t('outputEmpty')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <CopyButton text={result} disabled={result === ''} />
          <DownloadButton fileName={t('fileName', { kind })} text={result} disabled={result === ''} />
        </div>
      </Card>
    </div>
  )
}
