// One job card: vehicle (found by registration or chassis number), customer, odometer, complaints, labour
// and parts with live GST totals, job details, estimate approval, status, photos and signature.
import { ArrowLeft, Plus, Printer } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { JobCard } from '@schemas/index'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { newId } from '@/data/records'
import { useLanguage } from '@/lib/i18n'
import { deviceId } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { Button, buttonVariants } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { ErrorSummary } from '@/ui/error-summary'
import { gstSlabsOn } from '@/utils/gst'
import { normaliseChassis, normaliseRegNo } from '@/utils/vehicle-ids'
import { BilledError, createJobCard, saveJobCard, SeriesFullError, LockedError } from '../data/job-cards'
import {
  useCardSupply,
  useDraftSupply,
  useJobCard,
  useVehicleHistory,
  useWorkshopSettings,
} from '../data/use-job-cards'
import {
  checkDraft,
  draftFromCard,
  emptyDraft,
  emptyLabour,
  emptyPart,
  priceableLines,
  type JobDraft,
} from '../domain/draft'
import { isFinal } from '../domain/status'
import { computeJobTotals, type Supply } from '../domain/totals'
import { fillFromHistory, lastReading } from '../domain/vehicle'
import { useWorkshopStrings } from '../workshop-strings'
import { useInvoiceStrings } from '../invoice-strings'
import { ApprovalSection } from './approval-section'
import { BillingPanel } from './billing-panel'
import {
  ComplaintsSection,
  CustomerSection,
  JobDetailsSection,
  VehicleSection,
  type DraftFieldProps,
} from './draft-sections'
import { errorText, fieldId } from './field-errors'
import { LabourLines, PartLines } from './lines-section'
import { MediaPanel } from './media-panel'
import { StatusPanel } from './status-panel'
import { TotalsPanel } from './totals-panel'
import { fieldLabel, formOrder } from './summary-items'
import { useAuthors } from '@/data/account/use-authors'
import { RecordAuthors } from '@/ui/record-authors'
import { Kbd, shortcutProps, useSaveShortcut } from '@/ui/use-shortcut'
import { displayDateTime } from '@/utils/display-date'
import { jobCardsModule } from '../module'

/** `start`: the opening fields of a new card (its customer and vehicle, from a follow-up). */
export function JobCardEditor({ id, start }: { id: string | null; start?: Partial<JobDraft> }) {
  const t = useWorkshopStrings()
  const { data, loading } = useJobCard(id)
  if (id && (loading || data === undefined)) return <Spinner label={t('loading')} className="min-h-[50vh]" />
  if (id && !data) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <p role="alert" className="rounded-xl border border-line bg-surface p-6 text-ink">
          {t('notFound')}
        </p>
        <BackLink />
      </div>
    )
  }
  return <EditorForm card={data ?? null} start={start} />
}

function BackLink() {
  const t = useWorkshopStrings()
  return (
    <Link
      to={jobCardsModule.href.list()}
      className={buttonVariants({ variant: 'link', className: 'self-start px-0' })}
    >
      <ArrowLeft aria-hidden="true" />
      {t('back')}
    </Link>
  )
}

const ZERO_LINE = { qty: 0, rate: 0, gst_rate: 0 }

function liveTotals(draft: JobDraft, supply: Supply) {
  const labour = priceableLines(draft.labour)
  const parts = priceableLines(draft.parts)
  const r = computeJobTotals(
    labour.map((l) => l ?? ZERO_LINE),
    parts.map((l) => l ?? ZERO_LINE),
    supply,
  )
  if (!r.ok) return null
  return {
    totals: r.value,
    labour: r.value.labour.map((l, i) => (labour[i] ? l : null)),
    parts: r.value.parts.map((l, i) => (parts[i] ? l : null)),
  }
}

