// The books' collections before they join the app's database: RxDB's development checks accept their schemas
// (index fields required and bounded, names, lengths), and a receipt as the books will write it validates.
import { createRxDatabase, addRxPlugin, type RxDatabase } from 'rxdb'
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, type Account } from './accounts.schema'
import { vouchers, type Voucher } from './vouchers.schema'

let db: RxDatabase
beforeAll(async () => {
  disableWarnings()
  addRxPlugin(RxDBDevModePlugin)
  // A collection past its first version carries migration strategies, which need the plugin.
  addRxPlugin(RxDBMigrationSchemaPlugin)
  db = await createRxDatabase({
    name: `books${Date.now()}`,
    storage: wrappedValidateAjvStorage({ storage: getRxStorageMemory() }),
    multiInstance: false,
  })
  await db.addCollections({
    vouchers: { schema: vouchers.schema as never, migrationStrategies: vouchers.migrationStrategies },
    accounts: { schema: accounts.schema as never, migrationStrategies: accounts.migrationStrategies },
  })
})
afterAll(() => db.remove())

const receipt: Voucher = {
  id: 'rv-1',
  rev: 1,
  created_at: 1,
  updated_at: 1,
  type: 'rcpt',
  status: 'posted',
  number: 'RVD86/2526/0001',
  series: 'RV',
  fy: '2526',
  doc_date: '2025-11-01',
  list_key: '7974-88-98',
  party_id: 'p1',
  party: { name: 'Ramesh Kumar', state_code: '27' },
  lines: [],
  totals: { grand_total: 150_000_00 },
  payment: {
    amount: 150_000_00,
    mode: 'cash',
    account_id: 'sys:cash',
    allocations: [{ doc_id: 'b1', amount: 150_000_00 }],
    on_account: 0,
  },
  postings: [
    { account_id: 'sys:cash', dr: 150_000_00, cr: 0 },
    { account_id: 'sys:debtors', party_id: 'p1', dr: 0, cr: 150_000_00 },
  ],
  stock_moves: [],
}

describe('the books collections', () => {
  it('accept a posted receipt and a bank account', async () => {
    await db.vouchers!.insert(receipt)
    const bank: Account = {
      id: 'a1',
      rev: 1,
      created_at: 1,
      updated_at: 1,
      name: 'HDFC Current',
      name_key: 'hdfc current',
      account_group: 'bank',
      opening_balance: 0,
      bank: { account_no: '50200012345678', ifsc: 'HDFC0000123' },
      active: true,
    }
    await db.accounts!.insert(bank)
    expect((await db.vouchers!.findOne('rv-1').exec())?.toJSON().postings).toEqual(receipt.postings)
  })

  it('refuse a number over 16 characters and an unknown type', async () => {
    await expect(
      db.vouchers!.insert({ ...receipt, id: 'rv-2', number: 'RVD86/2526/000001' }),
    ).rejects.toThrow()
    await expect(db.vouchers!.insert({ ...receipt, id: 'rv-3', type: 'xx' as never })).rejects.toThrow()
  })

  it('derive the newest-first list key from the document date', () => {
    expect(vouchers.derive?.({ ...receipt, doc_date: '2025-11-01' })).toEqual({ list_key: '7974-88-98' })
  })
})
