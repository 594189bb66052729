// The vouchers' first schema step on a stored fixture: a database written with vouchers v0 opens with the
// current schema, every voucher as it was, and a journal line may then keep its narration and party's name.
import 'fake-indexeddb/auto'
import { addRxPlugin, createRxDatabase } from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { describe, expect, it } from 'vitest'
import { databaseName, openDatabase } from '../../src/data/database'
import { getAppStorage } from '../../src/data/storage'
import { vouchersSchema } from '../../schemas/vouchers.schema'
import { voucherDoc } from '../contract/documents'

addRxPlugin(RxDBMigrationSchemaPlugin)

/** Vouchers v0: the current schema with the posting lines as they were. */
function vouchersV0() {
  const postings = vouchersSchema.properties.postings
  const { narration: _n, party_name: _p, ...lineProperties } = postings.items.properties
  void [_n, _p]
  return {
    ...vouchersSchema,
    version: 0,
    properties: {
      ...vouchersSchema.properties,
      postings: { ...postings, items: { ...postings.items, properties: lineProperties } },
    },
  }
}

describe('vouchers migrations', () => {
  it('v0 → v1 keeps every voucher as it was', async () => {
    const user = 'vouchers-migration-user'
    const old = await createRxDatabase({
      name: databaseName(user),
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }),
      multiInstance: false,
    })
    await old.addCollections({ vouchers: { schema: vouchersV0() as never } })
    const { _deleted, ...v0 } = voucherDoc('rv-1', 3)
    void _deleted
    await old.vouchers!.insert({ ...v0, list_key: '7973-88-98' })
    await old.close()

    const db = await openDatabase(user, {
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
      multiInstance: false,
      collections: ['vouchers'],
    })
    const doc = (await db.vouchers.findOne('rv-1').exec())!.toJSON()
    const { _deleted: _d, ...expected } = voucherDoc('rv-1', 3)
    void _d
    expect(doc).toMatchObject({ ...expected, list_key: '7973-88-98' })
    await db.remove()
  })
})
