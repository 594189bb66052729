// The facts follow-ups read, gathered from the stored documents: a vehicle's delivered sale (a posted vehicle
// invoice with its delivery, not taken back by a credit note), its delivered job cards (matched by chassis,
// else by registration number) and its variant's service schedule. A job card's vehicle without a vehicles
// document gets the id that document will have (`v-` + SHA-256 of company and chassis, the stock module's
// rule), so reminders made before and after it exists share their ids.
import type { CatalogItem } from '@schemas/catalog.schema'
import type { JobCard } from '@schemas/job-cards.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { derivedId } from '@/utils/derived-id'
import { normaliseChassis, normaliseRegNo } from '@/utils/vehicle-ids'
import { coverEnd, indianDate } from './dates'
import type { ScheduleEntry, VehicleFacts, Visit } from './generate'
import { endedParties } from './reconcile'
import type { IsoDate, Reminder } from './types'

export type FactsVehicle = Pick<Vehicle, 'id' | 'chassis_no' | 'catalog_id' | 'description'> & {
  registration_no?: string
}
export type FactsCatalogItem = Pick<CatalogItem, 'id' | 'make' | 'model' | 'variant'> & {
  service_schedule?: CatalogItem['service_schedule']
}
export type FactsVoucher = Pick<
  Voucher,
  'id' | 'type' | 'status' | 'doc_date' | 'party_id' | 'stock_moves' | 'against_id'
> & { delivery?: { at: number; odometer?: number } | null }
export type FactsJobCard = Pick<
  JobCard,
  'id' | 'status' | 'odometer' | 'chassis_no' | 'reg_no' | 'party_id' | 'make_model'
> & { delivered_at?: number }

export type FactsInput = {
  /** The company (owner id): part of every reminder's id. */
  company: string
  vehicles: readonly FactsVehicle[]
  catalog: readonly FactsCatalogItem[]
  vouchers: readonly FactsVoucher[]
  jobCards: readonly FactsJobCard[]
  /** Known policy expiries by vehicle id (besides the first policy of a sale and the renewals logged). */
  insurance?: Readonly<Record<string, readonly IsoDate[]>>
  /** Stored reminders: their calls tell which customers sold the vehicle or moved away. */
  reminders?: readonly Reminder[]
}

/** Code-unit order: the same on every device, whatever its locale. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const movesVehicle = (v: FactsVoucher, vehicleId: string, sign: 1 | -1) =>
  v.stock_moves.some((m) => m.kind === 'vehicle' && m.item_id === vehicleId && Math.sign(m.qty) === sign)

/** The vehicle's delivered sale still standing: the latest delivered invoice no credit note took back. */
function saleOf(vehicleId: string, vouchers: readonly FactsVoucher[]) {
  const posted = vouchers.filter((v) => v.status === 'posted')
  const takenBack = new Set(
    posted.filter((v) => v.type === 'vcn' && movesVehicle(v, vehicleId, 1)).map((v) => v.against_id),
  )
  const sales = posted
    .filter((v) => v.type === 'vinv' && v.delivery && movesVehicle(v, vehicleId, -1) && !takenBack.has(v.id))
    .sort((a, b) => cmp(a.doc_date, b.doc_date) || cmp(a.id, b.id))
  return sales[sales.length - 1]
}

function scheduleOf(item: FactsCatalogItem | undefined): ScheduleEntry[] {
  return (item?.service_schedule ?? []).map((e) => ({
    label: e.label,
    ...(e.days !== undefined ? { days: e.days } : {}),
    ...(e.km !== undefined ? { km: e.km } : {}),
  }))
}

/** The new expiries of the vehicle's policies that renewal calls found renewed. */
function renewalsOf(reminders: readonly Reminder[], vehicleId: string): IsoDate[] {
  return reminders
    .filter((r) => r.vehicle_id === vehicleId && r.kind === 'insurance_renewal' && r.renewed_to)
    .map((r) => r.renewed_to!)
}

/** The facts of every vehicle with a delivered sale or a delivered job card, ordered by vehicle id. */
export async function vehicleFacts(input: FactsInput): Promise<VehicleFacts[]> {
  const byChassis = new Map(input.vehicles.map((v) => [normaliseChassis(v.chassis_no), v]))
  const byReg = new Map(
    input.vehicles.filter((v) => v.registration_no).map((v) => [normaliseRegNo(v.registration_no ?? ''), v]),
  )
  const catalog = new Map(input.catalog.map((c) => [c.id, c]))

  type Group = { vehicle?: FactsVehicle; cards: FactsJobCard[] }
  const groups = new Map<string, Group>()
  const group = (id: string) => groups.get(id) ?? groups.set(id, { cards: [] }).get(id)!
  for (const v of input.vehicles) group(v.id).vehicle = v

  for (const card of input.jobCards) {
    if (card.status !== 'delivered' || card.delivered_at === undefined) continue
    const chassis = normaliseChassis(card.chassis_no)
    const reg = normaliseRegNo(card.reg_no)
    const known = (chassis && byChassis.get(chassis)) || (reg && byReg.get(reg)) || undefined
    const id = known
      ? known.id
      : chassis
        ? await derivedId('v', `${input.company}${chassis}`)
        : reg
          ? `reg:${reg}`
          : undefined
    if (id) group(id).cards.push(card)
  }

  const out: VehicleFacts[] = []
  for (const [vehicleId, g] of groups) {
    const sale = saleOf(vehicleId, input.vouchers)
    if (!sale && g.cards.length === 0) continue
    const cards = [...g.cards].sort(
      (a, b) => (a.delivered_at ?? 0) - (b.delivered_at ?? 0) || cmp(a.id, b.id),
    )
    const visits: Visit[] = cards.map((c) => ({
      id: c.id,
      on: indianDate(c.delivered_at ?? 0),
      km: c.odometer,
      ...(c.party_id ? { party_id: c.party_id } : {}),
    }))
    const lastCard = cards[cards.length - 1]
    const item = g.vehicle ? catalog.get(g.vehicle.catalog_id) : undefined
    const name = item ? `${item.make} ${item.model} ${item.variant}`.trim() : ''
    const regNo =
      (lastCard && normaliseRegNo(lastCard.reg_no)) || normaliseRegNo(g.vehicle?.registration_no ?? '')
    out.push({
      company: input.company,
      vehicle_id: vehicleId,
      party_id: lastCard?.party_id || sale?.party_id || '',
      reg_no: regNo,
      vehicle: name || g.vehicle?.description || lastCard?.make_model || '',
      ...(sale?.delivery
        ? {
            sale: {
              id: sale.id,
              on: indianDate(sale.delivery.at),
              ...(sale.delivery.odometer !== undefined ? { km: sale.delivery.odometer } : {}),
            },
          }
        : {}),
      schedule: scheduleOf(item),
      visits,
      insurance_expiries: [
        ...(input.insurance?.[vehicleId] ?? []),
        // A new vehicle leaves with a year's own-damage cover from its delivery.
        ...(sale?.delivery ? [coverEnd(indianDate(sale.delivery.at), 1)] : []),
        ...renewalsOf(input.reminders ?? [], vehicleId),
      ],
      ended_parties: endedParties(input.reminders ?? [], vehicleId),
    })
  }
  return out.sort((a, b) => cmp(a.vehicle_id, b.vehicle_id))
}
