import { describe, expect, it } from 'vitest'
import { gstinCheckCharacter } from '@/utils/gstin'
import { DEFAULT_PURCHASE_COLUMNS, DEFAULT_UOM_LIST, defaultSettings, type SettingsForm } from './defaults'
import {
  addColumn,
  addUnit,
  canRemoveColumn,
  freshId,
  move,
  newBookingField,
  parseOptions,
  removeColumn,
  renameColumn,
  restoreDefaultUnits,
} from './lists'
import { fyCounterRows, settingsFromRow, settingsPatch, settingsToRow } from './row'
import { PREFIX_MAX, sampleInvoiceNumber, stateByName, validateSettings } from './validate'

const MH_GSTIN = '27AAPFU0939F1ZV'
const withForm = (patch: Partial<SettingsForm>): SettingsForm => ({ ...defaultSettings(), ...patch })
const errorsOf = (patch: Partial<SettingsForm>, confirm = '', saved = '') =>
  validateSettings(withForm(patch), confirm, saved)

describe('defaults', () => {
  it('match the database column defaults', () => {
    const d = defaultSettings()
    expect(d.registered_invoice_prefix).toBe('RINV-')
    expect(d.non_registered_invoice_prefix).toBe('NRINV-')
    expect(DEFAULT_UOM_LIST).toHaveLength(57)
    expect(new Set(DEFAULT_UOM_LIST.map((u) => u.toLowerCase())).size).toBe(57)
    expect(DEFAULT_PURCHASE_COLUMNS.map((c) => c.id)).toEqual([
      'partNo',
      'partName',
      'hsn',
      'purchaseRate',
      'qty',
      'uom',
      'saleRate',
      'gst',
      'total',
      'category',
    ])
    expect(DEFAULT_PURCHASE_COLUMNS.find((c) => c.id === 'total')).toMatchObject({
      deletable: false,
      editable: false,
    })
    expect(Object.values(d.non_reg_fields).every((f) => !f.enabled && !f.mandatory)).toBe(true)
    expect(d.workshop_settings).toMatchObject({
      show_vehicle_details: true,
      enable_uom: false,
      uom_mandatory: false,
      show_service_labour_invoice_title: true,
      allow_negative_stock: false,
      free_service_labour_at_zero: false,
    })
  })

  it('are fresh copies each time', () => {
    const a = defaultSettings()
    a.workshop_settings.uom_list.push('X')
    expect(defaultSettings().workshop_settings.uom_list).toHaveLength(57)
  })
})

describe('settingsFromRow / settingsToRow', () => {
  it('fills missing and malformed parts from the defaults', () => {
    const form = settingsFromRow({
      company_name: 'Shree Motors',
      workshop_settings: { enable_uom: true, uom_list: 'bad' },
      non_reg_fields: { rto: { enabled: false, mandatory: true } },
    })
    expect(form.company_name).toBe('Shree Motors')
    expect(form.workshop_settings.enable_uom).toBe(true)
    expect(form.workshop_settings.show_job_details).toBe(true)
    expect(form.workshop_settings.uom_list).toHaveLength(57)
    expect(form.non_reg_fields.rto).toEqual({ enabled: false, mandatory: false })
    expect(settingsFromRow(null)).toEqual(defaultSettings())
  })

  it('round-trips and normalises identifiers', () => {
    const form = withForm({
      gst_no: ' 27aapfu0939f1zv ',
      pan: 'aapfu0939f',
      mobile: '98765 43210',
      state: 'Maharashtra',
    })
    form.booking_fields = [
      { id: 'field1', label: ' Colour ', type: 'select', options: ['Red', ' '], required: true },
    ]
    const row = settingsToRow(form, 'u1', { booking_settings: { other: 1 } })
    expect(row).toMatchObject({
      user_id: 'u1',
      gst_no: MH_GSTIN,
      pan: 'AAPFU0939F',
      mobile: '9876543210',
      address: null,
    })
    expect(row.booking_settings).toEqual({
      other: 1,
      customFields: [{ id: 'field1', label: 'Colour', type: 'select', required: true, options: ['Red'] }],
    })
    expect(row).not.toHaveProperty('fy_counters')
    const back = settingsFromRow(row)
    expect(back.gst_no).toBe(MH_GSTIN)
    expect(back.booking_fields[0]).toMatchObject({ label: 'Colour', options: ['Red'] })
  })

  it('stores the mobile as the 10-digit number every module stores', () => {
    expect(settingsToRow(withForm({ mobile: '+91 98765-43210' }), 'u1').mobile).toBe('9876543210')
    expect(settingsToRow(withForm({ mobile: '098765 43210' }), 'u1').mobile).toBe('9876543210')
    expect(settingsToRow(withForm({ mobile: '' }), 'u1').mobile).toBeNull()
    // An older row's landline is kept, not dropped.
    expect(settingsToRow(withForm({ mobile: '020 2456 7890' }), 'u1').mobile).toBe('02024567890')
  })

  it('never stores mandatory without enabled', () => {
    const form = defaultSettings()
    form.non_reg_fields.rto = { enabled: false, mandatory: true }
    form.extra_charges_mandatory_for_unregistered = true
    form.workshop_settings.uom_mandatory = true
    const row = settingsToRow(form, 'u1')
    expect((row.non_reg_fields as Record<string, unknown>).rto).toEqual({ enabled: false, mandatory: false })
    expect(row.extra_charges_mandatory_for_unregistered).toBe(false)
    expect((row.workshop_settings as Record<string, unknown>).uom_mandatory).toBe(false)
  })

  it('lists fy counters sorted', () => {
    expect(fyCounterRows({ 'RINV-2627': 12, 'NRINV-2627': 3 })).toEqual([
      { key: 'NRINV-2627', value: '3' },
      { key: 'RINV-2627', value: '12' },
    ])
    expect(fyCounterRows(null)).toEqual([])
  })
})

