import { Plus, Share2, Trash2 } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { copyText } from '@/lib/clipboard'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CopyButton } from '@/ui/copy-button'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import { formatPaise } from '@/utils/indian-number'
import { ChoiceGroup, NumberField, useFieldMessage } from '../shared/calc/calc-fields'
import { useCalcStrings } from '../shared/calc/calc-strings'
import { parseMoneyField } from '../shared/calc/field-parse'
import { useUrlState } from '../shared/calc/use-url-state'
import { bpToPercent } from '../shared/calc/gst-rate'
import { draftRateBp, RateChips } from '../shared/calc/rate-chips'
import type { GstLineDraft } from './logic'
import { calculateGst, decodeGstLines, encodeGstLines, MAX_GST_LINES } from './logic'
import { useGstStrings } from './strings'
import { ResultRow } from '../shared/calc/result-row'

const DEFAULTS = { l: '~18', m: 'add', s: 'same' } as const
const money = (p: number) => formatPaise(p)

function compute(lines: readonly GstLineDraft[], includesGst: boolean, sameState: boolean) {
  const amounts = lines.map((l) => parseMoneyField(l.amount, { optional: true }))
  const rates = lines.map((l) => draftRateBp(l.rate))
  if (amounts.some((a) => !a.ok) || rates.some((r) => r === null)) return { amounts, result: null }
  const result = calculateGst({
    sameState,
    lines: lines.map((_, i) => {
      const amount = amounts[i]
      return { amountPaise: amount?.ok ? amount.value : 0, rateBp: rates[i] ?? 0, includesGst }
    }),
  })
  return { amounts, result }
}

