// The e-invoice of a posted vehicle invoice (issue 20 item 6; research/dms.md §c.4 and Appendix F): the JSON
// of the IRP's schema INV-01 (version 1.1) that the dealer uploads, one invoice or a month in bulk, and the
// 30-day reporting clock. It applies to a B2B invoice (RINV, or an SEZ buyer) of a dealer whose turnover crossed
// ₹5 crore in any year (the settings' band); never to B2C, nor when the buyer's GSTIN is the dealer's own. The
// payload is built from the voucher as posted, never recomputed: the IRP checks every figure against the
// others, so each one here is the posted one. TCS and amounts paid on the buyer's behalf are not part of the
// assessable value: they go in OthChrg. Uploading is the dealer's step (offline-first: nothing here calls the
// network); the IRN, acknowledgement and signed QR come back and are kept on the voucher.
import type { Voucher } from '@schemas/vouchers.schema'
import { gstStateByCode } from '@/utils/gst-states'
import { isoDaysBetween } from '@/utils/plain-date'

export type Seller = {
  gstin: string
  name: string
  address: string
  /** Town or district (Loc). */
  place: string
  pin: string
  state_code: string
  phone?: string
}

export type EinvoiceProblem =
  | 'not_b2b'
  | 'own_gstin'
  | 'below_band'
  | 'not_posted'
  | 'seller_gstin'
  | 'seller_address'
  | 'seller_pin'
  | 'buyer_address'
  | 'buyer_pin'

/** The parts of INV-01 v1.1 we fill (research/dms.md Appendix F). */
export type EinvoicePayload = {
  Version: '1.1'
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B' | 'SEZWP'; RegRev: 'N'; EcmGstin: null; IgstOnIntra: 'N' }
  DocDtls: { Typ: 'INV'; No: string; Dt: string }
  SellerDtls: Party
  BuyerDtls: Party & { Pos: string }
  ItemList: Item[]
  ValDtls: {
    AssVal: number
    CgstVal: number
    SgstVal: number
    IgstVal: number
    CesVal: number
    Discount: number
    OthChrg: number
    RndOffAmt: number
    TotInvVal: number
  }
}

type Party = {
  Gstin: string
  LglNm: string
  Addr1: string
  Addr2?: string
  Loc: string
  Pin: number
  Stcd: string
  Ph?: string
}

type Item = {
  SlNo: string
  PrdDesc: string
  IsServc: 'Y' | 'N'
  HsnCd: string
  PrdSlNo?: string
  Qty: number
  Unit: string
  UnitPrice: number
  TotAmt: number
  Discount: number
  AssAmt: number
  GstRt: number
  IgstAmt: number
  CgstAmt: number
  SgstAmt: number
  CesRt: number
  CesAmt: number
  CesNonAdvlAmt: number
  TotItemVal: number
}

const rupees = (paise: number | undefined) => Math.round(paise ?? 0) / 100
const PIN = /^[1-9]\d{5}$/

/** "15/11/2025" from "2025-11-15". */
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

/** An address in the schema's two lines of at most 100 characters. */
function lines(address: string): { Addr1: string; Addr2?: string } {
  const flat = address.replace(/\s+/g, ' ').trim()
  if (flat.length <= 100) return { Addr1: flat }
  const cut = flat.lastIndexOf(' ', 100) > 50 ? flat.lastIndexOf(' ', 100) : 100
  return { Addr1: flat.slice(0, cut).trim(), Addr2: flat.slice(cut, cut + 100).trim() }
}

