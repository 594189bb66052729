import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import {
  DEC,
  DECEMBER,
  counterSale,
  g2,
  g2Paid,
  g3,
  g3Cancelled,
  g3Return,
  partsBill,
  partsReturn,
  receipt,
  sale,
  line,
} from './fixtures.test-data'
import { TALLY_GROUPS, TALLY_SUSPENSE } from './tally-ledgers'
import { tallyAmount, tallyXml, xmlText, type TallyInput } from './tally-xml'

const input = (vouchers: readonly Voucher[], patch: Partial<TallyInput> = {}): TallyInput => ({
  company: 'Om Motors',
  period: DEC,
  vouchers,
  accounts: [{ id: 'bank-hdfc', name: 'HDFC Bank A/c 0042', account_group: 'bank' }],
  ...patch,
})

type Entry = {
  LEDGERNAME: string
  ISDEEMEDPOSITIVE: 'Yes' | 'No'
  ISPARTYLEDGER: 'Yes' | 'No'
  AMOUNT: string
  'BILLALLOCATIONS.LIST'?: { NAME?: string; BILLTYPE: string; AMOUNT: string }[]
}
type ParsedVoucher = {
  '@VCHTYPE': string
  DATE: string
  VOUCHERTYPENAME: string
  VOUCHERNUMBER: string
  PARTYLEDGERNAME?: string
  REFERENCE?: string
  NARRATION?: string
  'ALLLEDGERENTRIES.LIST': Entry[]
}
type ParsedLedger = {
  '@NAME': string
  'NAME.LIST': { NAME: string }
  PARENT: string
  ISBILLWISEON: string
  GSTDUTYHEAD?: string
  PARTYGSTIN?: string
  LEDSTATENAME?: string
  GSTREGISTRATIONTYPE?: string
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  htmlEntities: true,
  isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST', 'BILLALLOCATIONS.LIST'].includes(name),
})

/** The file read back as Tally would: its ledgers and vouchers. */
function readBack(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true)
  const doc = parser.parse(xml)
  expect(doc.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data')
  const messages = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as {
    LEDGER?: ParsedLedger
    VOUCHER?: ParsedVoucher
  }[]
  return {
    desc: doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC,
    ledgers: messages.flatMap((m) => (m.LEDGER ? [m.LEDGER] : [])),
    vouchers: messages.flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : [])),
  }
}

/** A Tally amount in paise, signed as written. */
const paise = (amount: string) => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(amount)
  if (!m) throw new Error(`not a Tally amount: ${amount}`)
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]))
}

const PREDEFINED = new Set([...Object.values(TALLY_GROUPS), TALLY_SUSPENSE])

