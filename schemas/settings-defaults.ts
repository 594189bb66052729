// The settings a new account starts with (spec §3, §9): the column defaults of schemas/sql/0003_settings.sql
// as a document (settings-defaults.test.ts compares the two). Both the device that creates the document and
// the three-way merge of a first push start from these.

/** Default units of measure for workshop parts (spec §9). */
export const DEFAULT_UOM_LIST: readonly string[] = [
  ...['Nos', 'Pcs', 'Doz', 'Pkt', 'Set', 'Pair', 'Kg', 'Gm', 'Qtl', 'MT', 'Ltr', 'Ml', 'Mtr', 'Cm', 'Sqm'],
  ...[
    'Box',
    'Bag',
    'Tin',
    'Can',
    'Drum',
    'Carton',
    'Bundle',
    'Sheet',
    'Coil',
    'Mm',
    'Km',
    'Inch',
    'Ft',
    'Yd',
  ],
  ...[
    'Sqft',
    'Sqyd',
    'Sqin',
    'Cbm',
    'Cft',
    'Mg',
    'Ton',
    'Kl',
    'Gal',
    'Bottle',
    'Jar',
    'Roll',
    'Reel',
    'Strip',
  ],
  ...['Tube', 'Unit', 'Kit', 'Lot', 'Bale', 'Bunch', 'Gross', 'Hrs', 'Days', 'Job', 'Trip', 'Cartridge'],
  ...['Block', 'Pouch'],
]

export type PurchaseColumnDefault = {
  id: string
  label: string
  type: 'text' | 'number'
  deletable: boolean
  editable: boolean
}

/** The ten default workshop purchase columns in order; Total can be neither renamed nor removed. */
export const DEFAULT_PURCHASE_COLUMNS: readonly PurchaseColumnDefault[] = [
  { id: 'partNo', label: 'Part No', type: 'text', deletable: true, editable: true },
  { id: 'partName', label: 'Part Name', type: 'text', deletable: true, editable: true },
  { id: 'hsn', label: 'HSN', type: 'text', deletable: true, editable: true },
  { id: 'purchaseRate', label: 'Purchase Rate', type: 'number', deletable: true, editable: true },
  { id: 'qty', label: 'Qty', type: 'number', deletable: true, editable: true },
  { id: 'uom', label: 'UOM', type: 'text', deletable: true, editable: true },
  { id: 'saleRate', label: 'Sale Rate', type: 'number', deletable: true, editable: true },
  { id: 'gst', label: 'GST %', type: 'number', deletable: true, editable: true },
  { id: 'total', label: 'Total', type: 'number', deletable: false, editable: false },
  { id: 'category', label: 'Category', type: 'text', deletable: true, editable: true },
]

export const NON_REG_FIELD_KEYS = [
  'adharNo',
  'nomineeName',
  'hypothecation',
  'rto',
  'emailId',
  'salesPerson',
] as const

export const DEFAULT_COMPANY_NAME = 'AutoBahi Pro'

/** A fresh copy of the workshop defaults. */
export function defaultWorkshopValues() {
  return {
    show_vehicle_details: true,
    show_labour_items: true,
    show_job_details: true,
    enable_uom: false,
    uom_mandatory: false,
    show_service_labour_invoice_title: true,
    /** Parts may be issued below zero (research/modules.md §1.1 `allow_negative_stock`): off, an issue above
     * what is on hand is refused; two offline devices can still overdraw, which the stock flags. */
    allow_negative_stock: false,
    /** A free service's labour is printed on the customer's invoice at zero (research/modules.md §3.9), or left
     * off it (the default). */
    free_service_labour_at_zero: false,
    uom_list: [...DEFAULT_UOM_LIST],
    workshop_purchase_columns: DEFAULT_PURCHASE_COLUMNS.map((c) => ({ ...c })),
  }
}

/** How a vehicle invoice's TCS is based (research/modules.md §2.2) **[CA]**: the invoice value without
 * pure-agent charges (the default), the vehicle lines alone, or the taxable value alone. */
export const TCS_BASES = ['invoice_value', 'vehicle_line', 'taxable_only'] as const
/** The dealer's aggregate annual turnover, which decides the HSN digits printed (4 up to ₹5 crore, else 6), the
 * e-invoice (above ₹5 crore) and the 30-day reporting clock (₹10 crore or more). */
export const AATO_BANDS = ['upto_5cr', 'upto_10cr', 'above_10cr'] as const

/** The taxes of sales and purchases a dealer's accountant decides (research/modules.md §1.1, §7). */
export function defaultTaxSettings() {
  return {
    tcs_base: 'invoice_value' as (typeof TCS_BASES)[number],
    /** The ₹10 lakh test on a vehicle's line with its GST (the default) or without. */
    tcs_threshold_with_gst: true,
    tcs_round_to_rupee: false,
    /** Whether the dealer deducts s.194Q TDS on purchases (turnover above ₹10 crore last year). */
    tds_194q_applicable: false,
    aato_band: 'upto_5cr' as (typeof AATO_BANDS)[number],
    /** A vehicle is allotted or invoiced only after a PDI marked ok. */
    pdi_required_for_invoice: false,
    /** One round-off line takes an invoice's total to the rupee (the default), or none. */
    round_to_rupee: true,
  }
}

const oneOf = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly unknown[]).includes(v) ? (v as T) : fallback
const flag = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback)

/** The tax choices of a settings row, each missing or unknown one at its default (an older build never
 * wrote them, and the block is free-form jsonb on the server). */
export function readTaxSettings(value: unknown): ReturnType<typeof defaultTaxSettings> {
  const t =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const d = defaultTaxSettings()
  return {
    tcs_base: oneOf(t.tcs_base, TCS_BASES, d.tcs_base),
    tcs_threshold_with_gst: flag(t.tcs_threshold_with_gst, d.tcs_threshold_with_gst),
    tcs_round_to_rupee: flag(t.tcs_round_to_rupee, d.tcs_round_to_rupee),
    tds_194q_applicable: flag(t.tds_194q_applicable, d.tds_194q_applicable),
    aato_band: oneOf(t.aato_band, AATO_BANDS, d.aato_band),
    pdi_required_for_invoice: flag(t.pdi_required_for_invoice, d.pdi_required_for_invoice),
    round_to_rupee: flag(t.round_to_rupee, d.round_to_rupee),
  }
}

/** The default values of every settings field that has one (absent fields are empty). */
export function defaultSettingsValues() {
  return {
    company_name: DEFAULT_COMPANY_NAME,
    bank_details: { account_holder_name: '', account_number: '', bank_name: '', ifsc_code: '' },
    registered_invoice_prefix: 'RINV-',
    non_registered_invoice_prefix: 'NRINV-',
    workshop_settings: defaultWorkshopValues(),
    booking_settings: { customFields: [] as unknown[] },
    non_reg_fields: Object.fromEntries(
      NON_REG_FIELD_KEYS.map((k) => [k, { enabled: false, mandatory: false }]),
    ) as Record<(typeof NON_REG_FIELD_KEYS)[number], { enabled: boolean; mandatory: boolean }>,
    custom_fields: [] as unknown[],
    enable_extra_charges: false,
    extra_charges_mandatory_for_unregistered: false,
    fy_counters: {} as Record<string, unknown>,
    period_lock_date: '',
    tax_settings: defaultTaxSettings(),
  }
}