/** GST calculator: add or remove GST on several items, CGST+SGST or IGST, totals and words. */
export default function GstCalculatorTool() {
  const t = useGstStrings()
  const tc = useCalcStrings()
  const lang = useLanguage()
  const message = useFieldMessage()
  const id = useId()
  const [s, update] = useUrlState(DEFAULTS)
  const lines = useMemo(() => decodeGstLines(s.l), [s.l])
  const includesGst = s.m === 'remove'
  const sameState = s.s !== 'other'
  const { amounts, result } = useMemo(
    () => compute(lines, includesGst, sameState),
    [lines, includesGst, sameState],
  )
  const invoice = result?.ok ? result.value : null
  const [focusLine, setFocusLine] = useState<number | null>(null)
  const [shareState, setShareState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const amountRefs = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (focusLine === null) return
    amountRefs.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-a${focusLine}`)}`)?.focus()
    setFocusLine(null)
  }, [focusLine, id])

  const setLines = (next: GstLineDraft[]) => update({ l: encodeGstLines(next) })
  const setLine = (i: number, patch: Partial<GstLineDraft>) =>
    setLines(lines.map((l, k) => (k === i ? { ...l, ...patch } : l)))

  const words = invoice
    ? {
        en: amountInWordsEn(invoice.grandTotalPaise),
        hi: amountInWordsHi(invoice.grandTotalPaise, { only: true }),
      }
    : null
  const stateLabel = invoice?.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')

  function resultText(): string {
    if (!invoice) return ''
    const rows = [`${t('taxable')}: ${money(invoice.taxablePaise)}`]
    if (sameState) {
      rows.push(`${t('cgst')}: ${money(invoice.cgstPaise)}`, `${stateLabel}: ${money(invoice.sgstPaise)}`)
    } else rows.push(`${t('igst')}: ${money(invoice.igstPaise)}`)
    rows.push(
      `${t('totalGst')}: ${money(invoice.taxPaise)}`,
      `${t('total')}: ${money(invoice.grandTotalPaise)}`,
    )
    const w = lang === 'hi' ? words?.hi : words?.en
    if (w?.ok) rows.push(w.value)
    return rows.join('\n')
  }

  async function share() {
    const text = resultText()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('shareTitle'), text, url: window.location.href })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setShareState((await copyText(`${text}\n${window.location.href}`)) ? 'copied' : 'failed')
  }

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        {/* The amount first: on a phone it is what the person came to type, in the first screen. */}
        <Card aria-labelledby={`${id}-items`} className="space-y-4">
          <h2 id={`${id}-items`} className="text-lg font-semibold">
            {t('itemsHeading')}
          </h2>
          <div ref={amountRefs} className="space-y-4">
            {lines.map((line, i) => {
              const amount = amounts[i]
              return (
                <fieldset
                  key={i}
                  className="relative space-y-3 rounded-lg border border-line p-3"
                  data-testid={`gst-line-${i + 1}`}
                >
                  <legend className="text-sm font-semibold">{t('item', { n: i + 1 })}</legend>
                  {lines.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="absolute top-2 right-2"
                      aria-label={t('removeItem', { n: i + 1 })}
                      onClick={() => {
                        setLines(lines.filter((_, k) => k !== i))
                        setFocusLine(Math.max(0, i - 1))
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                  <NumberField
                    id={`${id}-a${i}`}
                    label={includesGst ? t('amountIncl') : t('amountExcl')}
                    prefix="₹"
                    money
                    value={line.amount}
                    onChange={(a) => setLine(i, { amount: a })}
                    error={amount ? message(amount) : undefined}
                  />
                  <RateChips
                    id={`${id}-r${i}`}
                    legend={t('rate')}
                    value={line.rate}
                    onChange={(rate) => setLine(i, { rate })}
                  />
                </fieldset>
              )
            })}
          </div>
          <Button
            variant="secondary"
            disabled={lines.length >= MAX_GST_LINES}
            onClick={() => {
              setLines([...lines, { amount: '', rate: lines[lines.length - 1]?.rate ?? '18' }])
              setFocusLine(lines.length)
            }}
          >
            <Plus aria-hidden="true" />
            {t('addItem')}
          </Button>
        </Card>

        <Card aria-labelledby={`${id}-settings`} className="space-y-4">
          <h2 id={`${id}-settings`} className="text-lg font-semibold">
            {t('settingsHeading')}
          </h2>
          <ChoiceGroup
            name={`${id}-m`}
            legend={t('mode')}
            value={includesGst ? 'remove' : 'add'}
            onChange={(m) => update({ m })}
            options={[
              { value: 'add', label: t('modeAdd') },
              { value: 'remove', label: t('modeRemove') },
            ]}
          />
          <ChoiceGroup
            name={`${id}-s`}
            legend={t('supply')}
            value={sameState ? 'same' : 'other'}
            onChange={(v) => update({ s: v })}
            options={[
              { value: 'same', label: t('sameState') },
              { value: 'other', label: t('otherState') },
            ]}
          />
        </Card>
      </div>

      <Card aria-labelledby={`${id}-result`} className="space-y-3 self-start bg-brand-50">
        <h2 id={`${id}-result`} className="text-lg font-semibold">
          {t('resultHeading')}
        </h2>
        {invoice ? (
          <>
            <p role="status" aria-live="polite" className="sr-only">
              {t('announce', {
                taxable: money(invoice.taxablePaise),
                tax: money(invoice.taxPaise),
                total: money(invoice.grandTotalPaise),
              })}
            </p>
            <dl className="space-y-2">
              <ResultRow label={t('taxable')} value={money(invoice.taxablePaise)} testId="gst-taxable" />
              {sameState ? (
                <>
                  <ResultRow label={t('cgst')} value={money(invoice.cgstPaise)} testId="gst-cgst" />
                  <ResultRow label={stateLabel} value={money(invoice.sgstPaise)} testId="gst-sgst" />
                </>
              ) : (
                <ResultRow label={t('igst')} value={money(invoice.igstPaise)} testId="gst-igst" />
              )}
              <ResultRow label={t('totalGst')} value={money(invoice.taxPaise)} testId="gst-tax" />
              <div className="flex justify-between gap-2 border-t border-brand-200 pt-2">
                <dt className="font-medium">{t('total')}</dt>
                <dd className="text-2xl font-bold tabular-nums text-brand-800" data-testid="gst-total">
                  {money(invoice.grandTotalPaise)}
                </dd>
              </div>
            </dl>
            {words?.en.ok && words.hi.ok ? (
              <div className="space-y-1 text-sm">
                <p className="font-medium">{t('inWords')}</p>
                <p data-testid="gst-words-en">{words.en.value}</p>
                <p lang="hi" data-testid="gst-words-hi">
                  {words.hi.value}
                </p>
              </div>
            ) : null}
            {invoice.lines.length > 1 ? (
              <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('linesCaption')}>
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('linesCaption')}</caption>
                  <thead>
                    <tr className="text-ink-soft">
                      <th scope="col" className="py-1 text-left font-medium">
                        {t('colItem')}
                      </th>
                      <th scope="col" className="whitespace-nowrap py-1 pl-3 text-right font-medium">
                        {t('colRate')}
                      </th>
                      <th scope="col" className="whitespace-nowrap py-1 pl-3 text-right font-medium">
                        {t('colTaxable')}
                      </th>
                      <th scope="col" className="whitespace-nowrap py-1 pl-3 text-right font-medium">
                        {t('colGst')}
                      </th>
                      <th scope="col" className="whitespace-nowrap py-1 pl-3 text-right font-medium">
                        {t('colTotal')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {invoice.lines.map((l, i) => (
                      <tr key={i} className="border-t border-brand-200">
                        <th scope="row" className="py-1 text-left font-normal">
                          {i + 1}
                        </th>
                        <td className="whitespace-nowrap py-1 pl-3 text-right tabular-nums">
                          {bpToPercent(l.rateBp)}%
                        </td>
                        <td className="whitespace-nowrap py-1 pl-3 text-right tabular-nums">
                          {money(l.taxablePaise)}
                        </td>
                        <td className="whitespace-nowrap py-1 pl-3 text-right tabular-nums">
                          {money(l.taxPaise)}
                        </td>
                        <td className="whitespace-nowrap py-1 pl-3 text-right tabular-nums">
                          {money(l.totalPaise)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <div className="flex flex-wrap items-start gap-2">
              <CopyButton text={resultText} label={t('copyResult')} />
              <Button variant="secondary" size="sm" onClick={share}>
                <Share2 aria-hidden="true" />
                {t('share')}
              </Button>
            </div>
            <p
              role="status"
              aria-live="polite"
              className={
                shareState === 'failed' ? 'text-xs font-medium text-red-700' : 'text-xs text-ink-soft'
              }
            >
              {shareState === 'copied' ? t('shared') : shareState === 'failed' ? t('shareFailed') : ''}
            </p>
          </>
        ) : (
          <p role="status" aria-live="polite" className="text-sm text-ink-soft">
            {result && !result.ok && 'line' in result && result.line !== undefined
              ? t('errCalc', { n: result.line + 1 })
              : tc('fixInputs')}
          </p>
        )}
        <p className="text-xs text-ink-soft">{t('note')}</p>
      </Card>
    </div>
  )
}