function EditorForm({ card, start }: { card: JobCard | null; start?: Partial<JobDraft> }) {
  const t = useWorkshopStrings()
  const ti = useInvoiceStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const authors = useAuthors(card)
  const data = useData()
  const navigate = useNavigate()
  const { options } = useWorkshopSettings()
  const [draft, setDraft] = useState<JobDraft>(() =>
    card ? draftFromCard(card) : { ...emptyDraft(), ...start },
  )
  const [baseRev, setBaseRev] = useState(card?.rev ?? 0)
  const [dirty, setDirty] = useState(false)
  const [showErrors, setShowErrors] = useState(false)
  /** Refused saves so far: each one puts the focus on the error summary again. */
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const [notice, setNotice] = useState('')
  const [openedAt] = useState(() => card?.opened_at ?? Date.now())

  // Another device (or a status change here) changed the stored card: show it unless the user is editing.
  if (card && card.rev !== baseRev && !saving) {
    setBaseRev(card.rev)
    if (!dirty) setDraft(draftFromCard(card))
  }

  const billed = card?.billing != null
  const locked = card ? isFinal(card.status) || billed : false
  const mayWrite = auth.can('job_cards', 'write') && !auth.readOnly
  const disabled = locked || !mayWrite
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form, !disabled)

  const regNo = normaliseRegNo(draft.reg_no)
  const chassis = normaliseChassis(draft.chassis_no)
  const history = useVehicleHistory(regNo, chassis)
  const others = useMemo(() => history.filter((h) => h.id !== card?.id), [history, card?.id])
  const last = lastReading(others, { regNo, chassis }, card ? { id: card.id, openedAt: card.opened_at } : {})
  const { supply: draftSupply, stored } = useDraftSupply(draft.party_id)
  // A delivered or cancelled card is never saved again: its totals show the split it was issued with.
  const issuedSupply = useCardSupply(card ?? {})
  const supply = locked ? issuedSupply : draftSupply
  const live = useMemo(() => liveTotals(draft, supply), [draft, supply])
  const check = checkDraft(draft, { lastReading: last, uomMandatory: options.uom_mandatory, openedAt })
  const errorCount = Object.keys(check.errors).length
  const rates = useMemo(() => {
    const d = new Date(openedAt)
    const slabs = gstSlabsOn({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() })
    return slabs.ok ? slabs.value.ratesBp.map((bp) => String(bp / 100)) : ['0', '5', '18', '40']
  }, [openedAt])

  const update = (patch: Partial<JobDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setDirty(true)
  }

  // Typing a known vehicle fills what is still empty from its latest earlier job card (new cards only).
  const fill = card ? null : fillFromHistory(others, { regNo, chassis })
  const lastFilled = useRef<string | null>(null)
  useEffect(() => {
    if (!fill) return
    const from = others.find((h) => sameFill(h, fill))?.job_no ?? ''
    if (lastFilled.current === from) return
    lastFilled.current = from
    setDraft((d) => ({
      ...d,
      chassis_no: d.chassis_no || fill.chassis_no,
      reg_no: d.reg_no || fill.reg_no,
      engine_no: d.engine_no || (fill.engine_no ?? ''),
      make_model: d.make_model || (fill.make_model ?? ''),
      party_id: d.party_id ?? fill.party_id ?? null,
      customer_name: d.customer_name || fill.customer_name,
      mobile: d.mobile || (fill.mobile ?? ''),
    }))
    setNotice(t('filled', { no: from }))
  }, [fill, others, t])

  const err = (path: string) => (showErrors ? errorText(t, lang, check.errors[path]) : undefined)
  const describe = (path: string, hint = false) => {
    const e = err(path)
    if (e) return `${fieldId(path)}-error`
    return hint ? `${fieldId(path)}-hint` : undefined
  }
  const fieldProps: DraftFieldProps = { draft, update, err, describe, disabled }
  const summary = formOrder(Object.keys(check.errors)).map((path) => ({
    field: path,
    label: fieldLabel(t, path),
    message: errorText(t, lang, check.errors[path]) ?? '',
  }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (disabled) return
    setShowErrors(true)
    if (!check.fields) {
      setAttempt((n) => n + 1)
      return
    }
    const fields = check.fields
    const totals = computeJobTotals(fields.labour, fields.parts, supply)
    const total = totals.ok ? totals.value.grandTotal : 0
    setSaving(true)
    try {
      if (card) {
        const saved = await saveJobCard(data, card.id, fields, total, stored)
        setBaseRev(saved.rev)
        setDirty(false)
        toast({ title: t('saved') })
      } else {
        const created = await createJobCard(data, fields, total, deviceId(), stored)
        toast({ title: t('created', { no: created.job_no }) })
        void navigate(jobCardsModule.href.card(created.id), { replace: true })
      }
    } catch (error) {
      if (error instanceof SeriesFullError) toast({ title: t('seriesFull'), variant: 'destructive' })
      else if (error instanceof BilledError) toast({ title: ti('billedLocked') })
      else if (error instanceof LockedError) {
        toast({ title: t('locked', { status: t(`status_${error.status}`) }) })
      } else toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  const approvalShort =
    draft.approved_at !== null && check.fields?.approved_estimate != null && live
      ? check.fields.approved_estimate < live.totals.grandTotal
      : false

  const addLabour = () => update({ labour: [...draft.labour, emptyLabour(newId())] })
  const addPart = () => update({ parts: [...draft.parts, emptyPart(newId())] })
  return (
    <form
      ref={form}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mx-auto flex max-w-6xl flex-col gap-5"
      aria-labelledby="jc-title"
    >
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="jc-title" className="text-2xl font-bold text-ink">
            {card ? t('editTitle', { no: card.job_no }) : t('newTitle')}
          </h1>
          {card ? (
            <p className="text-sm text-ink-soft">
              {t('openedOn', { date: displayDateTime(card.opened_at, lang) })}
            </p>
          ) : null}
          <RecordAuthors {...authors} />
        </div>
        {card ? (
          <Link
            to={`/print/job-card/${encodeURIComponent(card.id)}`}
            className={buttonVariants({ variant: 'secondary' })}
            data-testid="print-link"
          >
            <Printer aria-hidden="true" />
            {t('print')}
          </Link>
        ) : null}
      </div>
      {locked && card ? (
        <p role="status" className="rounded-lg border border-line bg-muted px-4 py-2 text-sm">
          {isFinal(card.status) ? t('locked', { status: t(`status_${card.status}`) }) : ti('billedLocked')}
        </p>
      ) : !mayWrite ? (
        <p role="status" className="rounded-lg border border-line bg-muted px-4 py-2 text-sm">
          {auth.readOnly ? t('readOnly') : t('noWrite')}
        </p>
      ) : null}
      <ErrorSummary
        title={t('fixErrors', { count: errorCount })}
        items={showErrors ? summary : []}
        idOf={fieldId}
        attempt={attempt}
      />
      <p role="status" aria-live="polite" className="text-sm text-ink-soft">
        {notice}
      </p>

      <div className="grid gap-5 lg:grid-cols-2">
        <VehicleSection {...fieldProps} warnings={check.warnings} historyCount={others.length} last={last} />
        <CustomerSection {...fieldProps} />
      </div>
      <ComplaintsSection {...fieldProps} />

      <LinesBlock
        id="jc-labour"
        title={t('labour')}
        addLabel={t('addLabour')}
        disabled={disabled}
        onAdd={addLabour}
      >
        <LabourLines
          lines={draft.labour}
          errors={check.errors}
          showErrors={showErrors}
          disabled={disabled}
          rates={rates}
          uoms={options.enable_uom ? options.uom_list : null}
          totals={live?.labour ?? []}
          onChange={(i, patch) =>
            update({ labour: draft.labour.map((l, j) => (j === i ? { ...l, ...patch } : l)) })
          }
          onRemove={(i) => update({ labour: draft.labour.filter((_, j) => j !== i) })}
          onAdd={addLabour}
        />
      </LinesBlock>

      <LinesBlock
        id="jc-parts"
        title={t('parts')}
        addLabel={t('addPart')}
        disabled={disabled}
        onAdd={addPart}
      >
        <PartLines
          lines={draft.parts}
          errors={check.errors}
          showErrors={showErrors}
          disabled={disabled}
          rates={rates}
          uoms={options.enable_uom ? options.uom_list : null}
          totals={live?.parts ?? []}
          onChange={(i, patch) =>
            update({ parts: draft.parts.map((l, j) => (j === i ? { ...l, ...patch } : l)) })
          }
          onRemove={(i) => update({ parts: draft.parts.filter((_, j) => j !== i) })}
          onAdd={addPart}
        />
      </LinesBlock>

      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <JobDetailsSection {...fieldProps} openedAt={openedAt} />
          <ApprovalSection
            draft={draft}
            update={update}
            totals={live?.totals ?? null}
            err={err}
            describe={describe}
            disabled={disabled}
            short={approvalShort}
          />
        </div>
        <div className="flex flex-col gap-5">
          {live ? <TotalsPanel totals={live.totals} /> : null}
          {disabled ? null : (
            <Button
              type="submit"
              size="lg"
              disabled={saving}
              data-testid="save-job-card"
              {...shortcutProps('Mod+S')}
            >
              {saving ? t('saving') : card ? t('save') : t('create')}
              <Kbd shortcut="Mod+S" />
            </Button>
          )}
        </div>
      </div>

      {card ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-5">
            <StatusPanel card={card} dirty={dirty} disabled={!mayWrite} />
            <BillingPanel card={card} disabled={!mayWrite || dirty} />
          </div>
          <MediaPanel card={card} disabled={disabled} />
        </div>
      ) : (
        <p className="text-sm text-ink-soft">{t('saveBeforeMedia')}</p>
      )}
    </form>
  )
}

function sameFill(
  h: { reg_no: string; chassis_no: string; customer_name: string },
  f: { reg_no: string; chassis_no: string; customer_name: string },
) {
  return h.reg_no === f.reg_no && h.chassis_no === f.chassis_no && h.customer_name === f.customer_name
}

/** A titled list of lines with its "add" button (labour, parts). */
function LinesBlock({
  id,
  title,
  addLabel,
  disabled,
  onAdd,
  children,
}: {
  id: string
  title: string
  addLabel: string
  disabled: boolean
  onAdd: () => void
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
      {disabled ? null : (
        <Button variant="secondary" size="sm" className="self-start" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </section>
  )
}
