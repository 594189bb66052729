// Documents as the app pushes them, for the contract tests of push_<table>.

/** A customer in the parties table, at revision `rev`. */
export const partyDoc = (id: string, rev: number, patch: Record<string, unknown> = {}) => ({
  id,
  rev,
  created_at: 1_763_700_000_000,
  updated_at: 1_763_700_000_000 + rev,
  kind: 'customer',
  name: 'Ramesh Kumar',
  name_key: 'ramesh kumar',
  mobile: '9876543210',
  opening_balance: 150_000,
  _deleted: false,
  ...patch,
})

/** A booking with its advance, at revision 1. */
export const bookingDoc = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  rev: 1,
  created_at: 1,
  updated_at: 1,
  receipt_no: 'RV-K3Q/2627/0001',
  booking_date: '2026-11-21',
  list_key: '7973-88-78',
  party_id: 'p-1',
  customer_name: 'Ramesh Kumar',
  model: 'Splendor Plus',
  variant: 'Drum',
  colour: 'Black',
  amount: 500_000,
  payment_mode: 'upi',
  status: 'booked',
  custom: {},
  _deleted: false,
  ...patch,
})

/** A company's settings row (keyed by its owner's id), at revision `rev`. */
export const settingsDoc = (userId: string, rev: number, patch: Record<string, unknown> = {}) => ({
  user_id: userId,
  rev,
  created_at: 1_763_700_000_000,
  updated_at: 1_763_700_000_000 + rev,
  company_name: 'AutoBahi Pro',
  bank_details: { account_holder_name: '', account_number: '', bank_name: '', ifsc_code: '' },
  registered_invoice_prefix: 'RINV-',
  non_registered_invoice_prefix: 'NRINV-',
  workshop_settings: { show_vehicle_details: true, uom_list: ['Nos'] },
  booking_settings: { customFields: [] },
  non_reg_fields: {},
  custom_fields: [],
  enable_extra_charges: false,
  extra_charges_mandatory_for_unregistered: false,
  fy_counters: {},
  period_lock_date: '',
  tax_settings: { tcs_base: 'invoice_value', tds_194q_applicable: false, round_to_rupee: true },
  _deleted: false,
  ...patch,
})

/** A push that wrote every row: no conflicts, nothing refused, no business key clashing. */
export const PUSHED = { conflicts: [], refused: [], clashes: [] }

/** A receipt voucher (a draft unless the patch posts it), at revision `rev`. */
export const voucherDoc = (id: string, rev: number, patch: Record<string, unknown> = {}) => ({
  id,
  rev,
  created_at: 1,
  updated_at: rev,
  type: 'rcpt',
  status: 'draft',
  number: '',
  series: 'RV',
  fy: '2526',
  doc_date: '2025-11-01',
  list_key: '7974-88-98',
  party_id: 'p-1',
  party: { name: 'Ramesh Kumar' },
  lines: [],
  totals: { grand_total: 150_000_00 },
  payment: {
    amount: 150_000_00,
    mode: 'cash',
    account_id: 'sys:cash',
    allocations: [],
    on_account: 150_000_00,
  },
  postings: [
    { account_id: 'sys:cash', dr: 150_000_00, cr: 0 },
    { account_id: 'sys:debtors', party_id: 'p-1', dr: 0, cr: 150_000_00 },
  ],
  stock_moves: [],
  _deleted: false,
  ...patch,
})

/** A catalogue variant at revision `rev`. */
export const catalogDoc = (id: string, rev: number, patch: Record<string, unknown> = {}) => ({
  id,
  rev,
  created_at: 1_763_700_000_000,
  updated_at: 1_763_700_000_000 + rev,
  make: 'Maruti',
  model: 'Brezza',
  variant: 'ZXi',
  name_key: 'maruti brezza zxi',
  body: 'car',
  fuel: 'petrol',
  hsn: '87032291',
  engine_cc: 1462,
  length_mm: 3995,
  colours: ['Pearl White'],
  tax_schedule: [{ from: '2025-09-22', gst_bp: 4000, cess_bp: 0 }],
  prices: [{ from: '2025-09-22', ex_showroom: 1_050_000_00 }],
  active: true,
  _deleted: false,
  ...patch,
})

/** A vehicle unit (one chassis) at revision `rev`. */
export const vehicleDoc = (id: string, rev: number, patch: Record<string, unknown> = {}) => ({
  id,
  rev,
  created_at: 1_763_700_000_000,
  updated_at: 1_763_700_000_000 + rev,
  chassis_no: 'MA3EWB22S00123456',
  engine_no: 'K15C1234567',
  catalog_id: 'c-1',
  description: 'Maruti Brezza ZXi',
  colour: 'Pearl White',
  source: 'purchase',
  _deleted: false,
  ...patch,
})

/** A part of the workshop's master at revision `rev`. */
export const partDoc = (id: string, rev: number, patch: Record<string, unknown> = {}) => ({
  id,
  rev,
  created_at: 1_763_700_000_000,
  updated_at: 1_763_700_000_000 + rev,
  part_no: '15400-RTA-003',
  part_key: '15400RTA003',
  name: 'Oil filter',
  name_key: '15400-rta-003 oil filter',
  hsn: '84212300',
  uom: 'NOS',
  gst_schedule: [{ from: '2025-09-22', gst_bp: 1800 }],
  sale_rate: 450_00,
  sale_rate_includes_tax: true,
  mrp: 520_00,
  reorder_level: 2.5,
  opening: { qty: 12, value: 3_600_00, as_of: '2026-04-01' },
  active: true,
  _deleted: false,
  ...patch,
})

/** A follow-up (one vehicle, kind and cycle) at revision `rev`. */
export const followUpDoc = (id: string, rev: number, patch: Record<string, unknown> = {}) => ({
  id,
  rev,
  created_at: 1_763_700_000_000,
  updated_at: 1_763_700_000_000 + rev,
  kind: 'service_due',
  cycle: 's2',
  vehicle_id: 'v-1',
  party_id: 'p-1',
  reg_no: 'MH12AB1234',
  vehicle: 'Maruti Brezza ZXi',
  source_id: 'jc-1',
  due_date: '2026-12-15',
  due_km: 10_000,
  status: 'open',
  attempts: [
    { at: 1_763_700_000_000, on: '2026-11-27', by: 'u-1', channel: 'call', outcome: 'not_reachable' },
  ],
  _deleted: false,
  ...patch,
})
