// The shape of the settings row as the form edits it, and the defaults of schemas/sql/0003_settings.sql
// (spec §3, §9). Pure: the form, the tests and later the local database share these.

/** Default units of measure for workshop parts (spec §9, the column default of workshop_settings.uom_list). */
export const DEFAULT_UOM_LIST: readonly string[] = [
  'Nos',
  'Pcs',
  'Doz',
  'Pkt',
  'Set',
  'Pair',
  'Kg',
  'Gm',
  'Qtl',
  'MT',
  'Ltr',
  'Ml',
  'Mtr',
  'Cm',
  'Sqm',
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
  'Tube',
  'Unit',
  'Kit',
  'Lot',
  'Bale',
  'Bunch',
  'Gross',
  'Hrs',
  'Days',
  'Job',
  'Trip',
  'Cartridge',
  'Block',
  'Pouch',
]

export type ColumnType = 'text' | 'number'
export type PurchaseColumn = {
  id: string
  label: string
  type: ColumnType
  deletable: boolean
  editable: boolean
}

/** The ten default workshop purchase columns in order; Total can be neither renamed nor removed. */
export const DEFAULT_PURCHASE_COLUMNS: readonly PurchaseColumn[] = [
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
export type NonRegFieldKey = (typeof NON_REG_FIELD_KEYS)[number]
export type FieldFlags = { enabled: boolean; mandatory: boolean }

export const WORKSHOP_FLAGS = [
  'show_vehicle_details',
  'show_labour_items',
  'show_job_details',
  'enable_uom',
  'uom_mandatory',
  'show_service_labour_invoice_title',
] as const
export type WorkshopFlag = (typeof WORKSHOP_FLAGS)[number]

export type WorkshopSettings = Record<WorkshopFlag, boolean> & {
  uom_list: string[]
  workshop_purchase_columns: PurchaseColumn[]
}

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number]
export type BookingField = {
  id: string
  label: string
  type: CustomFieldType
  options: string[]
  required: boolean
}

export type BankDetails = {
  account_holder_name: string
  account_number: string
  bank_name: string
  ifsc_code: string
}

/** Everything the settings screen edits; text fields are '' when empty. */
export type SettingsForm = {
  company_name: string
  gst_no: string
  pan: string
  mobile: string
  address: string
  /** The state's English name, as stored in settings.state. */
  state: string
  district: string
  pin_code: string
  bank_details: BankDetails
  company_logo_url: string
  upi_qr_code_url: string
  terms_and_conditions: string
  registered_invoice_prefix: string
  non_registered_invoice_prefix: string
  non_reg_fields: Record<NonRegFieldKey, FieldFlags>
  booking_fields: BookingField[]
  enable_extra_charges: boolean
  extra_charges_mandatory_for_unregistered: boolean
  workshop_settings: WorkshopSettings
}

export const DEFAULT_COMPANY_NAME = 'AutoBahi Pro'

/** A fresh copy of the workshop defaults. */
export function defaultWorkshopSettings(): WorkshopSettings {
  return {
    show_vehicle_details: true,
    show_labour_items: true,
    show_job_details: true,
    enable_uom: false,
    uom_mandatory: false,
    show_service_labour_invoice_title: true,
    uom_list: [...DEFAULT_UOM_LIST],
    workshop_purchase_columns: DEFAULT_PURCHASE_COLUMNS.map((c) => ({ ...c })),
  }
}

/** The settings a new account starts with (the column defaults). */
export function defaultSettings(): SettingsForm {
  return {
    company_name: DEFAULT_COMPANY_NAME,
    gst_no: '',
    pan: '',
    mobile: '',
    address: '',
    state: '',
    district: '',
    pin_code: '',
    bank_details: { account_holder_name: '', account_number: '', bank_name: '', ifsc_code: '' },
    company_logo_url: '',
    upi_qr_code_url: '',
    terms_and_conditions: '',
    registered_invoice_prefix: 'RINV-',
    non_registered_invoice_prefix: 'NRINV-',
    non_reg_fields: Object.fromEntries(
      NON_REG_FIELD_KEYS.map((k) => [k, { enabled: false, mandatory: false }]),
    ) as Record<NonRegFieldKey, FieldFlags>,
    booking_fields: [],
    enable_extra_charges: false,
    extra_charges_mandatory_for_unregistered: false,
    workshop_settings: defaultWorkshopSettings(),
  }
}
