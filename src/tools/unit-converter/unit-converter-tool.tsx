import { ArrowLeftRight } from 'lucide-react'
import { useId, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input, Select } from '@/ui/field'
import { parseIndianNumber } from '@/utils/indian-number'
import type { CategoryId, UnitMatch } from './logic'
import {
  BIGHA_STATES,
  bighaStateOf,
  CATEGORIES,
  convert,
  DEFAULT_PAIR,
  getCategory,
  unitsForPicker,
  withBighaState,
} from './logic'
import { useUnitStrings } from './strings'
import { showNumber, unitLabel } from './unit-format'
import { UnitSearch } from './unit-search'

/** Unit converter: category, value, from/to with swap, a table of every unit, and search across all units. */
export default function UnitConverterTool() {
  const t = useUnitStrings()
  const lang = useLanguage()
  const id = useId()
  const [categoryId, setCategoryId] = useState<CategoryId>('length')
  const [from, setFrom] = useState(DEFAULT_PAIR.length.from)
  const [to, setTo] = useState(DEFAULT_PAIR.length.to)
  const [bighaState, setBighaState] = useState('uttar-pradesh')
  const [raw, setRaw] = useState('1')

  const category = getCategory(categoryId) ?? CATEGORIES[0]!
  const units = unitsForPicker(categoryId, bighaState)
  const fromUnit = units.find((u) => u.id === from)
  const toUnit = units.find((u) => u.id === to)
  const parsed = raw.trim() === '' ? null : parseIndianNumber(raw)
  const inputIssue = parsed === null ? t('errEmpty') : parsed.ok ? undefined : t('errNumber')
  const value = parsed?.ok ? parsed.value : null
  const result = value === null ? null : convert(value, categoryId, from, to)
  const categoryName = lang === 'hi' ? category.hi : category.en

  function chooseCategory(next: CategoryId) {
    setCategoryId(next)
    setFrom(DEFAULT_PAIR[next].from)
    setTo(DEFAULT_PAIR[next].to)
  }

  function chooseState(state: string) {
    setBighaState(state)
    setFrom((id) => withBighaState(id, state))
    setTo((id) => withBighaState(id, state))
  }

  function pick(match: UnitMatch) {
    if (match.categoryId !== categoryId) {
      setCategoryId(match.categoryId)
      const pair = DEFAULT_PAIR[match.categoryId]
      setFrom(pair.from === match.unit.id ? pair.to : pair.from)
    } else if (from === match.unit.id) {
      setFrom(to)
    }
    const state = bighaStateOf(match.unit.id)
    if (state) chooseState(state)
    setTo(match.unit.id)
  }

  const unitSelect = (key: 'from' | 'to', value: string, set: (v: string) => void) => (
    <Field
      label={t(key === 'from' ? 'fromLabel' : 'toLabel')}
      htmlFor={`${id}-${key}`}
      className="min-w-0 flex-1"
    >
      <Select id={`${id}-${key}`} value={value} onChange={(event) => set(event.target.value)}>
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unitLabel(unit, lang)}
          </option>
        ))}
      </Select>
    </Field>
  )

  const notes = [fromUnit, toUnit].filter((u, i, all) => u?.note && all.indexOf(u) === i)

  return (
    <div className="space-y-4">
      <Card>
        <UnitSearch onPick={pick} />
      </Card>
      <Card className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('categoryLabel')} htmlFor={`${id}-cat`}>
            <Select
              id={`${id}-cat`}
              value={categoryId}
              onChange={(event) => chooseCategory(event.target.value as CategoryId)}
            >
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {lang === 'hi' ? c.hi : c.en}
                </option>
              ))}
            </Select>
          </Field>
          {categoryId === 'area' ? (
            <Field label={t('stateLabel')} htmlFor={`${id}-state`}>
              <Select
                id={`${id}-state`}
                value={bighaState}
                onChange={(event) => chooseState(event.target.value)}
              >
                {BIGHA_STATES.map((s) => (
                  <option key={s.state} value={s.state}>
                    {lang === 'hi' ? s.hi : s.en}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
        </div>
        {categoryId === 'area' ? <p className="text-xs text-ink-soft">{t('stateSource')}</p> : null}
        <Field label={t('valueLabel')} htmlFor={`${id}-value`} error={inputIssue}>
          <Input
            id={`${id}-value`}
            inputMode="decimal"
            autoComplete="off"
            value={raw}
            onChange={(event) => setRaw(event.target.value)}
            aria-invalid={inputIssue ? true : undefined}
            aria-describedby={inputIssue ? `${id}-value-error` : undefined}
            className="max-w-60 tabular-nums"
          />
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          {unitSelect('from', from, setFrom)}
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('swap')}
            title={t('swap')}
            className="self-center sm:self-end"
            onClick={() => {
              setFrom(to)
              setTo(from)
            }}
          >
            <ArrowLeftRight aria-hidden="true" />
          </Button>
          {unitSelect('to', to, setTo)}
        </div>
        <div className="rounded-lg bg-muted p-3">
          <p className="text-sm text-ink-soft" id={`${id}-result-label`}>
            {t('resultLabel')}
          </p>
          <div role="status" aria-live="polite" aria-atomic="true" aria-labelledby={`${id}-result-label`}>
            {result?.ok && fromUnit && toUnit ? (
              <p className="text-xl font-bold break-words text-ink tabular-nums" data-testid="unit-result">
                {`${showNumber(value ?? 0, lang)} ${unitLabel(fromUnit, lang)} = ${showNumber(result.value, lang)} ${unitLabel(toUnit, lang)}`}
              </p>
            ) : result && !result.ok ? (
              <p className="text-sm font-medium text-red-700">{t(`err_${result.reason}`)}</p>
            ) : null}
          </div>
          {notes.map((unit) =>
            unit ? (
              <p key={unit.id} className="mt-1 text-xs text-ink-soft">
                <span className="font-medium">{t('noteLabel')}</span> {unitLabel(unit, lang)}: {unit.note}
              </p>
            ) : null,
          )}
        </div>
      </Card>
      {value !== null ? (
        <Card>
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-base font-semibold text-ink">
              {t('allHeading', { category: categoryName })}
            </caption>
            <thead>
              <tr className="border-b border-line text-left text-ink-soft">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('unitColumn')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('valueColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit) => {
                const r = convert(value, categoryId, from, unit.id)
                return (
                  <tr key={unit.id} className="border-b border-line last:border-0">
                    <th scope="row" className="py-1 pr-2 text-left font-normal text-ink">
                      {unitLabel(unit, lang)}
                    </th>
                    <td
                      className="py-1 text-right break-all text-ink tabular-nums"
                      data-testid={`all-${unit.id}`}
                    >
                      {r.ok ? showNumber(r.value, lang) : '—'}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </Card>
      ) : null}
    </div>
  )
}
