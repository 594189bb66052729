// The worked examples of research/modules.md §5 as the vehicle invoice's rules take them.
import type { Party } from '@schemas/parties.schema'
import { emptyInvoiceDraft, type InvoiceContext, type InvoiceDraft } from './invoice-draft'
import { DEFAULT_TCS, type InvoiceMoneyInput } from './invoice-money'

/** G1: an SUV at 40 % and mats at 18 %, intra-state, PAN given, road tax and registration as pure agent. */
export const G1: InvoiceMoneyInput = {
  kind: 'intra',
  lines: [
    { kind: 'vehicle', unitPricePaise: 14_75_000_00, discountPaise: 25_000_00, rateBp: 4000 },
    { kind: 'accessory', unitPricePaise: 3_389_83, rateBp: 1800 },
  ],
  pureAgent: [1_20_000_00],
  tcs: DEFAULT_TCS,
  buyer: { pan_valid: true },
  roundOff: 'rupee',
}

// Example G1 (research/modules.md §5): Om Motors, Maharashtra; an unregistered buyer in Pune with PAN.
export const G1_BUYER: Party = {
  id: 'p-sunita',
  rev: 1,
  created_at: 1,
  updated_at: 1,
  kind: 'customer',
  name: 'Sunita Patil',
  name_key: 'sunita patil',
  address: '12 FC Road, Pune',
  state_code: '27',
  pan: 'ABCPP1234F',
  opening_balance: 0,
  relation: { type: 'W/O', name: 'Arun Patil' },
}

export const G1_CONTEXT: InvoiceContext = {
  today: '2025-11-20',
  lockDate: '',
  dealer: { company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV', state_code: '27' },
  tax: {
    tcs_base: 'invoice_value',
    tcs_threshold_with_gst: true,
    tcs_round_to_rupee: false,
    round_to_rupee: true,
  },
  prefixes: { registered: 'RINV-', nonRegistered: 'NRINV-' },
  party: G1_BUYER,
  vehicle: {
    id: 'v-suv',
    chassis_no: 'MA1TA2WE5R2A12345',
    engine_no: 'WEK4A12345',
    key_no: 'K-778',
    mfg: '2025-10',
    colour: 'Everest White',
    description: 'Mahindra XUV700 AX7 Diesel',
    hsn: '87033390',
    twoWheeler: false,
    rate: { from: '2025-09-22', gst_bp: 4000, cess_bp: 0 },
    state: 'in_stock',
    flags: [],
    inStockSince: '2025-10-28',
    landedCost: 13_90_000_00,
  },
  nonReg: {},
  extraCharges: { enabled: false, mandatoryForUnregistered: false },
}

export const G1_DRAFT: InvoiceDraft = {
  ...emptyInvoiceDraft('2025-11-15'),
  party_id: 'p-sunita',
  vehicle_id: 'v-suv',
  price: '14,75,000',
  price_includes_tax: false,
  discount: '25,000',
  lines: [
    {
      id: 'l1',
      kind: 'accessory',
      description: 'Floor mats',
      hsn: '8708',
      qty: '1',
      price: '3389.83',
      gst: '18',
    },
  ],
  pure_agent: [{ id: 'pa1', description: 'Road tax and registration (RTO)', amount: '1,20,000' }],
}
