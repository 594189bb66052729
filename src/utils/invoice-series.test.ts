import { describe, expect, it } from 'vitest'
import {
  MAX_INVOICE_PREFIX_LENGTH,
  nextVehicleInvoiceNumber,
  vehicleInvoiceHead,
  vehicleInvoiceNumber,
} from './invoice-series'

describe('vehicleInvoiceNumber', () => {
  it('is prefix, year, "/", slot and four digits', () => {
    expect(vehicleInvoiceNumber('RINV-', '2526', 'A', 1)).toBe('RINV-2526/A0001')
    expect(vehicleInvoiceNumber('NRINV-', '2526', 'A', 1)).toBe('NRINV-2526/A0001')
    expect(vehicleInvoiceNumber(' rinv- ', '2627', '7', 42)).toBe('RINV-2627/70042')
  })

  it('is never longer than 16 characters, however long the prefix or the sequence', () => {
    expect(MAX_INVOICE_PREFIX_LENGTH).toBe(6)
    expect(vehicleInvoiceNumber('NRINV-', '2526', 'Z', 9999)).toHaveLength(16)
    expect(vehicleInvoiceNumber('NRINV-', '2526', 'Z', 10_000)).toBeNull()
    expect(vehicleInvoiceNumber('RINV-', '2526', 'Z', 10_000)).toBe('RINV-2526/Z10000')
    expect(vehicleInvoiceNumber('ABCDEFG', '2526', 'A', 1)).toBeNull()
    for (let seq = 1; seq < 200_000; seq += 997) {
      const n = vehicleInvoiceNumber('RI-', '2526', 'Q', seq)
      if (n !== null) expect(n.length).toBeLessThanOrEqual(16)
    }
  })

  it('refuses a part that is not valid', () => {
    expect(vehicleInvoiceNumber('R INV', '2526', 'A', 1)).toBeNull()
    expect(vehicleInvoiceNumber('', '2526', 'A', 1)).toBeNull()
    expect(vehicleInvoiceNumber('RINV-', '25-26', 'A', 1)).toBeNull()
    expect(vehicleInvoiceNumber('RINV-', '2526', 'a', 1)).toBeNull()
    expect(vehicleInvoiceNumber('RINV-', '2526', 'AB', 1)).toBeNull()
    expect(vehicleInvoiceNumber('RINV-', '2526', 'A', 0)).toBeNull()
    expect(vehicleInvoiceNumber('RINV-', '2526', 'A', 1.5)).toBeNull()
    expect(vehicleInvoiceHead('RINV-', '2526', 'A')).toBe('RINV-2526/A')
  })
})

describe('nextVehicleInvoiceNumber', () => {
  const issued = [
    'RINV-2526/A0001',
    'RINV-2526/A0007',
    'RINV-2526/B0050',
    'NRINV-2526/A0090',
    'RINV-2425/A0300',
    'RINV-2526/A00X9',
  ]

  it('is one above the highest of its own series, prefix, year and slot', () => {
    expect(nextVehicleInvoiceNumber('RINV-', '2526', 'A', issued)).toBe('RINV-2526/A0008')
    expect(nextVehicleInvoiceNumber('RINV-', '2526', 'B', issued)).toBe('RINV-2526/B0051')
    expect(nextVehicleInvoiceNumber('NRINV-', '2526', 'A', issued)).toBe('NRINV-2526/A0091')
    expect(nextVehicleInvoiceNumber('RINV-', '2627', 'A', issued)).toBe('RINV-2627/A0001')
    expect(nextVehicleInvoiceNumber('RINV-', '2526', 'C', [])).toBe('RINV-2526/C0001')
  })

  it('is null when the series is full or a part is not valid', () => {
    expect(nextVehicleInvoiceNumber('NRINV-', '2526', 'A', ['NRINV-2526/A9999'])).toBeNull()
    expect(nextVehicleInvoiceNumber('RINV-', '2526', '', issued)).toBeNull()
  })
})