/** Whether the invoice is one to e-invoice, and what it still lacks; an empty list means it can be built. */
export function einvoiceProblems(
  v: Voucher,
  seller: Seller,
  band: 'upto_5cr' | 'upto_10cr' | 'above_10cr',
): EinvoiceProblem[] {
  const buyer = v.party
  if (band === 'upto_5cr') return ['below_band']
  if (!buyer?.gstin || buyer.gst_category === 'unregistered') return ['not_b2b']
  if (buyer.gstin === seller.gstin) return ['own_gstin']
  const out: EinvoiceProblem[] = []
  if (v.status !== 'posted' || !v.number) out.push('not_posted')
  if (!/^\d{2}[A-Z0-9]{13}$/.test(seller.gstin)) out.push('seller_gstin')
  if (!seller.address.trim() || !seller.place.trim()) out.push('seller_address')
  if (!PIN.test(seller.pin)) out.push('seller_pin')
  if (!buyer.address?.trim()) out.push('buyer_address')
  if (!PIN.test(buyer.pin ?? '')) out.push('buyer_pin')
  return out
}

/** The INV-01 payload of a posted B2B vehicle invoice (check einvoiceProblems first). */
export function einvoicePayload(v: Voucher, seller: Seller): EinvoicePayload {
  const buyer = v.party!
  const buyerState = buyer.gstin!.slice(0, 2)
  const items = v.lines.filter((l) => l.kind !== 'pure_agent')
  const pureAgent = v.totals.pure_agent ?? 0
  const tcs = v.totals.tcs ?? 0
  const buyerAddress = buyer.address ?? ''
  const place = (text: string) => {
    // The town is the last part of an address written "…, Pune": what the schema calls its location.
    const parts = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
    return (parts.at(-1) ?? text).slice(0, 100) || (gstStateByCode(buyerState)?.name ?? '')
  }
  return {
    Version: '1.1',
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: buyer.gst_category === 'sez' ? 'SEZWP' : 'B2B',
      RegRev: 'N',
      EcmGstin: null,
      IgstOnIntra: 'N',
    },
    DocDtls: { Typ: 'INV', No: v.number, Dt: ddmmyyyy(v.doc_date) },
    SellerDtls: {
      Gstin: seller.gstin,
      LglNm: seller.name.slice(0, 100),
      ...lines(seller.address),
      Loc: seller.place.slice(0, 50),
      Pin: Number(seller.pin),
      Stcd: seller.state_code,
      ...(seller.phone && /^\d{6,12}$/.test(seller.phone) ? { Ph: seller.phone } : {}),
    },
    BuyerDtls: {
      Gstin: buyer.gstin!,
      LglNm: buyer.name.slice(0, 100),
      Pos: v.pos ?? buyerState,
      ...lines(buyerAddress),
      Loc: place(buyerAddress).slice(0, 50),
      Pin: Number(buyer.pin),
      Stcd: buyerState,
      ...(buyer.mobile && /^\d{6,12}$/.test(buyer.mobile) ? { Ph: buyer.mobile } : {}),
    },
    ItemList: items.map((l, i): Item => {
      const qty = l.qty || 1
      return {
        SlNo: String(i + 1),
        PrdDesc: l.description.slice(0, 300),
        IsServc: (l.hsn_sac ?? '').startsWith('99') ? 'Y' : 'N',
        HsnCd: l.hsn_sac ?? '',
        ...(l.chassis ? { PrdSlNo: l.chassis.slice(0, 20) } : {}),
        Qty: qty,
        Unit: l.uqc || (l.kind === 'vehicle' || l.kind === 'accessory' ? 'NOS' : 'OTH'),
        // The schema's unit price is the assessable value per unit.
        UnitPrice: Math.round(l.taxable / qty) / 100,
        TotAmt: rupees(l.taxable),
        Discount: 0,
        AssAmt: rupees(l.taxable),
        GstRt: (l.gst_bp ?? 0) / 100,
        IgstAmt: rupees(l.igst),
        CgstAmt: rupees(l.cgst),
        SgstAmt: rupees(l.sgst),
        CesRt: (l.cess_bp ?? 0) / 100,
        CesAmt: rupees(l.cess),
        CesNonAdvlAmt: 0,
        TotItemVal: rupees(l.total),
      }
    }),
    ValDtls: {
      AssVal: rupees(v.totals.taxable),
      CgstVal: rupees(v.totals.cgst),
      SgstVal: rupees(v.totals.sgst),
      IgstVal: rupees(v.totals.igst),
      CesVal: rupees(v.totals.cess),
      Discount: 0,
      OthChrg: rupees(tcs + pureAgent),
      RndOffAmt: rupees(v.totals.round_off),
      TotInvVal: rupees(v.totals.grand_total),
    },
  }
}