describe('the Tally export of December 2025', () => {
  const out = tallyXml(input(DECEMBER))
  const back = readBack(out.xml)

  it('is one import of all masters into the company, the ledgers before the vouchers', () => {
    expect(back.desc.REPORTNAME).toBe('All Masters')
    expect(back.desc.STATICVARIABLES.SVCURRENTCOMPANY).toBe('Om Motors')
    expect(out.xml.lastIndexOf('<LEDGER ')).toBeLessThan(out.xml.indexOf('<VOUCHER '))
    expect([out.vouchers, out.ledgers]).toEqual([back.vouchers.length, back.ledgers.length])
    expect(out.unknownAccounts).toEqual([])
  })

  it('every voucher balances, each entry signed as Tally signs it, its bills adding up to the party line', () => {
    expect(back.vouchers.length).toBeGreaterThan(10)
    for (const v of back.vouchers) {
      const entries = v['ALLLEDGERENTRIES.LIST']
      expect(
        entries.reduce((s, e) => s + paise(e.AMOUNT), 0),
        v.VOUCHERNUMBER,
      ).toBe(0)
      for (const e of entries) {
        expect(e.ISDEEMEDPOSITIVE === 'Yes', `${v.VOUCHERNUMBER} ${e.LEDGERNAME}`).toBe(paise(e.AMOUNT) < 0)
        const bills = e['BILLALLOCATIONS.LIST']
        if (bills) expect(bills.reduce((s, b) => s + paise(b.AMOUNT), 0)).toBe(paise(e.AMOUNT))
      }
      expect(v.DATE).toMatch(/^2025120[1-9]$|^202512[1-3][0-9]$/)
    }
  })

  it('every ledger a voucher names is created, once, under one of Tally’s predefined groups', () => {
    const names = back.ledgers.map((l) => l['@NAME'])
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length)
    for (const l of back.ledgers) {
      expect(PREDEFINED.has(l.PARENT), l.PARENT).toBe(true)
      expect(l['NAME.LIST'].NAME).toBe(l['@NAME'])
    }
    const defined = new Set(names)
    for (const v of back.vouchers) {
      if (v.PARTYLEDGERNAME) expect(defined.has(v.PARTYLEDGERNAME), v.PARTYLEDGERNAME).toBe(true)
      for (const e of v['ALLLEDGERENTRIES.LIST']) expect(defined.has(e.LEDGERNAME), e.LEDGERNAME).toBe(true)
    }
  })

  it('G2 as Tally reads it: Dr K Motors 7,50,000.00 as a new bill / Cr sales and output IGST', () => {
    const v = back.vouchers.find((x) => x.VOUCHERNUMBER === g2.number)!
    expect([v['@VCHTYPE'], v.VOUCHERTYPENAME, v.DATE, v.PARTYLEDGERNAME]).toEqual([
      'Sales',
      'Sales',
      '20251201',
      'K Motors',
    ])
    expect(v['ALLLEDGERENTRIES.LIST']).toEqual([
      {
        LEDGERNAME: 'K Motors',
        ISDEEMEDPOSITIVE: 'Yes',
        ISPARTYLEDGER: 'Yes',
        AMOUNT: '-750000.00',
        'BILLALLOCATIONS.LIST': [{ NAME: 'RINV-2526/A0001', BILLTYPE: 'New Ref', AMOUNT: '-750000.00' }],
      },
      { LEDGERNAME: 'Sales - Vehicles', ISDEEMEDPOSITIVE: 'No', ISPARTYLEDGER: 'No', AMOUNT: '635593.22' },
      { LEDGERNAME: 'Output IGST', ISDEEMEDPOSITIVE: 'No', ISPARTYLEDGER: 'No', AMOUNT: '114406.78' },
    ])
    const party = back.ledgers.find((l) => l['@NAME'] === 'K Motors')!
    expect([
      party.PARENT,
      party.ISBILLWISEON,
      party.PARTYGSTIN,
      party.LEDSTATENAME,
      party.GSTREGISTRATIONTYPE,
    ]).toEqual(['Sundry Debtors', 'Yes', '29AABCK7421M1Z7', 'Karnataka', 'Regular'])
    expect(back.ledgers.find((l) => l['@NAME'] === 'Output IGST')).toMatchObject({
      PARENT: 'Duties & Taxes',
      GSTDUTYHEAD: 'Integrated Tax',
    })
  })

  it('G3 with its round-off on the debit side, and its return as a credit note against the invoice', () => {
    const v = back.vouchers.find((x) => x.VOUCHERNUMBER === g3.number)!
    expect(v['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.AMOUNT])).toEqual([
      ['Ravi Kulkarni', '-6842.00'],
      ['Sales - Spare Parts', '4148.64'],
      ['Sales - Workshop Labour', '1650.00'],
      ['Output CGST', '521.88'],
      ['Output SGST', '521.88'],
      ['Round Off', '-0.40'],
    ])
    const note = back.vouchers.find((x) => x.VOUCHERNUMBER === g3Return.number)!
    expect(note.VOUCHERTYPENAME).toBe('Credit Note')
    expect(note.NARRATION).toBe('Against WIB01/2526/0001 of 2025-12-10')
    const party = note['ALLLEDGERENTRIES.LIST'].find((e) => e.LEDGERNAME === 'Ravi Kulkarni')!
    expect(party['BILLALLOCATIONS.LIST']).toEqual([
      { NAME: 'WIB01/2526/0001', BILLTYPE: 'Agst Ref', AMOUNT: '2500.00' },
    ])
  })

  it('a purchase by the supplier’s bill number, its return against it, a receipt settling an invoice', () => {
    const bill = back.vouchers.find((x) => x.VOUCHERNUMBER === partsBill.number)!
    expect([bill.VOUCHERTYPENAME, bill.REFERENCE, bill.PARTYLEDGERNAME]).toEqual([
      'Purchase',
      'PAP-771',
      'Pune Auto Parts',
    ])
    const supplier = bill['ALLLEDGERENTRIES.LIST'].find((e) => e.ISPARTYLEDGER === 'Yes')!
    expect([supplier.ISDEEMEDPOSITIVE, supplier.AMOUNT]).toEqual(['No', '11682.00'])
    expect(supplier['BILLALLOCATIONS.LIST']).toEqual([
      { NAME: 'PAP-771', BILLTYPE: 'New Ref', AMOUNT: '11682.00' },
    ])
    expect(back.ledgers.find((l) => l['@NAME'] === 'Pune Auto Parts')!.PARENT).toBe('Sundry Creditors')
    const debitNote = back.vouchers.find((x) => x.VOUCHERNUMBER === partsReturn.number)!
    expect(debitNote.VOUCHERTYPENAME).toBe('Debit Note')
    expect(debitNote['ALLLEDGERENTRIES.LIST'][3]!['BILLALLOCATIONS.LIST']).toEqual([
      { NAME: 'PAP-771', BILLTYPE: 'Agst Ref', AMOUNT: '-3894.00' },
    ])
    const paid = back.vouchers.find((x) => x.VOUCHERNUMBER === g2Paid.number)!
    expect(paid.VOUCHERTYPENAME).toBe('Receipt')
    expect(paid['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.AMOUNT])).toEqual([
      ['HDFC Bank A/c 0042', '-750000.00'],
      ['K Motors', '750000.00'],
    ])
    expect(paid['ALLLEDGERENTRIES.LIST'][1]!['BILLALLOCATIONS.LIST']).toEqual([
      { NAME: 'RINV-2526/A0001', BILLTYPE: 'Agst Ref', AMOUNT: '750000.00' },
    ])
  })

  it('a walk-in’s cash sale names Cash as its party; cancelled, draft and other months’ vouchers are left out', () => {
    const cash = back.vouchers.find((x) => x.VOUCHERNUMBER === counterSale.number)!
    expect(cash.PARTYLEDGERNAME).toBe('Cash')
    expect(back.ledgers.find((l) => l['@NAME'] === 'Cash')!.PARENT).toBe('Cash-in-Hand')
    const numbers = back.vouchers.map((v) => v.VOUCHERNUMBER)
    expect(numbers).not.toContain(g3Cancelled.number)
    expect(numbers).not.toContain('NRINV-2526/A0001')
    expect(numbers).toHaveLength(
      DECEMBER.filter((v) => v.status === 'posted' && v.doc_date >= DEC.from).length,
    )
  })
})

