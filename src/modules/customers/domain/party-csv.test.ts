// The customers register exports with the headers and values a person reads (kind and state by name, in
// English or Hindi); the import must take that file back.
import { describe, expect, it } from 'vitest'
import { parsePartyCsv } from './party-csv'

describe('importing what the customers register exports', () => {
  it('reads the Hindi export: kind and state by name, balance in rupees', () => {
    const csv =
      '\uFEFFनाम,प्रकार,मोबाइल,GSTIN,राज्य,प्रारंभिक शेष (₹),ईमेल,पता,PAN\r\n' +
      'रमेश कुमार,फ़ाइनेंसर,9876543210,,महाराष्ट्र,-2500.5,,,\r\n'
    const p = parsePartyCsv(csv)
    expect(p.ok && p.unknownHeaders).toEqual([])
    const row = p.ok ? p.rows[0] : undefined
    expect(row?.ok && row.value).toMatchObject({
      kind: 'financier',
      name: 'रमेश कुमार',
      state_code: '27',
      opening_balance: -250_050,
    })
  })

  it('reads the English export, a state name in any case', () => {
    const csv =
      'Name,Kind,Mobile,GSTIN,State,Opening balance (₹),E-mail,Address,PAN\r\n' +
      'Sharma Autos,Supplier,,27AAPFU0939F1ZV,MAHARASHTRA,1500,a@b.in,Pune,\r\n'
    const p = parsePartyCsv(csv)
    const row = p.ok ? p.rows[0] : undefined
    expect(row?.ok && row.value).toMatchObject({
      kind: 'supplier',
      state_code: '27',
      opening_balance: 150_000,
      email: 'a@b.in',
      address: 'Pune',
    })
  })

  it('still refuses a state that is neither a code nor a name', () => {
    const p = parsePartyCsv('name,state\nA,Atlantis\n')
    const row = p.ok ? p.rows[0] : undefined
    expect(row?.ok).toBe(false)
  })
})
