import { describe, expect, it } from 'vitest'
import { accountDraftOf, accountUsed, checkAccount, emptyAccount, usualSide } from './account-draft'
import { cr, dr, voucher } from './fixtures.test-data'

describe("the dealer's accounts of the chart", () => {
  it('makes a bank account with its details, its name as the sort key and a credit opening as negative', () => {
    const r = checkAccount(
      {
        ...emptyAccount('bank'),
        name: '  HDFC   Current ',
        opening: '1,00,000',
        side: 'cr',
        account_no: '5010 0012 3456',
        ifsc: 'hdfc0001234',
        branch: 'Civil Lines',
      },
      [],
    )
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'HDFC Current',
        name_key: 'hdfc current',
        account_group: 'bank',
        opening_balance: -1_00_000_00,
        active: true,
        bank: { account_no: '501000123456', ifsc: 'HDFC0001234', branch: 'Civil Lines' },
      },
    })
    if (r.ok) {
      expect(accountDraftOf({ id: 'a', rev: 1, created_at: 1, updated_at: 1, ...r.value })).toMatchObject({
        opening: '100000',
        side: 'cr',
        ifsc: 'HDFC0001234',
      })
    }
  })

  it('refuses a missing or repeated name, a bad IFSC or account number, an unreadable opening', () => {
    const r = checkAccount(
      { ...emptyAccount('bank'), name: 'Rent', opening: '12x', account_no: '12', ifsc: 'HDFC1234' },
      [{ id: 'x', name_key: 'rent' }],
    )
    expect(r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v?.code]))).toEqual({
      name: 'duplicate',
      opening: 'invalid',
      account_no: 'invalid',
      ifsc: 'invalid',
    })
    expect(checkAccount({ ...emptyAccount(), name: ' ' }, []).ok).toBe(false)
    // Renaming an account to its own name is no duplicate.
    expect(
      checkAccount(
        { ...emptyAccount('indirect_expenses'), name: 'rent' },
        [{ id: 'x', name_key: 'rent' }],
        'x',
      ).ok,
    ).toBe(true)
  })

  it('keeps no bank details on an account that is no bank, and starts each group on its usual side', () => {
    const r = checkAccount({ ...emptyAccount('indirect_expenses'), name: 'Rent', ifsc: 'nonsense' }, [])
    expect(r.ok && r.value.bank).toBeUndefined()
    expect(usualSide('loans')).toBe('cr')
    expect(usualSide('fixed_assets')).toBe('dr')
  })

  it('knows an account a voucher names, as money account or on a line', () => {
    const jv = voucher({ type: 'jv', doc_date: '2026-11-01', postings: [dr('bank-1', 5), cr('sys:cash', 5)] })
    expect(accountUsed('bank-1', [jv])).toBe(true)
    expect(accountUsed('bank-2', [jv])).toBe(false)
  })
})