describe('settingsPatch', () => {
  const row = { user_id: 'u', company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV', fy_counters: { a: 1 } }

  it('holds only the fields the form changed, clearing emptied ones', () => {
    const before = settingsToRow(settingsFromRow(row), 'u', row)
    const form = { ...settingsFromRow(row), company_name: 'Balaji Autos', gst_no: '' }
    expect(settingsPatch(before, settingsToRow(form, 'u', row))).toEqual({
      company_name: 'Balaji Autos',
      gst_no: undefined,
    })
  })

  it('is empty for an unchanged form, and leaves nested settings alone unless they changed', () => {
    const before = settingsToRow(settingsFromRow(row), 'u', row)
    expect(settingsPatch(before, settingsToRow(settingsFromRow(row), 'u', row))).toEqual({})
    const form = settingsFromRow(row)
    form.workshop_settings = { ...form.workshop_settings, enable_uom: true }
    const patch = settingsPatch(before, settingsToRow(form, 'u', row))
    expect(Object.keys(patch)).toEqual(['workshop_settings'])
    expect(patch).not.toHaveProperty('fy_counters')
  })
})

describe('validateSettings', () => {
  it('accepts the defaults', () => {
    expect(validateSettings(defaultSettings(), '', '')).toEqual({})
  })

  it('requires a company name', () => {
    expect(errorsOf({ company_name: '  ' }).company_name).toBe('required')
  })

  it('checks the GSTIN checksum and its state', () => {
    expect(errorsOf({ gst_no: MH_GSTIN, state: 'Maharashtra' })).toEqual({})
    expect(errorsOf({ gst_no: '27AAPFU0939F1ZW', state: 'Maharashtra' }).gst_no).toBe('gstin-checksum')
    expect(errorsOf({ gst_no: MH_GSTIN, state: 'Gujarat' }).gst_no).toBe('gstin-state-mismatch')
    expect(errorsOf({ gst_no: MH_GSTIN }).gst_no).toBe('gstin-needs-state')
    expect(errorsOf({ gst_no: '27AAPFU', state: 'Maharashtra' }).gst_no).toBe('gstin-length')
    const up = `09AAPFU0939F1Z${gstinCheckCharacter('09AAPFU0939F1Z')}`
    expect(errorsOf({ gst_no: up, state: 'Uttar Pradesh' })).toEqual({})
  })

  it('checks PAN and that it is the one inside the GSTIN', () => {
    expect(errorsOf({ pan: 'ABC' }).pan).toBe('pan-format')
    expect(errorsOf({ gst_no: MH_GSTIN, state: 'Maharashtra', pan: 'AAPFU0939F' })).toEqual({})
    expect(errorsOf({ gst_no: MH_GSTIN, state: 'Maharashtra', pan: 'ABCPE1234F' }).pan).toBe(
      'pan-gstin-mismatch',
    )
  })

  it('checks mobile, PIN and IFSC', () => {
    expect(errorsOf({ mobile: '12345' }).mobile).toBe('mobile-format')
    expect(errorsOf({ mobile: '+91 98765 43210' }).mobile).toBeUndefined()
    expect(errorsOf({ pin_code: '01234' }).pin_code).toBe('pin-format')
    expect(errorsOf({ pin_code: '411019' }).pin_code).toBeUndefined()
    const bank = { account_holder_name: '', account_number: '', bank_name: '', ifsc_code: 'HDFC1234567' }
    expect(errorsOf({ bank_details: bank })['bank_details.ifsc_code']).toBe('ifsc-format')
  })

  it('asks for a changed account number twice', () => {
    const bank = { account_holder_name: '', account_number: '50200012345678', bank_name: '', ifsc_code: '' }
    expect(errorsOf({ bank_details: bank }).confirm_account_number).toBe('account-confirm')
    expect(errorsOf({ bank_details: bank }, '50200012345678')).toEqual({})
    expect(errorsOf({ bank_details: bank }, '', '50200012345678')).toEqual({})
    expect(
      errorsOf({ bank_details: { ...bank, account_number: '12ab' } })['bank_details.account_number'],
    ).toBe('account-format')
  })

  it('keeps invoice prefixes short and plain', () => {
    expect(errorsOf({ registered_invoice_prefix: 'R INV' }).registered_invoice_prefix).toBe('prefix-chars')
    expect(
      errorsOf({ registered_invoice_prefix: 'A'.repeat(PREFIX_MAX + 1) }).registered_invoice_prefix,
    ).toBe('prefix-length')
    expect(errorsOf({ registered_invoice_prefix: '' }).registered_invoice_prefix).toBe('required')
    expect(errorsOf({ non_registered_invoice_prefix: 'rinv-' }).non_registered_invoice_prefix).toBe(
      'prefix-same',
    )
    expect(PREFIX_MAX).toBe(6)
    expect(errorsOf({ registered_invoice_prefix: 'ABCDEF' }).registered_invoice_prefix).toBeUndefined()
    expect(errorsOf({ registered_invoice_prefix: 'ABCDEFG' }).registered_invoice_prefix).toBe('prefix-length')
    expect(sampleInvoiceNumber('RINV-', '2526')).toBe('RINV-2526/A0001')
    const longest = sampleInvoiceNumber('A'.repeat(PREFIX_MAX), '2627')
    expect(longest.length).toBe(16)
  })

  it('locks the books up to a real date, today at most, or not at all', () => {
    const lockError = (date: string, today?: string) =>
      validateSettings(withForm({ period_lock_date: date }), '', '', today).period_lock_date
    expect(defaultSettings().period_lock_date).toBe('')
    expect(lockError('')).toBeUndefined()
    expect(lockError('2026-03-31', '2026-11-26')).toBeUndefined()
    expect(lockError('2026-11-26', '2026-11-26')).toBeUndefined()
    expect(lockError('2026-11-27', '2026-11-26')).toBe('lock-future')
    expect(lockError('2026-02-29')).toBe('lock-date')
    expect(lockError('31-03-2026')).toBe('lock-date')
    // Stored as the document and the server hold it: '' for none, never null.
    expect(settingsToRow(withForm({ period_lock_date: '' }), 'u1').period_lock_date).toBe('')
    const row = settingsToRow(withForm({ period_lock_date: '2026-03-31' }), 'u1')
    expect(settingsFromRow(row).period_lock_date).toBe('2026-03-31')
    expect(settingsPatch(settingsToRow(withForm({}), 'u1'), row)).toEqual({ period_lock_date: '2026-03-31' })
  })

  it('reads the tax choices with a default for each missing or unknown one, and keeps keys it does not know', () => {
    expect(defaultSettings().tax_settings).toMatchObject({ tcs_base: 'invoice_value', round_to_rupee: true })
    const read = settingsFromRow({
      tax_settings: { tcs_base: 'bogus', aato_band: 'above_10cr', tds_194q_applicable: 1 },
    })
    expect(read.tax_settings).toEqual({ ...defaultSettings().tax_settings, aato_band: 'above_10cr' })
    expect(settingsFromRow({}).tax_settings).toEqual(defaultSettings().tax_settings)
    const form = withForm({ tax_settings: { ...defaultSettings().tax_settings, tds_194q_applicable: true } })
    const row = settingsToRow(form, 'u1', { tax_settings: { later_choice: 'x' } })
    expect(row.tax_settings).toMatchObject({ later_choice: 'x', tds_194q_applicable: true })
    expect(settingsPatch(settingsToRow(withForm({}), 'u1'), settingsToRow(form, 'u1'))).toEqual({
      tax_settings: { ...defaultSettings().tax_settings, tds_194q_applicable: true },
    })
  })

  it('flags empty and duplicate labels in lists', () => {
    const form = defaultSettings()
    form.booking_fields = [
      { id: 'f1', label: 'Colour', type: 'text', options: [], required: false },
      { id: 'f2', label: 'colour', type: 'select', options: [], required: false },
    ]
    form.workshop_settings.uom_list = ['Nos', '', 'nos']
    const errors = validateSettings(form, '', '')
    expect(errors['booking_fields.1.label']).toBe('duplicate')
    expect(errors['booking_fields.1.options']).toBe('options-required')
    expect(errors['uom.1']).toBe('required')
    expect(errors['uom.2']).toBe('duplicate')
  })

  it('finds states by English or Hindi name', () => {
    expect(stateByName('maharashtra')?.code).toBe('27')
    expect(stateByName('उत्तर प्रदेश')?.code).toBe('09')
    expect(stateByName('')).toBeUndefined()
  })
})

describe('list editing', () => {
  it('moves within bounds only', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })

  it('never renames or removes the Total column', () => {
    const cols = DEFAULT_PURCHASE_COLUMNS.map((c) => ({ ...c }))
    expect(renameColumn(cols, 'total', 'Sum').find((c) => c.id === 'total')?.label).toBe('Total')
    expect(renameColumn(cols, 'qty', 'Quantity').find((c) => c.id === 'qty')?.label).toBe('Quantity')
    expect(removeColumn(cols, 'total')).toHaveLength(10)
    expect(removeColumn(cols, 'uom')).toHaveLength(9)
  })

  it('never removes HSN, Qty, Purchase Rate or GST %, which input tax credit needs, though they may be renamed', () => {
    const cols = DEFAULT_PURCHASE_COLUMNS.map((c) => ({ ...c }))
    for (const id of ['hsn', 'qty', 'purchaseRate', 'gst']) {
      expect(removeColumn(cols, id), id).toHaveLength(10)
      expect(canRemoveColumn(cols.find((c) => c.id === id)!), id).toBe(false)
    }
    expect(canRemoveColumn(cols.find((c) => c.id === 'category')!)).toBe(true)
    expect(renameColumn(cols, 'hsn', 'HSN code').find((c) => c.id === 'hsn')?.label).toBe('HSN code')
  })

  it('puts back, where the defaults place them, kept columns an older row had removed, and locks them', () => {
    const row = {
      workshop_settings: {
        workshop_purchase_columns: DEFAULT_PURCHASE_COLUMNS.filter((c) => c.id !== 'hsn' && c.id !== 'gst')
          .map((c) => ({ ...c }))
          .concat([{ id: 'custom1', label: 'Rack', type: 'text', deletable: true, editable: true }]),
      },
    }
    const columns = settingsFromRow(row).workshop_settings.workshop_purchase_columns
    expect(columns.map((c) => c.id)).toEqual([
      'partNo',
      'partName',
      'hsn',
      'purchaseRate',
      'qty',
      'uom',
      'saleRate',
      'gst',
      'total',
      'category',
      'custom1',
    ])
    expect(columns.filter((c) => !c.deletable).map((c) => c.id)).toEqual([
      'hsn',
      'purchaseRate',
      'qty',
      'gst',
      'total',
    ])
  })

  it('adds custom columns with fresh ids', () => {
    const one = addColumn(DEFAULT_PURCHASE_COLUMNS, ' Rack ', 'text')
    const two = addColumn(one, 'Bin', 'number')
    expect(two.slice(-2)).toEqual([
      { id: 'custom1', label: 'Rack', type: 'text', deletable: true, editable: true },
      { id: 'custom2', label: 'Bin', type: 'number', deletable: true, editable: true },
    ])
    expect(freshId('custom', ['custom1', 'custom3'])).toBe('custom2')
  })

  it('adds units once and restores the defaults keeping own units', () => {
    expect(addUnit(['Nos'], 'nos')).toEqual({ units: ['Nos'], added: false })
    expect(addUnit(['Nos'], ' Litre ')).toEqual({ units: ['Nos', 'Litre'], added: true })
    const restored = restoreDefaultUnits(['Nos', 'Litre'])
    expect(restored).toHaveLength(58)
    expect(restored.at(-1)).toBe('Litre')
  })

  it('parses select options and makes new fields', () => {
    expect(parseOptions('Red, Blue\nred,,Green ')).toEqual(['Red', 'Blue', 'Green'])
    expect(
      newBookingField([{ id: 'field1', label: 'a', type: 'text', options: [], required: false }]).id,
    ).toBe('field2')
  })
})
