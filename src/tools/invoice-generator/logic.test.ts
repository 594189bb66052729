import { describe, expect, it } from 'vitest'
import { financialYearStarting } from '@/utils/financial-year'
import {
  blankInvoice,
  computeInvoice,
  percentToBp,
  toGstLines,
  validateInvoice,
  type InvoiceDraft,
} from './model'
import {
  checkInvoiceNumber,
  cleanPrefix,
  formatInvoiceNumber,
  nextInvoiceNumber,
  sequenceOf,
} from './numbering'
import { isValidVpa, upiPayLink } from '../shared/qr/upi'

const fy = financialYearStarting(2025)

describe('invoice numbering', () => {
  it('formats PREFIX/FY/NNNN within 16 characters', () => {
    expect(formatInvoiceNumber('inv', fy, 7)).toBe('INV/2526/0007')
    expect(formatInvoiceNumber('', fy, 12345)).toBe('2526/12345')
    expect(formatInvoiceNumber('TOOLONGPREFIX', fy, 99999).length).toBeLessThanOrEqual(16)
    expect(cleanPrefix('a b/c-d')).toBe('ABCD')
  })

  it('continues after the highest number of the series in the year and ignores other series and years', () => {
    expect(nextInvoiceNumber('INV', fy, [])).toBe('INV/2526/0001')
    expect(
      nextInvoiceNumber('INV', fy, ['INV/2526/0003', 'INV/2526/0010', 'SB/2526/0040', 'INV/2425/0099']),
    ).toBe('INV/2526/0011')
    expect(sequenceOf('INV/2526/0010', 'INV', fy)).toBe(10)
    expect(sequenceOf('INV/2526/10A', 'INV', fy)).toBeNull()
  })

  it('refuses empty, long, odd-character and duplicate numbers', () => {
    expect(checkInvoiceNumber('', [])).toBe('empty')
    expect(checkInvoiceNumber('A'.repeat(17), [])).toBe('too-long')
    expect(checkInvoiceNumber('INV 1', [])).toBe('bad-characters')
    expect(checkInvoiceNumber('inv/2526/0001', ['INV/2526/0001'])).toBe('duplicate')
    expect(checkInvoiceNumber('INV/2526/0002', ['INV/2526/0001'])).toBeNull()
  })
})

function filled(): InvoiceDraft {
  const d = blankInvoice('x', '2025-11-21', '09')
  return {
    ...d,
    number: 'INV/2526/0001',
    supplier: { ...d.supplier, name: 'Sharma Motors', address: 'Lucknow', gstin: '09AAACH7409R1ZZ' },
    buyer: { ...d.buyer, name: 'Verma Traders', gstin: '09AAACH7409R1ZZ' },
    signatory: 'R. Sharma',
    lines: [
      {
        description: 'Helmet',
        hsn: '6506',
        quantity: '2',
        unit: 'Nos',
        rate: '1,250.50',
        discount: '100',
        gstRate: '18',
      },
      {
        description: 'Service',
        hsn: '998714',
        quantity: '1',
        unit: 'Nos',
        rate: '499',
        discount: '',
        gstRate: '5',
      },
    ],
  }
}

