// A month of a dealer's documents for the reports' tests: the worked examples of research/modules.md §5 (Om
// Motors, Maharashtra 27) as the books store them — lines with their heads, and postings made the way the
// invoices and notes post them (src/utils/sale-postings.ts), so GSTR-1 can be reconciled with the books.
import type { Posting, Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { salePostings } from '@/utils/sale-postings'

let n = 0

type Heads = Partial<Pick<VoucherLine, 'cgst' | 'sgst' | 'igst' | 'cess'>>

export function line(
  kind: VoucherLine['kind'],
  hsn_sac: string,
  uqc: string,
  qty: number,
  taxable: number,
  heads: Heads,
  gst_bp = 1800,
  description = hsn_sac,
): VoucherLine {
  n++
  const total = taxable + (heads.cgst ?? 0) + (heads.sgst ?? 0) + (heads.igst ?? 0) + (heads.cess ?? 0)
  return {
    id: `l${n}`,
    kind,
    description,
    hsn_sac,
    uqc,
    qty,
    taxable,
    gst_bp,
    cgst: 0,
    sgst: 0,
    igst: 0,
    cess: 0,
    ...heads,
    total,
  }
}

const SALES: Record<VoucherLine['kind'], string> = {
  vehicle: 'sys:sales-vehicles',
  accessory: 'sys:sales-accessories',
  service: 'sys:sales-services',
  charge: 'sys:sales-services',
  pure_agent: 'sys:pure-agent-payable',
  part: 'sys:sales-parts',
  labour: 'sys:sales-labour',
}

const sum = (lines: readonly VoucherLine[], f: (l: VoucherLine) => number) =>
  lines.reduce((s, l) => s + f(l), 0)

function base(patch: Partial<Voucher> & Pick<Voucher, 'type' | 'number' | 'doc_date'>): Voucher {
  n++
  return {
    id: `v${n}`,
    rev: 1,
    created_at: n,
    updated_at: n,
    status: 'posted',
    series: '',
    fy: '2526',
    list_key: '',
    party_id: '',
    lines: [],
    totals: { grand_total: 0 },
    postings: [],
    stock_moves: [],
    ...patch,
  }
}

/**
 * A sale (vinv, winv) or its credit note (vcn, wcn), posted as the books post it: the buyer's account takes the
 * grand total (cash for a walk-in with no party), each kind its sales account, each head its output account,
 * pure-agent charges their payable and TCS its own; the grand total goes to the nearest rupee.
 */
export function sale(
  patch: Partial<Voucher> &
    Pick<Voucher, 'type' | 'number' | 'doc_date' | 'lines'> & { tcs?: Voucher['tcs'] },
): Voucher {
  const lines = patch.lines
  const taxed = lines.filter((l) => l.kind !== 'pure_agent')
  const heads = {
    cgst: sum(taxed, (l) => l.cgst ?? 0),
    sgst: sum(taxed, (l) => l.sgst ?? 0),
    igst: sum(taxed, (l) => l.igst ?? 0),
    cess: sum(taxed, (l) => l.cess ?? 0),
  }
  const pureAgent = sum(lines, (l) => (l.kind === 'pure_agent' ? l.taxable : 0))
  const tcs = patch.tcs?.amount ?? 0
  const exact = sum(taxed, (l) => l.total) + pureAgent + tcs
  const grand = Math.round(exact / 100) * 100
  const note = patch.type === 'vcn' || patch.type === 'wcn'
  const roundOff = note ? 0 : grand - exact
  const grandTotal = note ? exact : grand
  const party_id = patch.party_id ?? ''
  const postings = salePostings({
    buyer: party_id ? { account_id: 'sys:debtors', party_id } : { account_id: 'sys:cash' },
    sales: taxed.map((l) => [SALES[l.kind], l.taxable] as const),
    heads,
    others: [
      ['sys:tcs-payable', tcs],
      ['sys:pure-agent-payable', pureAgent],
    ],
    roundOff,
    grandTotal,
    reverse: note,
  })
  return base({
    ...patch,
    party_id,
    totals: {
      taxable: sum(taxed, (l) => l.taxable),
      ...heads,
      tax: heads.cgst + heads.sgst + heads.igst + heads.cess,
      pure_agent: pureAgent,
      tcs,
      round_off: roundOff,
      grand_total: grandTotal,
    },
    postings,
  })
}

const dr = (account_id: string, amount: number, party_id?: string): Posting => ({
  account_id,
  ...(party_id ? { party_id } : {}),
  dr: amount,
  cr: 0,
})
const cr = (account_id: string, amount: number, party_id?: string): Posting => ({
  account_id,
  ...(party_id ? { party_id } : {}),
  dr: 0,
  cr: amount,
})

/** A purchase (vpur, ppur) or its return (vpret, ppret): Dr purchases and input tax / Cr the supplier, turned
 * for a return. */
export function purchase(
  patch: Partial<Voucher> & Pick<Voucher, 'type' | 'number' | 'doc_date' | 'lines' | 'party_id'>,
): Voucher {
  const lines = patch.lines
  const account =
    patch.type === 'vpur' || patch.type === 'vpret' ? 'sys:purchases-vehicles' : 'sys:purchases-parts'
  const total = sum(lines, (l) => l.total)
  const debits: [string, number][] = [
    [account, sum(lines, (l) => l.taxable)],
    ['sys:input-cgst', sum(lines, (l) => l.cgst ?? 0)],
    ['sys:input-sgst', sum(lines, (l) => l.sgst ?? 0)],
    ['sys:input-igst', sum(lines, (l) => l.igst ?? 0)],
    ['sys:input-cess-legacy', sum(lines, (l) => l.cess ?? 0)],
  ]
  const back = patch.type === 'vpret' || patch.type === 'ppret'
  const postings = [
    ...debits.filter(([, a]) => a > 0).map(([id, a]) => (back ? cr(id, a) : dr(id, a))),
    back ? dr('sys:creditors', total, patch.party_id) : cr('sys:creditors', total, patch.party_id),
  ]
  return base({ ...patch, totals: { grand_total: total }, postings })
}

/** A receipt of money from a party into cash or a bank, allocated to its invoices. */
export function receipt(
  patch: Pick<Voucher, 'number' | 'doc_date' | 'party_id'> & Partial<Voucher>,
  amount: number,
  into: string,
  allocations: { doc_id: string; doc_no: string; amount: number }[],
): Voucher {
  const allocated = allocations.reduce((s, a) => s + a.amount, 0)
  return base({
    type: 'rcpt',
    ...patch,
    totals: { grand_total: amount },
    payment: {
      amount,
      mode: into === 'sys:cash' ? 'cash' : 'neft',
      account_id: into,
      allocations,
      on_account: amount - allocated,
    },
    postings: [dr(into, amount), cr('sys:debtors', amount, patch.party_id)],
  })
}

export const DEALER_STATE = '27'
export const DEALER_GSTIN = '27AAPFU0939F1ZV'

const K_MOTORS = { name: 'K Motors', gstin: '29AABCK7421M1Z7', gst_category: 'regular', state_code: '29' }
const TRANSPORTER = {
  name: 'Gujarat Roadways',
  gstin: '24AAGFT5528R1ZJ',
  gst_category: 'regular',
  state_code: '24',
}
const OEM = {
  name: 'Gujarat Motors Ltd',
  gstin: '24AAACG1234K1ZZ',
  gst_category: 'regular',
  state_code: '24',
}
const PARTS_SUPPLIER = {
  name: 'Pune Auto Parts',
  gstin: '27AABCP4321Q1Z5',
  gst_category: 'regular',
  state_code: '27',
}

/** G1 — the SUV at 40 % with mats at 18 %, TCS and pure-agent charges, NRINV, 15 Nov 2025. */
export const g1 = sale({
  type: 'vinv',
  number: 'NRINV-2526/A0001',
  doc_date: '2025-11-15',
  pos: '27',
  supply: 'intra',
  party_id: 'p-sunita',
  party: { name: 'Sunita Patil', gst_category: 'unregistered', state_code: '27' },
  lines: [
    line(
      'vehicle',
      '870333',
      'NOS',
      1,
      14_50_000_00,
      { cgst: 2_90_000_00, sgst: 2_90_000_00 },
      4000,
      'XUV700 AX7 Diesel',
    ),
    line('accessory', '870899', 'NOS', 1, 3_389_83, { cgst: 305_08, sgst: 305_08 }, 1800, 'Floor mats'),
    line('pure_agent', '', 'OTH', 1, 1_20_000_00, {}, 0, 'Road tax and registration'),
  ],
  tcs: { rate_bp: 100, base: 20_33_999_99, amount: 20_340_00 },
})

/** G2 — the hatchback to a Karnataka dealer, IGST, RINV, 1 Dec 2025. */
export const g2 = sale({
  type: 'vinv',
  number: 'RINV-2526/A0001',
  doc_date: '2025-12-01',
  pos: '29',
  supply: 'inter',
  party_id: 'p-kmotors',
  party: K_MOTORS,
  lines: [line('vehicle', '870322', 'NOS', 1, 6_35_593_22, { igst: 1_14_406_78 }, 1800, 'Swift VXi')],
})

const g3Lines = () => [
  line('part', '842123', 'NOS', 1, 350_00, { cgst: 31_50, sgst: 31_50 }, 1800, 'Oil filter'),
  line('part', '271019', 'LTR', 3.5, 1_680_00, { cgst: 151_20, sgst: 151_20 }, 1800, 'Engine oil 5W-30'),
  line('part', '870830', 'SET', 1, 2_118_64, { cgst: 190_68, sgst: 190_68 }, 1800, 'Brake pad set BP-100'),
  line(
    'labour',
    '998714',
    'OTH',
    1,
    1_200_00,
    { cgst: 108_00, sgst: 108_00 },
    1800,
    'Periodic service labour',
  ),
  line('labour', '998714', 'OTH', 1, 450_00, { cgst: 40_50, sgst: 40_50 }, 1800, 'Wheel alignment'),
]

/** G3 — the workshop invoice to an unregistered customer in Maharashtra, 10 Dec 2025. */
export const g3 = sale({
  type: 'winv',
  number: 'WIB01/2526/0001',
  doc_date: '2025-12-10',
  pos: '27',
  supply: 'intra',
  party_id: 'p-ravi',
  party: { name: 'Ravi Kulkarni', gst_category: 'unregistered', state_code: '27' },
  lines: g3Lines(),
})

/** G3 (a) — the same job for a transporter registered in Gujarat: inter-state, B2B, POS 24. */
export const g3Transporter = sale({
  type: 'winv',
  number: 'WIB01/2526/0003',
  doc_date: '2025-12-12',
  pos: '24',
  supply: 'inter',
  party_id: 'p-transporter',
  party: TRANSPORTER,
  lines: [
    line('part', '842123', 'NOS', 1, 350_00, { igst: 63_00 }, 1800, 'Oil filter'),
    line('part', '271019', 'LTR', 3.5, 1_680_00, { igst: 302_40 }, 1800, 'Engine oil 5W-30'),
    line('part', '870830', 'SET', 1, 2_118_64, { igst: 381_36 }, 1800, 'Brake pad set BP-100'),
    line('labour', '998714', 'OTH', 1, 1_200_00, { igst: 216_00 }, 1800, 'Periodic service labour'),
    line('labour', '998714', 'OTH', 1, 450_00, { igst: 81_00 }, 1800, 'Wheel alignment'),
  ],
})

/** A WI invoice cancelled after posting: it keeps its number for table 13 and counts nowhere else. */
export const g3Cancelled = sale({
  type: 'winv',
  number: 'WIB01/2526/0002',
  doc_date: '2025-12-11',
  status: 'cancelled',
  pos: '27',
  supply: 'intra',
  party_id: 'p-ravi',
  party: g3.party!,
  lines: g3Lines(),
  cancel: { at: 1, reason: 'Billed twice' },
})

/** A walk-in's counter sale for cash (no party): B2CS, posted Dr cash. */
export const counterSale = sale({
  type: 'winv',
  number: 'WIB01/2526/0004',
  doc_date: '2025-12-15',
  pos: '27',
  supply: 'intra',
  party: { name: 'Walk-in' },
  lines: [
    line('part', '870830', 'SET', 2, 4_237_28, { cgst: 381_36, sgst: 381_36 }, 1800, 'Brake pad set BP-100'),
  ],
})

/** A car to an unregistered buyer in Goa, delivered there: inter-state above ₹1 lakh, so B2CL. */
export const goaCar = sale({
  type: 'vinv',
  number: 'NRINV-2526/A0002',
  doc_date: '2025-12-05',
  pos: '30',
  supply: 'inter',
  party_id: 'p-goa',
  party: { name: 'Anthony Fernandes', gst_category: 'unregistered', state_code: '30' },
  lines: [line('vehicle', '870322', 'NOS', 1, 6_00_000_00, { igst: 1_08_000_00 }, 1800, 'Swift ZXi')],
})

/** A scooter to an unregistered buyer in Karnataka below the B2CL limit: inter-state B2CS. */
export const scooter = sale({
  type: 'vinv',
  number: 'NRINV-2526/A0003',
  doc_date: '2025-12-08',
  pos: '29',
  supply: 'inter',
  party_id: 'p-blr',
  party: { name: 'Kiran Rao', gst_category: 'unregistered', state_code: '29' },
  lines: [line('vehicle', '871120', 'NOS', 1, 80_000_00, { igst: 14_400_00 }, 1800, 'Activa 6G')],
})

/** A post-sale discount on the Goa car: the original was B2CL, so CDNUR. */
export const goaDiscount = sale({
  type: 'vcn',
  number: 'VCB01/2526/0001',
  doc_date: '2025-12-20',
  pos: '30',
  supply: 'inter',
  party_id: 'p-goa',
  party: goaCar.party!,
  against_id: goaCar.id,
  lines: [{ ...goaCar.lines[0]!, qty: 0, taxable: 10_000_00, igst: 1_800_00, total: 11_800_00 }],
})

/** One brake pad set of G3 returned: an unregistered buyer's note, netted in B2CS and 12B. */
export const g3Return = sale({
  type: 'wcn',
  number: 'WCB01/2526/0001',
  doc_date: '2025-12-18',
  pos: '27',
  supply: 'intra',
  party_id: 'p-ravi',
  party: g3.party!,
  against_id: g3.id,
  lines: [{ ...g3.lines[2]! }],
})

/** The transporter's labour credited in part: a registered buyer's note (CDNR), its ITC reversal pending. */
export const transporterCredit = sale({
  type: 'wcn',
  number: 'WCB01/2526/0002',
  doc_date: '2025-12-22',
  pos: '24',
  supply: 'inter',
  party_id: 'p-transporter',
  party: TRANSPORTER,
  against_id: g3Transporter.id,
  itc_reversal: { status: 'pending' },
  lines: [{ ...g3Transporter.lines[3]!, qty: 0, taxable: 200_00, igst: 36_00, total: 236_00 }],
})

/** G6 — three SUVs from the OEM in Gujarat, IGST 40 %, 5 Jan 2026 (here in December for the month's 3B). */
export const oemPurchase = purchase({
  type: 'vpur',
  number: 'VPB01/2526/0001',
  doc_date: '2025-12-05',
  party_id: 'p-oem',
  party: OEM,
  pos: '27',
  supply: 'inter',
  supplier_bill_no: 'GM/25/9911',
  supplier_bill_date: '2025-12-03',
  lines: [1, 2, 3].map((i) =>
    line('vehicle', '870333', 'NOS', 1, 11_80_000_00, { igst: 4_72_000_00 }, 4000, `SUV ${i}`),
  ),
})

/** G7 — the parts bill of 5 Dec: 6 pads at 1,650.00, CGST and SGST. */
export const partsBill = purchase({
  type: 'ppur',
  number: 'WPB01/2526/0001',
  doc_date: '2025-12-05',
  party_id: 'p-parts',
  party: PARTS_SUPPLIER,
  pos: '27',
  supply: 'intra',
  supplier_bill_no: 'PAP-771',
  supplier_bill_date: '2025-12-05',
  lines: [
    line('part', '870830', 'SET', 6, 9_900_00, { cgst: 891_00, sgst: 891_00 }, 1800, 'Brake pad set BP-100'),
  ],
})

/** G7 — two pads back to the supplier on 12 Dec: the ITC on them reversed. */
export const partsReturn = purchase({
  type: 'ppret',
  number: 'WDB01/2526/0001',
  doc_date: '2025-12-12',
  party_id: 'p-parts',
  party: PARTS_SUPPLIER,
  pos: '27',
  supply: 'intra',
  against_id: partsBill.id,
  lines: [
    line('part', '870830', 'SET', 2, 3_300_00, { cgst: 297_00, sgst: 297_00 }, 1800, 'Brake pad set BP-100'),
  ],
})

/** The SUV of G4 bought before 22 Sep 2025 at 28 % + 22 % cess: its cess ITC is the legacy compensation cess. */
export const legacyPurchase = purchase({
  type: 'vpur',
  number: 'VPB01/2526/0002',
  doc_date: '2025-12-06',
  party_id: 'p-oem',
  party: OEM,
  pos: '27',
  supply: 'inter',
  supplier_bill_no: 'GM/25/9950',
  supplier_bill_date: '2025-12-06',
  lines: [
    line(
      'vehicle',
      '870333',
      'NOS',
      1,
      10_00_000_00,
      { igst: 2_80_000_00, cess: 2_20_000_00 },
      2800,
      'SUV old stock',
    ),
  ],
})

/** K Motors pays for G2 by NEFT on 5 Dec. */
export const g2Paid = receipt(
  { number: 'RVB01/2526/0001', doc_date: '2025-12-05', party_id: 'p-kmotors', party: K_MOTORS },
  7_50_000_00,
  'bank-hdfc',
  [{ doc_id: g2.id, doc_no: g2.number, amount: 7_50_000_00 }],
)

/** December 2025 with every kind of document, and the November invoice G1. */
export const DECEMBER: readonly Voucher[] = [
  g1,
  g2,
  g3,
  g3Cancelled,
  g3Transporter,
  counterSale,
  goaCar,
  scooter,
  goaDiscount,
  g3Return,
  transporterCredit,
  oemPurchase,
  partsBill,
  partsReturn,
  legacyPurchase,
  g2Paid,
]

export const DEC = { from: '2025-12-01', to: '2025-12-31' }
