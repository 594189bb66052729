// A vehicle invoice on the form model (research/modules.md §3.4): the draft is what the person typed, and
// `checkInvoice` turns it, with what the device knows (the dealer's settings, the buyer, the chassis and its
// catalogue rate on the invoice's own date), into the posted voucher without its number, or into error codes
// per field. Money is the invoice-money engine's (G1, G2), the postings invoicePostings', the refusals
// invoiceRefusals' and the schedule's; this file only joins them and says which field each one belongs to.
//
// Place of supply: the dealer's state when the buyer takes delivery at the showroom (the default), the
// delivery state when the dealer delivers elsewhere (IGST Act s.10(1)(a)). The series follows the buyer: RINV
// for a registered buyer with a valid GSTIN, NRINV otherwise. The vehicle leaves stock at its landed cost.
import type { Party } from '@schemas/parties.schema'
import type { TaxScheduleEntry } from '@schemas/catalog.schema'
import { NON_REG_FIELD_KEYS } from '@schemas/settings-defaults'
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { financialYearOf } from '@/utils/financial-year'
import { dateField, moneyField, quantityField, type Checked, type FieldErrors } from '@/utils/form-model'
import { supplyKind } from '@/utils/gst'
import { validatePan } from '@/utils/gstin'
import { parsePlainDate } from '@/utils/plain-date'
import { invoiceMoney, type InvoiceLine, type TcsBase } from './invoice-money'
import { invoicePostings } from './invoice-postings'
import { invoiceRefusals, invoiceSeries, type InvoiceRefusal, type InvoiceSeries } from './invoice-rules'

/** A line added below the vehicle: an accessory (8708/8714), a service (EW, AMC, RSA) or a taxable charge. */
export type AddedLineDraft = {
  id: string
  kind: 'accessory' | 'service' | 'charge'
  description: string
  hsn: string
  qty: string
  /** Rupees per unit as typed, before GST. */
  price: string
  /** The GST rate in per cent as chosen ("18"). */
  gst: string
}

/** Road tax, registration, HSRP, insurance: paid to a third party on the buyer's authority (Rule 33). */
export type PureAgentDraft = { id: string; description: string; amount: string }

export type InvoiceDraft = {
  doc_date: string
  party_id: string
  booking_id: string
  vehicle_id: string
  /** The vehicle's price as typed; with or without GST as `price_includes_tax` says. */
  price: string
  price_includes_tax: boolean
  discount: string
  lines: AddedLineDraft[]
  pure_agent: PureAgentDraft[]
  /** '' = at the billing address. */
  delivery_address: string
  /** '' = delivered at the showroom: the place of supply is the dealer's state. */
  delivery_state_code: string
  /** Why no TCS is collected from this buyer (prefilled from the party; a sub-dealer needs none); '' = TCS. */
  tcs_exempt_reason: string
  /** The settings' unregistered-buyer fields and the booking's custom fields, by key. */
  details: Record<string, string>
  narration: string
}

export type InvoiceVehicle = {
  id: string
  chassis_no: string
  engine_no: string
  key_no?: string
  battery_no?: string
  mfg?: string
  colour: string
  description: string
  hsn: string
  twoWheeler: boolean
  /** The catalogue's rate in force on the invoice date, or null when it has none then. */
  rate: TaxScheduleEntry | null
  /** Derived stock state and flags (src/modules/stock). */
  state: string
  flags: readonly string[]
  /** The booking that allots it, if one does. */
  allottedTo?: string | null
  /** The date it came into stock (GRN or opening); an invoice cannot be dated before it. */
  inStockSince?: string | null
  /** Landed cost, paise: what leaves stock. */
  landedCost: number
  /** The latest pre-delivery inspection's result (src/modules/stock/domain/pdi.ts); null when none. */
  pdi?: 'ok' | 'not_ok' | null
}

export type InvoiceContext = {
  today: string
  /** '' when the books are not locked. */
  lockDate: string
  dealer: { company_name?: string | null; gst_no?: string | null; state_code: string }
  tax: {
    tcs_base: TcsBase
    tcs_threshold_with_gst: boolean
    tcs_round_to_rupee: boolean
    round_to_rupee: boolean
  }
  prefixes: { registered: string; nonRegistered: string }
  party: Party | null
  vehicle: InvoiceVehicle | null
  nonReg: Partial<Record<(typeof NON_REG_FIELD_KEYS)[number], { enabled: boolean; mandatory: boolean }>>
  extraCharges: { enabled: boolean; mandatoryForUnregistered: boolean }
  /** Settings `pdi_required_for_invoice`: only a unit with a passed PDI may be invoiced. */
  pdiRequired?: boolean
}