describe('invoice model → computeGstInvoice', () => {
  it('maps quantity, rupees, discount and percent onto the engine', () => {
    const { lines, errors } = toGstLines(filled().lines)
    expect(errors).toEqual({})
    expect(lines[0]).toEqual({ quantity: 2, unitPricePaise: 125050, discountPaise: 10000, rateBp: 1800 })
    expect(lines[1]).toEqual({ quantity: 1, unitPricePaise: 49900, discountPaise: 0, rateBp: 500 })
    expect(percentToBp('0.25')).toBe(25)
    expect(percentToBp('101')).toBeNull()
    expect(percentToBp('abc')).toBeNull()
  })

  it('splits CGST+SGST within the state and IGST across states, with round-off to the rupee', () => {
    const intra = computeInvoice(filled())
    // Helmet: 2 × 1250.50 − 100 = 2401.00; 9 % each = 216.09. Service: 499, 2.5 % each = 12.475 → 12.48.
    expect(intra?.kind).toBe('intra')
    expect(intra?.taxablePaise).toBe(240100 + 49900)
    expect(intra?.cgstPaise).toBe(21609 + 1248)
    expect(intra?.sgstPaise).toBe(21609 + 1248)
    expect(intra?.totalBeforeRoundOffPaise).toBe(290000 + 45714)
    expect(intra?.roundOffPaise).toBe(-14)
    expect(intra?.grandTotalPaise).toBe(335700)
    const inter = computeInvoice({ ...filled(), placeOfSupply: '27' })
    expect(inter?.kind).toBe('inter')
    expect(inter?.igstPaise).toBe(43218 + 2495)
    expect(inter?.cgstPaise).toBe(0)
  })

  it('gives no result while a number is bad, and a message for each bad field', () => {
    const d = filled()
    d.lines[0] = { ...d.lines[0]!, rate: '12.345', quantity: '-1', gstRate: '200', discount: 'x' }
    expect(computeInvoice(d)).toBeNull()
    const errors = toGstLines(d.lines).errors
    expect(errors).toMatchObject({
      'lines.0.rate': 'moneyDecimals',
      'lines.0.quantity': 'qtyInvalid',
      'lines.0.gstRate': 'rateInvalid',
      'lines.0.discount': 'moneyInvalid',
    })
    const big = filled()
    big.lines[0] = { ...big.lines[0]!, discount: '999999' }
    expect(toGstLines(big.lines).errors['lines.0.discount']).toBe('discountTooBig')
  })
})

describe('invoice validation', () => {
  it('accepts a complete invoice', () => {
    expect(validateInvoice(filled(), [])).toEqual({})
  })

  it('flags required fields, bad GSTINs, state mismatch and duplicate numbers', () => {
    const d = filled()
    d.supplier.name = ''
    d.supplier.gstin = '09AAACH7409R1ZY'
    d.buyer.gstin = '27AAACH7409R1Z'
    d.bank.upiId = 'nope'
    d.bank.ifsc = 'SBIN123'
    const e = validateInvoice(d, ['INV/2526/0001'])
    expect(e).toMatchObject({
      'supplier.name': 'required',
      'supplier.gstin': 'gstinChecksum',
      'buyer.gstin': 'gstinLength',
      number: 'numberDuplicate',
      'bank.upiId': 'vpaInvalid',
      'bank.ifsc': 'ifscInvalid',
    })
    const other = filled()
    other.supplier.stateCode = '27'
    expect(validateInvoice(other, [])['supplier.gstin']).toBe('gstinStateMismatch')
  })

  it('does not ask for a GSTIN from an unregistered buyer', () => {
    const d = filled()
    d.buyer = { ...d.buyer, registered: false, gstin: '' }
    expect(validateInvoice(d, [])).toEqual({})
  })
})

describe('UPI link', () => {
  it('puts payee, amount in rupees and note in a upi://pay link', () => {
    expect(
      upiPayLink({
        vpa: 'sharma@okhdfc',
        payee: 'Sharma Motors',
        amountPaise: 335700,
        note: 'INV/2526/0001',
      }),
    ).toBe('upi://pay?pa=sharma%40okhdfc&pn=Sharma%20Motors&am=3357.00&cu=INR&tn=INV%2F2526%2F0001')
    expect(upiPayLink({ vpa: 'a@b', payee: 'X', amountPaise: 0 })).toBe('upi://pay?pa=a%40b&pn=X&cu=INR')
    expect(isValidVpa('sharma.motors@okhdfc')).toBe(true)
    expect(isValidVpa('sharma motors')).toBe(false)
  })
})

describe('stored drafts', async () => {
  const { reviveDraft } = await import('./model')
  it('fills missing or damaged parts from a blank invoice and keeps good ones', () => {
    const fallback = blankInvoice('new', '2025-11-21')
    expect(reviveDraft(null, fallback)).toBe(fallback)
    const d = reviveDraft(
      {
        template: 'weird',
        supplier: { name: 'A', gstin: 5 },
        lines: [{ description: 'X', rate: 10 }],
        reverseCharge: 'yes',
      },
      fallback,
    )
    expect(d.template).toBe('classic')
    expect(d.supplier.name).toBe('A')
    expect(d.supplier.gstin).toBe('')
    expect(d.lines[0]).toMatchObject({ description: 'X', rate: '', quantity: '1' })
    expect(d.reverseCharge).toBe(false)
    expect(reviveDraft(filled(), fallback)).toEqual(filled())
  })
})
