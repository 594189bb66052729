// The vehicles of a bill: an "add" panel that takes the variant, colour and amounts the pasted vehicles share
// and the dispatch list itself (chassis and engine a line), and the rows added so far, each still editable.
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import type { CatalogItem } from '@schemas/catalog.schema'
import { rateOn } from '@/modules/catalog/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { LineRows } from '@/ui/line-rows'
import { MoneyInput } from '@/ui/money-input'
import { addLines, type LineDraft, type PurchaseDraft, type SharedLineFacts } from '../domain/draft'
import { pasteProblemMessage } from '../domain/messages'
import { parseChassisList } from '../domain/paste'
import { usePurchasesStrings } from '../purchases-strings'

const NO_FACTS: SharedLineFacts = { catalog_id: '', colour: '', taxable: '', rate: '', cess: '' }

export function VehicleLines({
  anchorId,
  draft,
  onDraft,
  catalog,
  lineError,
  lineId,
}: {
  /** The card's id: the error summary links to it when the bill has no vehicle. */
  anchorId: string
  draft: PurchaseDraft
  onDraft: (next: PurchaseDraft) => void
  catalog: readonly CatalogItem[]
  lineError: (index: number) => string | undefined
  lineId: (index: number) => string
}) {
  const t = usePurchasesStrings()
  const id = useId()
  const [facts, setFacts] = useState<SharedLineFacts>(NO_FACTS)
  const [list, setList] = useState('')
  const [problems, setProblems] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const item = catalog.find((c) => c.id === facts.catalog_id)
  const rate = item && draft.bill_date ? rateOn(item, draft.bill_date) : null
  const describe = (l: LineDraft) => {
    const c = catalog.find((x) => x.id === l.catalog_id)
    return `${c ? `${c.make} ${c.model} ${c.variant}` : '—'} · ${l.colour}`
  }

  const chooseVariant = (catalogId: string) => {
    const chosen = catalog.find((c) => c.id === catalogId)
    const inForce = chosen && draft.bill_date ? rateOn(chosen, draft.bill_date) : null
    // The catalogue's rate on the bill date is the likely one; the bill's own rate is what gets keyed.
    setFacts((f) => ({
      ...f,
      catalog_id: catalogId,
      rate: inForce ? String(inForce.gst_bp / 100) : f.rate,
      cess: inForce ? (inForce.cess_bp ? String(inForce.cess_bp / 100) : '') : f.cess,
    }))
  }

  const add = () => {
    const parsed = parseChassisList(list)
    const messages = parsed.problems.map((p) => {
      const m = pasteProblemMessage(p)
      return t(m.key as 'paste_missing-engine', m.values)
    })
    if (!facts.catalog_id || !facts.colour.trim()) messages.unshift(t('chooseFirst'))
    else if (parsed.units.length === 0 && parsed.problems.length === 0) messages.unshift(t('pasteFirst'))
    setProblems(messages)
    if (messages.length > 0) return
    onDraft(addLines(draft, parsed.units, { ...facts, colour: facts.colour.trim() }))
    setList('')
    setStatus(t('added', { count: parsed.units.length }))
  }

  return (
    <Card className="flex flex-col gap-4 p-4" id={anchorId} tabIndex={-1}>
      <div>
        <h2 className="font-semibold text-ink">{t('vehicles')}</h2>
        <p className="text-sm text-ink-soft">{t('addHint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="purchase-add-panel">
        <Field label={t('variant')} htmlFor={`${id}-variant`} className="sm:col-span-2">
          <Select
            id={`${id}-variant`}
            value={facts.catalog_id}
            onChange={(e) => chooseVariant(e.target.value)}
          >
            <option value="">{catalog.length ? t('chooseVariant') : t('noVariants')}</option>
            {catalog.map((c) => (
              <option key={c.id} value={c.id}>
                {c.make} {c.model} {c.variant}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('colour')} htmlFor={`${id}-colour`} className="sm:col-span-2">
          <Input
            id={`${id}-colour`}
            list={`${id}-colours`}
            value={facts.colour}
            onChange={(e) => setFacts((f) => ({ ...f, colour: e.target.value }))}
          />
          <datalist id={`${id}-colours`}>
            {(item?.colours ?? []).map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
        <Field label={t('taxableEach')} htmlFor={`${id}-taxable`} className="sm:col-span-2">
          <MoneyInput
            id={`${id}-taxable`}
            value={facts.taxable}
            onValue={(v) => setFacts((f) => ({ ...f, taxable: v }))}
          />
        </Field>
        <Field
          label={t('rate')}
          htmlFor={`${id}-rate`}
          hint={rate ? t('catalogRate', { rate: rate.gst_bp / 100 }) : undefined}
        >
          <Input
            id={`${id}-rate`}
            inputMode="decimal"
            value={facts.rate}
            onChange={(e) => setFacts((f) => ({ ...f, rate: e.target.value }))}
          />
        </Field>
        <Field label={t('cess')} htmlFor={`${id}-cess`}>
          <Input
            id={`${id}-cess`}
            inputMode="decimal"
            value={facts.cess}
            onChange={(e) => setFacts((f) => ({ ...f, cess: e.target.value }))}
          />
        </Field>
        <Field
          label={t('chassisList')}
          htmlFor={`${id}-list`}
          error={problems.length ? problems.join(' · ') : undefined}
          className="sm:col-span-2 lg:col-span-4"
        >
          <Textarea
            id={`${id}-list`}
            rows={4}
            value={list}
            spellCheck={false}
            autoCapitalize="characters"
            className="font-mono"
            placeholder="MA3EWB22S00123451  K15CN9001"
            aria-invalid={problems.length ? true : undefined}
            aria-describedby={problems.length ? `${id}-list-error` : undefined}
            onChange={(e) => setList(e.target.value)}
            data-testid="purchase-chassis-list"
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <Button variant="secondary" onClick={add} data-testid="purchase-add-vehicles">
            <Plus aria-hidden="true" />
            {t('addVehicles')}
          </Button>
          <p role="status" className="text-sm text-ink-soft">
            {status}
          </p>
        </div>
      </div>
      {draft.lines.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('noLines')}</p>
      ) : (
        <LineRows
          rows={draft.lines}
          rowKey={(_, i) => String(i)}
          onChange={(lines) => onDraft({ ...draft, lines })}
          removeLabel={(i) => t('removeLine', { n: i + 1 })}
          errorOf={(_, i) => lineError(i)}
          idOf={(_, i) => lineId(i)}
          rowClassName="sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_5rem_5rem_auto]"
          testId="purchase-lines"
        >
          {(line, i, patch) => (
            <>
              <div className="flex flex-col gap-1">
                <Input
                  aria-label={t('lineChassis', { n: i + 1 })}
                  className="font-mono"
                  value={line.chassis}
                  spellCheck={false}
                  onChange={(e) => patch({ chassis: e.target.value.toUpperCase() })}
                />
                <span className="truncate text-xs text-ink-soft">{describe(line)}</span>
              </div>
              <Input
                aria-label={t('lineEngine', { n: i + 1 })}
                className="font-mono"
                value={line.engine_no}
                spellCheck={false}
                onChange={(e) => patch({ engine_no: e.target.value.toUpperCase() })}
              />
              <MoneyInput
                aria-label={t('lineTaxable', { n: i + 1 })}
                value={line.taxable}
                onValue={(v) => patch({ taxable: v })}
              />
              <Input
                aria-label={t('lineRate', { n: i + 1 })}
                inputMode="decimal"
                value={line.rate}
                onChange={(e) => patch({ rate: e.target.value })}
              />
              <Input
                aria-label={t('lineCess', { n: i + 1 })}
                inputMode="decimal"
                value={line.cess}
                onChange={(e) => patch({ cess: e.target.value })}
              />
            </>
          )}
        </LineRows>
      )}
    </Card>
  )
}