describe('bill-wise references', () => {
  it('a receipt against a booking, or beyond its bills, is on account; a refund of an advance too', () => {
    const advance = receipt(
      { number: 'RV1/2526/0009', doc_date: '2025-12-03', party_id: 'p-ravi' },
      50_000_00,
      'sys:cash',
      [{ doc_id: 'booking-1', doc_no: 'RV0001', amount: 50_000_00 }],
    )
    const over = receipt(
      { number: 'RV1/2526/0010', doc_date: '2025-12-19', party_id: 'p-ravi' },
      10_000_00,
      'sys:cash',
      [{ doc_id: g3.id, doc_no: g3.number, amount: 6_842_00 }],
    )
    const back = readBack(tallyXml(input([g3, advance, over])).xml)
    const bills = (no: string) =>
      back.vouchers
        .find((v) => v.VOUCHERNUMBER === no)!
        ['ALLLEDGERENTRIES.LIST'].find((e) => e.ISPARTYLEDGER === 'Yes')!['BILLALLOCATIONS.LIST']
    expect(bills(advance.number)).toEqual([{ BILLTYPE: 'On Account', AMOUNT: '50000.00' }])
    expect(bills(over.number)).toEqual([
      { NAME: g3.number, BILLTYPE: 'Agst Ref', AMOUNT: '6842.00' },
      { BILLTYPE: 'On Account', AMOUNT: '3158.00' },
    ])
  })
})