/** The payloads of every invoice that can be built, and those that cannot with what they lack. */
export function einvoiceBulk(
  vouchers: readonly Voucher[],
  seller: Seller,
  band: 'upto_5cr' | 'upto_10cr' | 'above_10cr',
): { payloads: EinvoicePayload[]; skipped: { number: string; problems: EinvoiceProblem[] }[] } {
  const payloads: EinvoicePayload[] = []
  const skipped: { number: string; problems: EinvoiceProblem[] }[] = []
  for (const v of vouchers) {
    if (v.type !== 'vinv' || v.einvoice?.irn) continue
    const problems = einvoiceProblems(v, seller, band)
    if (problems.length === 0) payloads.push(einvoicePayload(v, seller))
    else if (
      !problems.includes('not_b2b') &&
      !problems.includes('below_band') &&
      !problems.includes('own_gstin')
    ) {
      skipped.push({ number: v.number, problems })
    }
  }
  return { payloads, skipped }
}

/** Days left to report an invoice to the IRP (₹10 crore or more: 30 days from its date); null when no limit. */
export function einvoiceDaysLeft(
  docDate: string,
  today: string,
  band: 'upto_5cr' | 'upto_10cr' | 'above_10cr',
): number | null {
  if (band !== 'above_10cr') return null
  const days = isoDaysBetween(docDate, today)
  return days === null ? null : 30 - days
}

/** The IRP's answer as typed back: a 64-character IRN, the acknowledgement number and date, the signed QR. */
export function checkIrn(input: {
  irn: string
  ack_no: string
  ack_date: string
  signed_qr: string
}):
  | { ok: true; value: { irn: string; ack_no: string; ack_date: string; signed_qr?: string } }
  | { ok: false; field: 'irn' | 'ack_no' | 'ack_date' | 'signed_qr' } {
  const irn = input.irn.trim().toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(irn)) return { ok: false, field: 'irn' }
  const ack = input.ack_no.replace(/\s/g, '')
  if (!/^\d{12,20}$/.test(ack)) return { ok: false, field: 'ack_no' }
  const date = input.ack_date.trim()
  if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(date)) return { ok: false, field: 'ack_date' }
  const qr = input.signed_qr.trim()
  if (qr && (qr.length > 4000 || !/^[A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]+$/.test(qr))) {
    return { ok: false, field: 'signed_qr' }
  }
  return { ok: true, value: { irn, ack_no: ack, ack_date: date, ...(qr ? { signed_qr: qr } : {}) } }
}

export type EinvoiceDue = { id: string; number: string; buyer: string; daysLeft: number }

/**
 * The B2B invoices still to report to the IRP, the nearest deadline first: for the dashboard's 30-day clock of a
 * dealer at ₹10 crore or more (none otherwise). An invoice past its 30 days stays listed, below zero.
 */
export function einvoicesDue(
  invoices: readonly Voucher[],
  seller: Seller,
  band: 'upto_5cr' | 'upto_10cr' | 'above_10cr',
  today: string,
): EinvoiceDue[] {
  if (band !== 'above_10cr') return []
  return invoices
    .flatMap((v) => {
      if (v.type !== 'vinv' || v.status !== 'posted' || v.einvoice?.irn) return []
      const problems = einvoiceProblems(v, seller, band)
      if (problems.some((p) => p === 'not_b2b' || p === 'own_gstin' || p === 'not_posted')) return []
      const daysLeft = einvoiceDaysLeft(v.doc_date, today, band)
      return daysLeft === null ? [] : [{ id: v.id, number: v.number, buyer: v.party?.name ?? '', daysLeft }]
    })
    .sort((a, b) => a.daysLeft - b.daysLeft || a.number.localeCompare(b.number))
}
