import { describe, expect, it } from 'vitest'
import { partiesToCsv, parsePartyCsv } from './party-csv'
import { checkParty, EMPTY_PARTY, gstCategoryOf, nameKey, toInput, type PartyErrors } from './party-rules'
import { buildIndex, filterParties } from './party-search'

const input = (patch: Partial<typeof EMPTY_PARTY>) => ({ ...EMPTY_PARTY, ...patch })
/** A refusal's codes by field, to compare in one go; a success reads as null. */
const codes = (r: { ok: true } | { ok: false; errors: PartyErrors }) =>
  r.ok ? null : Object.fromEntries(Object.entries(r.errors).map(([field, e]) => [field, e?.code]))

describe('checkParty', () => {
  it('normalises a complete record', () => {
    const r = checkParty(
      input({
        name: '  Ramesh   Kumar ',
        mobile: '+91 98765-43210',
        email: 'Ramesh@Example.com ',
        gstin: '09aaacr5055k1z5',
        opening_balance: '1,50,000.50',
      }),
    )
    expect(r).toEqual({
      ok: true,
      value: {
        kind: 'customer',
        name: 'Ramesh Kumar',
        name_key: 'ramesh kumar',
        mobile: '9876543210',
        email: 'ramesh@example.com',
        state_code: '09',
        gstin: '09AAACR5055K1Z5',
        pan: 'AAACR5055K',
        opening_balance: 15_000_050,
      },
    })
  })

  it('reports each bad field', () => {
    const r = checkParty(
      input({
        kind: 'friend',
        name: ' ',
        mobile: '12345',
        email: 'x@',
        gstin: '09AAACR5055K1Z4',
        pan: 'ABCDE',
      }),
    )
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(codes(r)).toEqual({
        kind: 'kind',
        name: 'name-required',
        mobile: 'mobile',
        email: 'email',
        gstin: 'gstin',
        pan: 'pan',
      })
    }
  })

  it('refuses a GSTIN of another state, and a PAN that is not the GSTIN’s', () => {
    const r = checkParty(input({ name: 'A', state_code: '27', gstin: '09AAACR5055K1Z5', pan: 'AAAPL1234C' }))
    expect(codes(r)).toEqual({ gstin: 'gstin-state' })
    const p = checkParty(input({ name: 'A', gstin: '09AAACR5055K1Z5', pan: 'AAAPL1234C' }))
    expect(codes(p)).toEqual({ pan: 'pan-gstin' })
  })

  it('keeps a credit opening balance negative and round-trips through the form', () => {
    const r = checkParty(input({ name: 'Hero MotoCorp', kind: 'supplier', opening_balance: '-2,500' }))
    expect(r.ok && r.value.opening_balance).toBe(-250_000)
    if (r.ok) expect(checkParty(toInput(r.value))).toEqual(r)
  })

  it('name keys ignore case and spacing, and keep Hindi', () => {
    expect(nameKey('  राम   प्रसाद ')).toBe('राम प्रसाद')
  })
})

describe('CSV', () => {
  it('previews rows with per-row errors, any column order, Hindi headers', () => {
    const csv = [
      'मोबाइल,नाम,GST No,type',
      '9876543210,Ramesh,,customer',
      '123,Suresh,,',
      ',,,',
      '9876543210,Ramesh,,',
    ].join('\n')
    const p = parsePartyCsv(csv)
    expect(p.ok).toBe(true)
    if (!p.ok) return
    expect(p.rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, true],
    ])
    const bad = p.rows[1]
    expect(bad && !bad.ok && codes(bad)).toEqual({ mobile: 'mobile' })
    expect(p.duplicates).toBe(1)
  })

  it('says why a file cannot be imported', () => {
    expect(parsePartyCsv('')).toEqual({ ok: false, reason: 'empty' })
    expect(parsePartyCsv('mobile,city\n1,2')).toEqual({ ok: false, reason: 'no-name-column' })
  })

  it('exports what it imports, neutralising formulas', () => {
    const csv = partiesToCsv([
      { kind: 'customer', name: '=HYPERLINK("x")', mobile: '9876543210', opening_balance: -12_345 },
    ])
    expect(csv.startsWith('\uFEFFkind,name,mobile')).toBe(true)
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv).toContain('-123.45')
    const back = parsePartyCsv(csv)
    expect(back.ok && back.rows[0]?.ok && back.rows[0].value.opening_balance).toBe(-12_345)
  })
})

