// One vehicle's card: its facts, where it stands, every document that moved it, its PDI, and the demo and
// transit-damage flags. The PDI is recorded in a dialog; a failed one must say what failed.
import { ClipboardCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Vehicle } from '@schemas/vehicles.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { openVoucherHref } from '@/lib/voucher-openers'
import { toast } from '@/lib/toast'
import { bookingsModule } from '@/modules/bookings/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Dialog } from '@/ui/dialog'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import { saveFlags, savePdi, useStockBook } from '../data/stock'
import { checkPdi, PDI_CHECKS, type PdiDraft } from '../domain/pdi'
import { stockModule } from '../module'
import { useStockStrings } from '../stock-strings'

function PdiDialog({ vehicle }: { vehicle: Vehicle }) {
  const t = useStockStrings()
  const data = useData()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [wrong, setWrong] = useState<string | null>(null)
  const [draft, setDraft] = useState<PdiDraft>(() => ({
    status: '',
    date: localToday(),
    by: '',
    checklist: [...PDI_CHECKS],
    remarks: '',
  }))
  const save = async () => {
    const r = checkPdi(draft, localToday())
    if (!r.ok) return setWrong(r.field)
    setWrong(null)
    try {
      await savePdi(data.db, vehicle.id, r.value, data.writer)
      toast({ title: t('pdiSaved') })
      setOpen(false)
    } catch (e) {
      console.error(e)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="record-pdi">
        <ClipboardCheck aria-hidden="true" />
        {t('recordPdi')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('pdiTitle')}>
        <div className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('pdiStatus')}
              htmlFor={`${id}-s`}
              error={wrong === 'status' ? t('pdiStatusNeeded') : undefined}
            >
              <Select
                id={`${id}-s`}
                value={draft.status}
                onChange={(e) => setDraft({ ...draft, status: e.target.value as PdiDraft['status'] })}
              >
                <option value="">—</option>
                <option value="ok">{t('pdi_ok')}</option>
                <option value="not_ok">{t('pdi_not_ok')}</option>
              </Select>
            </Field>
            <Field
              label={t('pdiDate')}
              htmlFor={`${id}-d`}
              error={wrong === 'date' ? t('pdiDateNeeded') : undefined}
            >
              <Input
                id={`${id}-d`}
                type="date"
                value={draft.date}
                onChange={(e) => setDraft({ ...draft, date: e.target.value })}
              />
            </Field>
          </div>
          <Field label={t('pdiBy')} htmlFor={`${id}-b`}>
            <Input
              id={`${id}-b`}
              value={draft.by}
              maxLength={80}
              onChange={(e) => setDraft({ ...draft, by: e.target.value })}
            />
          </Field>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-ink">{t('pdiChecklist')}</legend>
            {PDI_CHECKS.map((c) => (
              <label key={c} className="flex min-h-9 items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={draft.checklist.includes(c)}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      checklist: e.target.checked
                        ? [...draft.checklist, c]
                        : draft.checklist.filter((x) => x !== c),
                    })
                  }
                />
                {t(`check_${c}`)}
              </label>
            ))}
          </fieldset>
          <Field
            label={t('pdiRemarks')}
            htmlFor={`${id}-r`}
            error={wrong === 'remarks' ? t('pdiRemarksNeeded') : undefined}
          >
            <Textarea
              id={`${id}-r`}
              value={draft.remarks}
              maxLength={500}
              onChange={(e) => setDraft({ ...draft, remarks: e.target.value })}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void save()} data-testid="pdi-save">
              {t('recordPdi')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}