export type InvoiceField =
  | 'form'
  | 'doc_date'
  | 'party_id'
  | 'vehicle_id'
  | 'price'
  | 'discount'
  | 'delivery_address'
  | 'delivery_state_code'
  | 'tcs_exempt_reason'
  | 'extra_charges'
  | `line:${string}`
  | `pure:${string}`
  | `detail:${string}`

export type InvoiceCode =
  | 'required'
  | 'invalid'
  | 'not_positive'
  | 'too_large'
  | 'future'
  | 'locked'
  | 'before_stock'
  | 'before_gst'
  | 'no_rate'
  | 'discount_above_price'
  | 'state'
  | 'gst_rate'
  | 'hsn'
  | 'pdi_not_done'
  | InvoiceRefusal['code']

/** The posted invoice without its number (taken at posting from this device's slot). */
export type InvoiceVoucher = Omit<Voucher, 'id' | 'rev' | 'created_at' | 'updated_at' | 'list_key' | 'number'>

export type InvoiceTotals = InvoiceVoucher['totals'] & { tcs_rate_bp?: number }

/** A refused draft still carries its totals once its money could be worked out, so the form shows them. */
export type InvoiceCheck =
  | Extract<
      Checked<{ voucher: InvoiceVoucher; series: InvoiceSeries; prefix: string }, InvoiceField, InvoiceCode>,
      { ok: true }
    >
  | {
      ok: false
      errors: FieldErrors<InvoiceField, InvoiceCode>
      totals?: InvoiceTotals
      series?: InvoiceSeries
    }

const GST_PERCENTS = new Set(['0', '5', '18', '40'])

/** The draft a new invoice starts from: today's date, showroom delivery, nothing else. */
export function emptyInvoiceDraft(today: string): InvoiceDraft {
  return {
    doc_date: today,
    party_id: '',
    booking_id: '',
    vehicle_id: '',
    price: '',
    price_includes_tax: true,
    discount: '',
    lines: [],
    pure_agent: [],
    delivery_address: '',
    delivery_state_code: '',
    tcs_exempt_reason: '',
    details: {},
    narration: '',
  }
}