describe('filterParties', () => {
  const rows = [
    {
      id: '1',
      kind: 'customer' as const,
      name: 'Ramesh Kumar',
      name_key: 'ramesh kumar',
      mobile: '9876543210',
      opening_balance: 0,
    },
    {
      id: '2',
      kind: 'supplier' as const,
      name: 'Hero MotoCorp',
      name_key: 'hero motocorp',
      gstin: '09AAACR5055K1Z5',
      opening_balance: 0,
      state_code: '09',
    },
  ]
  const index = buildIndex(rows)
  it('matches words in any order, mobile digits with spaces, GSTIN, kind and state', () => {
    expect(filterParties(index, { query: 'kumar ram', kind: 'all', state: 'all' }).map((r) => r.id)).toEqual([
      '1',
    ])
    expect(
      filterParties(index, { query: '98765 43210', kind: 'all', state: 'all' }).map((r) => r.id),
    ).toEqual(['1'])
    expect(
      filterParties(index, { query: '+91 98765-43210', kind: 'all', state: 'all' }).map((r) => r.id),
    ).toEqual(['1'])
    expect(filterParties(index, { query: '09aaacr', kind: 'all', state: 'all' }).map((r) => r.id)).toEqual([
      '2',
    ])
    expect(filterParties(index, { query: '', kind: 'supplier', state: '09' }).map((r) => r.id)).toEqual(['2'])
    expect(filterParties(index, { query: '', kind: 'customer', state: '09' })).toEqual([])
  })

  it('finds a name typed in the other script or spelt another way, and nothing that only sounds near', () => {
    const hindi = buildIndex([
      ...rows,
      { id: '3', kind: 'customer' as const, name: 'सुनीता देवी', name_key: 'सुनीता देवी', opening_balance: 0 },
    ])
    const find = (query: string) =>
      filterParties(hindi, { query, kind: 'all', state: 'all' }).map((r) => r.id)
    expect(find('रमेश')).toEqual(['1'])
    expect(find('कुमार रमेश')).toEqual(['1'])
    expect(find('sunita')).toEqual(['3'])
    expect(find('suneeta devi')).toEqual(['3'])
    expect(find('सुनीता')).toEqual(['3'])
    expect(find('rakesh')).toEqual([])
  })
})

describe('checkParty: what an invoice and Form 21 need (parties v2)', () => {
  it('keeps the GST category, relation, PIN, delivery address, credit days and TCS facts', () => {
    const r = checkParty(
      input({
        name: 'Sunita Devi',
        gst_category: 'unregistered',
        relation_type: 'W/O',
        relation_name: '  Ramesh  Kumar ',
        pin: '411 001',
        delivery_address: ' Flat 4, Baner, Pune ',
        form60: 'yes',
        credit_days: '30',
        tcs_exempt_reason: '',
        is_sub_dealer: '',
      }),
    )
    expect(r.ok && r.value).toMatchObject({
      gst_category: 'unregistered',
      relation: { type: 'W/O', name: 'Ramesh Kumar' },
      pin: '411001',
      delivery_address: 'Flat 4, Baner, Pune',
      form60: true,
      credit_days: 30,
    })
    expect(r.ok && 'is_sub_dealer' in r.value).toBe(false)
  })

  it('refuses a category that contradicts the GSTIN, a half relation, a bad PIN and credit days', () => {
    expect(codes(checkParty(input({ name: 'A', gst_category: 'regular' })))).toEqual({
      gst_category: 'registered-needs-gstin',
    })
    expect(codes(checkParty(input({ name: 'A', gst_category: 'composition' })))).toEqual({
      gst_category: 'composition-needs-gstin',
    })
    expect(
      codes(checkParty(input({ name: 'A', gst_category: 'unregistered', gstin: '09AAACR5055K1Z5' }))),
    ).toEqual({ gst_category: 'unregistered-with-gstin' })
    expect(codes(checkParty(input({ name: 'A', gst_category: 'dealer' })))).toEqual({
      gst_category: 'gst-category',
    })
    expect(codes(checkParty(input({ name: 'A', relation_type: 'S/O' })))).toEqual({
      relation_name: 'relation-name',
    })
    expect(codes(checkParty(input({ name: 'A', relation_name: 'Ram' })))).toEqual({
      relation_type: 'relation',
    })
    expect(codes(checkParty(input({ name: 'A', pin: '011001' })))).toEqual({ pin: 'pin' })
    expect(codes(checkParty(input({ name: 'A', credit_days: '400' })))).toEqual({
      credit_days: 'credit-days',
    })
    expect(codes(checkParty(input({ name: 'A', credit_days: '1.5' })))).toEqual({
      credit_days: 'credit-days',
    })
  })

  it('takes Form 60 only without a PAN, and reads the category of an older party from its GSTIN', () => {
    const withPan = checkParty(input({ name: 'A', pan: 'ABCPE1234F', form60: 'yes' }))
    expect(withPan.ok).toBe(true)
    expect(withPan.ok && withPan.value.form60).toBeUndefined()
    expect(gstCategoryOf({ gstin: '09AAACR5055K1Z5' })).toBe('regular')
    expect(gstCategoryOf({})).toBe('unregistered')
    expect(gstCategoryOf({ gst_category: 'sez', gstin: '09AAACR5055K1Z5' })).toBe('sez')
  })

  it('gives the form back what it saved', () => {
    const r = checkParty(
      input({ name: 'A', relation_type: 'S/O', relation_name: 'B', credit_days: '0', is_sub_dealer: 'yes' }),
    )
    expect(r.ok && toInput(r.value)).toMatchObject({
      relation_type: 'S/O',
      relation_name: 'B',
      credit_days: '0',
      is_sub_dealer: 'yes',
    })
  })
})

describe('checkParty: the language of messages (parties v3)', () => {
  it('keeps Hindi, leaves English as the absent default, and gives the form back what it saved', () => {
    const hindi = checkParty(input({ name: 'A', language: 'hi' }))
    expect(hindi.ok && hindi.value.language).toBe('hi')
    expect(hindi.ok && toInput(hindi.value).language).toBe('hi')
    const english = checkParty(input({ name: 'A', language: '' }))
    expect(english.ok && 'language' in english.value).toBe(false)
    expect(toInput({ name: 'A' }).language).toBe('')
  })
})