describe('names and text in the Tally file', () => {
  it('two parties of one name, and a party named like a ledger of ours, get names apart', () => {
    const a = sale({ ...saleOf('p-1', 'Ravi'), number: 'WIB01/2526/0101' })
    const b = sale({ ...saleOf('p-2', 'ravi'), number: 'WIB01/2526/0102' })
    const c = sale({ ...saleOf('p-3', 'Cash'), number: 'WIB01/2526/0103' })
    const back = readBack(tallyXml(input([a, b, c])).xml)
    expect(back.vouchers.map((v) => v.PARTYLEDGERNAME)).toEqual(['Ravi', 'ravi (p-2)', 'Cash (p-3)'])
  })

  it('Hindi names, ampersands and quotes read back as written; an unknown account goes to Suspense and is reported', () => {
    const v = sale({
      ...saleOf('p-h', 'राम & "श्याम" <मोटर्स>'),
      number: 'WIB01/2526/0201',
      narration: 'टायर बदले',
    })
    const odd: Voucher = {
      ...v,
      id: 'odd',
      number: 'JV1/2526/0001',
      type: 'jv',
      party_id: '',
      postings: [
        { account_id: 'sys:cash', dr: 100_00, cr: 0 },
        { account_id: 'acc-gone', dr: 0, cr: 100_00 },
      ],
    }
    const out = tallyXml(input([v, odd]))
    expect(out.xml).not.toMatch(/[^\x09\x0a\x20-\x7e]/)
    const back = readBack(out.xml)
    const hindi = back.vouchers.find((x) => x.VOUCHERNUMBER === v.number)!
    expect(hindi.PARTYLEDGERNAME).toBe('राम & "श्याम" <मोटर्स>')
    expect(hindi.NARRATION).toBe('टायर बदले')
    expect(out.unknownAccounts).toEqual(['acc-gone'])
    expect(back.ledgers.find((l) => l['@NAME'] === 'acc-gone')!.PARENT).toBe('Suspense A/c')
    expect(back.vouchers.find((x) => x.VOUCHERNUMBER === odd.number)!.VOUCHERTYPENAME).toBe('Journal')
  })

  it('cash into the bank is a Contra; amounts and text format as Tally reads them', () => {
    const contra: Voucher = {
      ...g3,
      id: 'contra',
      type: 'jv',
      number: 'JV1/2526/0002',
      party_id: '',
      postings: [
        { account_id: 'bank-hdfc', dr: 50_000_00, cr: 0 },
        { account_id: 'sys:cash', dr: 0, cr: 50_000_00 },
      ],
    }
    const v = readBack(tallyXml(input([contra])).xml).vouchers[0]!
    expect([v.VOUCHERTYPENAME, v.PARTYLEDGERNAME]).toEqual(['Contra', undefined])
    expect([tallyAmount(40, true), tallyAmount(6_842_00, false), tallyAmount(0, true)]).toEqual([
      '-0.40',
      '6842.00',
      '0.00',
    ])
    expect(xmlText('a&b<c>"\'\u0007')).toBe('a&amp;b&lt;c&gt;&quot;&apos;')
  })
})

function saleOf(party_id: string, name: string) {
  return {
    type: 'winv' as const,
    doc_date: '2025-12-02',
    pos: '27',
    supply: 'intra' as const,
    party_id,
    party: { name, gst_category: 'unregistered', state_code: '27' },
    lines: [line('part', '870830', 'SET', 1, 1_000_00, { cgst: 90_00, sgst: 90_00 })],
  }
}