export function checkInvoice(draft: InvoiceDraft, ctx: InvoiceContext): InvoiceCheck {
  const errors: FieldErrors<InvoiceField, InvoiceCode> = {}
  const fail = (field: InvoiceField, code: InvoiceCode, values?: Record<string, string | number>) => {
    errors[field] ??= values ? { code, values } : { code }
  }

  const date = dateField(draft.doc_date)
  if (!date.ok) fail('doc_date', date.error.code)
  else if (date.value > ctx.today) fail('doc_date', 'future')
  else if (ctx.lockDate && date.value <= ctx.lockDate) fail('doc_date', 'locked', { date: ctx.lockDate })
  const docDate = date.ok ? date.value : ''

  const party = ctx.party
  if (!draft.party_id || !party) fail('party_id', 'required')
  const vehicle = ctx.vehicle
  if (!draft.vehicle_id || !vehicle) fail('vehicle_id', 'required')
  if (vehicle && docDate) {
    if (vehicle.inStockSince && docDate < vehicle.inStockSince) {
      fail('doc_date', 'before_stock', { date: vehicle.inStockSince })
    }
    if (!vehicle.rate) fail('vehicle_id', 'no_rate', { date: docDate })
  }
  const price = moneyField(draft.price)
  if (!price.ok) fail('price', price.error.code)
  const discount = moneyField(draft.discount, { optional: true })
  if (!discount.ok) fail('discount', discount.error.code)
  else if (price.ok && discount.value > price.value) fail('discount', 'discount_above_price')

  const deliveryState = draft.delivery_state_code.trim()
  const pos = deliveryState || ctx.dealer.state_code
  const supply = supplyKind(ctx.dealer.state_code, pos)
  if (!supply.ok) fail(deliveryState ? 'delivery_state_code' : 'form', 'state')

  const added: InvoiceLine[] = []
  const addedLines: VoucherLine[] = []
  for (const line of draft.lines) {
    const key = `line:${line.id}` as const
    const qty = quantityField(line.qty)
    const unit = moneyField(line.price)
    const hsn = line.hsn.trim()
    if (!line.description.trim()) fail(key, 'required')
    else if (!/^\d{4}(\d{2}){0,2}$/.test(hsn)) fail(key, 'hsn')
    else if (!GST_PERCENTS.has(line.gst.trim())) fail(key, 'gst_rate')
    else if (!qty.ok) fail(key, qty.error.code)
    else if (!unit.ok) fail(key, unit.error.code)
    if (qty.ok && unit.ok) {
      const rateBp = Number(line.gst.trim()) * 100
      added.push({ kind: line.kind, quantity: qty.value, unitPricePaise: unit.value, rateBp })
      addedLines.push({
        id: line.id,
        kind: line.kind,
        description: line.description.trim(),
        hsn_sac: hsn,
        qty: qty.value,
        uqc: line.kind === 'accessory' ? 'NOS' : 'OTH',
        unit_price: unit.value,
        taxable: 0,
        total: 0,
      })
    }
  }
  const pure: number[] = []
  for (const p of draft.pure_agent) {
    const amount = moneyField(p.amount)
    if (!p.description.trim()) fail(`pure:${p.id}`, 'required')
    else if (!amount.ok) fail(`pure:${p.id}`, amount.error.code)
    else pure.push(amount.value)
  }

  const series: InvoiceSeries = party ? invoiceSeries(party) : 'NRINV'
  const exemptReason = draft.tcs_exempt_reason.trim() || (party?.is_sub_dealer ? 'sub_dealer' : '')
  if (exemptReason.length > 120) fail('tcs_exempt_reason', 'too_large')
  if (
    ctx.extraCharges.enabled &&
    ctx.extraCharges.mandatoryForUnregistered &&
    series === 'NRINV' &&
    !draft.lines.some((l) => l.kind === 'charge')
  ) {
    fail('extra_charges', 'required')
  }
  if (series === 'NRINV') {
    for (const key of NON_REG_FIELD_KEYS) {
      const flags = ctx.nonReg[key]
      if (flags?.enabled && flags.mandatory && !draft.details[key]?.trim()) fail(`detail:${key}`, 'required')
    }
  }

  if (Object.keys(errors).length > 0 || !party || !vehicle || !vehicle.rate || !price.ok || !discount.ok) {
    return { ok: false, errors }
  }
  if (!supply.ok || !date.ok) return { ok: false, errors }

  const vehicleLine: InvoiceLine = {
    kind: 'vehicle',
    unitPricePaise: price.value,
    discountPaise: discount.value,
    rateBp: vehicle.rate.gst_bp,
    cessRateBp: vehicle.rate.cess_bp,
    priceIncludesTax: draft.price_includes_tax,
  }
  const panValid = !!party.pan && validatePan(party.pan).ok
  const money = invoiceMoney({
    kind: supply.value.kind,
    stateTaxLabel: supply.value.stateTaxLabel,
    lines: [vehicleLine, ...added],
    pureAgent: pure,
    tcs: {
      base: ctx.tax.tcs_base,
      threshold_with_gst: ctx.tax.tcs_threshold_with_gst,
      round_to_rupee: ctx.tax.tcs_round_to_rupee,
    },
    buyer: { pan_valid: panValid, exempt_reason: exemptReason || null },
    roundOff: ctx.tax.round_to_rupee ? 'rupee' : 'none',
  })
  if (!money.ok) {
    if (money.reason === 'discount-exceeds-amount') fail('discount', 'discount_above_price')
    else fail('price', 'invalid')
    return { ok: false, errors }
  }
  const m = money.value

  const deliveryAddress =
    draft.delivery_address.trim() || party.delivery_address?.trim() || party.address || ''
  const refusals = invoiceRefusals({
    dealer: ctx.dealer,
    series,
    buyer: {
      name: party.name,
      gstin: party.gstin,
      gst_category: party.gst_category,
      address: party.address,
      delivery_address: deliveryAddress,
      state_code: party.state_code,
      pan: party.pan,
      form60: party.form60,
    },
    taxable: m.gst.taxablePaise,
    twoWheeler: vehicle.twoWheeler,
    // TCS is left out only with a reason (exemptReason), so it is never removed without one.
    tcsRemoved: false,
    tcsExemptReason: exemptReason,
    vehicle: { state: vehicle.state, flags: vehicle.flags, allottedTo: vehicle.allottedTo },
    bookingId: draft.booking_id || null,
  })
  const totals: InvoiceTotals = {
    taxable: m.gst.taxablePaise,
    cgst: m.gst.cgstPaise,
    sgst: m.gst.sgstPaise,
    igst: m.gst.igstPaise,
    cess: m.gst.cessPaise,
    tax: m.gst.taxPaise,
    pure_agent: m.pureAgent,
    tcs: m.tcs.applies ? m.tcs.amount : 0,
    round_off: m.roundOff,
    grand_total: m.grandTotal,
  }
  for (const r of refusals) {
    const field: InvoiceField =
      r.code === 'company_not_set' || r.code === 'dealer_gstin_invalid'
        ? 'form'
        : r.code === 'rule_46e'
          ? r.fields.includes('delivery_address') && r.fields.length === 1
            ? 'delivery_address'
            : 'party_id'
          : r.code === 'tcs_without_reason'
            ? 'tcs_exempt_reason'
            : r.code.startsWith('chassis')
              ? 'vehicle_id'
              : 'party_id'
    fail(field, r.code, r.code === 'rule_46e' ? { fields: r.fields.join(',') } : undefined)
  }
  // With the setting on, a unit whose latest PDI is missing or failed is not invoiced (§3.3); a chassis
  // refusal above says more and stands first.
  if (ctx.pdiRequired && vehicle.pdi !== 'ok') fail('vehicle_id', 'pdi_not_done')
  if (Object.keys(errors).length > 0) {
    return {
      ok: false,
      errors,
      series,
      totals: { ...totals, ...(m.tcs.applies ? { tcs_rate_bp: m.tcs.rate_bp } : {}) },
    }
  }

  const plain = parsePlainDate(docDate)
  const fy = plain.ok ? financialYearOf(plain.value) : null
  const prefix = series === 'RINV' ? ctx.prefixes.registered : ctx.prefixes.nonRegistered
  const vehicleVoucherLine: VoucherLine = {
    id: 'vehicle',
    kind: 'vehicle',
    item_id: vehicle.id,
    description: [vehicle.description, vehicle.colour].filter(Boolean).join(' · '),
    hsn_sac: vehicle.hsn,
    qty: 1,
    uqc: 'NOS',
    unit_price: price.value,
    discount: discount.value,
    taxable: 0,
    total: 0,
    chassis: vehicle.chassis_no,
    engine: vehicle.engine_no,
    custom: {
      ...(vehicle.key_no ? { key_no: vehicle.key_no } : {}),
      ...(vehicle.battery_no ? { battery_no: vehicle.battery_no } : {}),
      ...(vehicle.mfg ? { mfg: vehicle.mfg } : {}),
    },
  }
  const lines: VoucherLine[] = [vehicleVoucherLine, ...addedLines].map((line, i) => {
    const g = m.gst.lines[i]!
    return {
      ...line,
      taxable: g.taxablePaise,
      gst_bp: g.rateBp,
      cess_bp: g.cessRateBp,
      cgst: g.cgstPaise,
      sgst: g.sgstPaise,
      igst: g.igstPaise,
      cess: g.cessPaise,
      total: g.totalPaise,
    }
  })
  draft.pure_agent.forEach((p, i) => {
    lines.push({
      id: p.id,
      kind: 'pure_agent',
      description: p.description.trim(),
      qty: 1,
      taxable: 0,
      total: pure[i]!,
    })
  })
  const details: Record<string, string> = Object.fromEntries(
    Object.entries(draft.details)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  )
  // The reason TCS was not collected is part of the record (the TCS register shows it).
  if (!m.tcs.applies && m.tcs.why === 'exempt') details.tcs_exempt_reason = exemptReason
  const voucher: InvoiceVoucher = {
    type: 'vinv',
    status: 'posted',
    series: prefix.trim().toUpperCase(),
    fy: fy?.ok ? fy.value.shortCode : '',
    doc_date: docDate,
    party_id: party.id,
    party: {
      name: party.name,
      ...(party.gstin ? { gstin: party.gstin } : {}),
      gst_category: party.gst_category ?? (series === 'RINV' ? 'regular' : 'unregistered'),
      ...(party.state_code ? { state_code: party.state_code } : {}),
      ...(party.address ? { address: party.address } : {}),
      ...(party.pan ? { pan: party.pan } : {}),
      ...(party.mobile ? { mobile: party.mobile } : {}),
      ...(party.pin ? { pin: party.pin } : {}),
      ...(party.relation ? { relation: party.relation } : {}),
      ...(deliveryAddress && deliveryAddress !== party.address ? { delivery_address: deliveryAddress } : {}),
      ...(deliveryState ? { delivery_state_code: deliveryState } : {}),
      ...(party.form60 && !panValid ? { form60: true } : {}),
    },
    pos,
    supply: supply.value.kind,
    reverse_charge: false,
    ...(draft.booking_id ? { booking_id: draft.booking_id } : {}),
    lines,
    totals,
    ...(m.tcs.applies
      ? { tcs: { rate_bp: m.tcs.rate_bp, base: m.tcs.base, amount: m.tcs.amount, pan_missing: !panValid } }
      : {}),
    ...(Object.keys(details).length > 0 ? { details } : {}),
    postings: invoicePostings(
      party.id,
      ['vehicle', ...added.map((l) => l.kind)],
      m,
      supply.value.stateTaxLabel,
    ),
    stock_moves: [
      { kind: 'vehicle', item_id: vehicle.id, qty: -1, rate: vehicle.landedCost, value: vehicle.landedCost },
    ],
    ...(draft.narration.trim() ? { narration: draft.narration.trim() } : {}),
  }
  return { ok: true, value: { voucher, series, prefix: voucher.series } }
}