export function ChassisCard({ id }: { id: string }) {
  const t = useStockStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const { units, loading } = useStockBook()
  const unit = units.find((u) => u.vehicle.id === id)
  const canWrite = auth.can('stock', 'write') && !auth.readOnly
  if (loading) return <p className="text-ink-soft">{t('loading')}</p>
  if (!unit) {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link to={stockModule.href.list()} className="mt-2 inline-block text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </div>
    )
  }
  const v = unit.vehicle
  const money = (p: number) => formatPaise(p, { locale: lang })
  const flag = async (patch: { demo?: boolean; transit_damage?: boolean }) => {
    try {
      await saveFlags(data.db, v.id, patch, data.writer)
      toast({ title: t('flagsSaved') })
    } catch (e) {
      console.error(e)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    }
  }
  const facts: [string, string][] = [
    [t('chassis'), v.chassis_no],
    [t('engine'), v.engine_no],
    ...(v.key_no ? ([[t('keyNo'), v.key_no]] as [string, string][]) : []),
    ...(v.battery_no ? ([[t('batteryNo'), v.battery_no]] as [string, string][]) : []),
    ...(v.mfg ? ([[t('mfg'), v.mfg]] as [string, string][]) : []),
    [t('colCost'), money(unit.cost)],
    ...(unit.since ? ([[t('asOf'), displayDate(unit.since, lang)]] as [string, string][]) : []),
  ]
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="chassis-card">
      <Link to={stockModule.href.list()} className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{v.description}</h1>
          <p className="text-sm text-ink-soft">
            {v.colour} · <span data-testid="unit-state">{t(`state_${unit.state}`)}</span>
            {unit.age !== null ? ` · ${unit.age} ${t('colAge')}` : ''}
          </p>
          {unit.flags.map((f) => (
            <p key={f} role="alert" className="text-sm text-danger-700">
              {t(`flag_${f}`)}
            </p>
          ))}
        </div>
        {canWrite ? (
          <PdiDialog vehicle={v} />
        ) : (
          <p role="status" className="text-sm text-ink-soft">
            {t('readOnly')}
          </p>
        )}
      </header>
      <Card className="p-4">
        <h2 className="text-sm font-semibold text-ink-soft">{t('card')}</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([k, val]) => (
            <div key={k} className="contents">
              <dt className="text-ink-soft">{k}</dt>
              <dd className="break-all text-ink">{val}</dd>
            </div>
          ))}
          <dt className="text-ink-soft">{t('colPdi')}</dt>
          <dd className="text-ink" data-testid="unit-pdi">
            {v.pdi
              ? `${t(`pdi_${v.pdi.status}`)} · ${displayDate(v.pdi.date, lang)}${v.pdi.remarks ? ` · ${v.pdi.remarks}` : ''}`
              : t('pdi_none')}
          </dd>
        </dl>
        <div className="mt-3 flex flex-col gap-1">
          <label className="flex min-h-10 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              disabled={!canWrite}
              checked={v.demo === true}
              onChange={(e) => void flag({ demo: e.target.checked })}
              data-testid="unit-demo"
            />
            {t('demo')}
          </label>
          <label className="flex min-h-10 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              disabled={!canWrite}
              checked={v.transit_damage === true}
              onChange={(e) => void flag({ transit_damage: e.target.checked })}
            />
            {t('transitDamage')}
          </label>
        </div>
      </Card>
      <Card className="p-4">
        <h2 className="text-sm font-semibold text-ink-soft">{t('events')}</h2>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {v.opening ? (
            <li>
              {t('event_opening', { date: displayDate(v.opening.as_of, lang), value: money(v.opening.cost) })}
            </li>
          ) : null}
          {unit.moves.map((m) => {
            const text = `${displayDate(m.doc_date, lang)} · ${t(`type_${m.type}`)}`
            // Each event opens its document where that document has a screen.
            const to = openVoucherHref(m.type, m.id)
            return (
              <li key={m.id}>
                {to ? (
                  <Link to={to} className="text-brand-700 underline">
                    {text}
                  </Link>
                ) : (
                  text
                )}
              </li>
            )
          })}
          {v.pdi ? (
            <li>
              {t('event_pdi', { status: t(`pdi_${v.pdi.status}`), date: displayDate(v.pdi.date, lang) })}
            </li>
          ) : null}
          {unit.allottedTo ? (
            <li>
              <Link to={bookingsModule.href.booking(unit.allottedTo)} className="text-brand-700 underline">
                {t('event_allotted')}
              </Link>
            </li>
          ) : null}
          {!v.opening && unit.moves.length === 0 ? <li className="text-ink-soft">{t('noEvents')}</li> : null}
        </ol>
      </Card>
    </article>
  )
}
