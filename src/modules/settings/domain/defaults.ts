// The shape of the settings row as the form edits it, and its defaults (schemas/settings-defaults.ts, the
// column defaults of schemas/sql/0003_settings.sql; spec §3, §9). Pure: the form and the tests share these.

import {
  AATO_BANDS,
  DEFAULT_COMPANY_NAME,
  DEFAULT_PURCHASE_COLUMNS,
  DEFAULT_UOM_LIST,
  defaultSettingsValues,
  defaultTaxSettings,
  defaultWorkshopValues,
  NON_REG_FIELD_KEYS,
  TCS_BASES,
} from '@schemas/settings-defaults'

// The values themselves live beside the settings document's schema: the device that creates the document
// and the merge of its first push start from them too.
export {
  AATO_BANDS,
  DEFAULT_COMPANY_NAME,
  DEFAULT_PURCHASE_COLUMNS,
  DEFAULT_UOM_LIST,
  defaultTaxSettings,
  NON_REG_FIELD_KEYS,
  TCS_BASES,
}

/** The tax choices of sales and purchases (TCS, s.194Q TDS, turnover band, PDI, round-off). */
export type TaxSettings = ReturnType<typeof defaultTaxSettings>

export type ColumnType = 'text' | 'number'
export type PurchaseColumn = {
  id: string
  label: string
  type: ColumnType
  deletable: boolean
  editable: boolean
}

export type NonRegFieldKey = (typeof NON_REG_FIELD_KEYS)[number]
export type FieldFlags = { enabled: boolean; mandatory: boolean }

export const WORKSHOP_FLAGS = [
  'show_vehicle_details',
  'show_labour_items',
  'show_job_details',
  'enable_uom',
  'uom_mandatory',
  'show_service_labour_invoice_title',
  'allow_negative_stock',
  'free_service_labour_at_zero',
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
  /** yyyy-mm-dd up to which the books are locked (research/modules.md §2.5); '' = not locked. */
  period_lock_date: string
  tax_settings: TaxSettings
}

/** A fresh copy of the workshop defaults. */
export function defaultWorkshopSettings(): WorkshopSettings {
  return defaultWorkshopValues()
}

/** The settings a new account starts with (the column defaults); text without a default is ''. */
export function defaultSettings(): SettingsForm {
  const v = defaultSettingsValues()
  return {
    company_name: v.company_name,
    gst_no: '',
    pan: '',
    mobile: '',
    address: '',
    state: '',
    district: '',
    pin_code: '',
    bank_details: v.bank_details,
    company_logo_url: '',
    upi_qr_code_url: '',
    terms_and_conditions: '',
    registered_invoice_prefix: v.registered_invoice_prefix,
    non_registered_invoice_prefix: v.non_registered_invoice_prefix,
    non_reg_fields: v.non_reg_fields,
    booking_fields: [],
    enable_extra_charges: v.enable_extra_charges,
    extra_charges_mandatory_for_unregistered: v.extra_charges_mandatory_for_unregistered,
    workshop_settings: v.workshop_settings,
    period_lock_date: v.period_lock_date,
    tax_settings: v.tax_settings,
  }
}
