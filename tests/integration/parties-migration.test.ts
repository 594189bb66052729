// The parties' v2 step on a stored fixture: a party written with schema v1 (no GST category, relation or credit
// facts) opens with the current schema exactly as it was, and the new fields can then be written.
import 'fake-indexeddb/auto'
import { createRxDatabase, addRxPlugin } from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { describe, expect, it } from 'vitest'
import { databaseName, openDatabase } from '../../src/data/database'
import { getAppStorage } from '../../src/data/storage'
import { partiesSchema } from '../../schemas/parties.schema'

addRxPlugin(RxDBMigrationSchemaPlugin)

const ADDED_IN_V2 = [
  'gst_category',
  'relation',
  'pin',
  'delivery_address',
  'form60',
  'credit_days',
  'tcs_exempt_reason',
  'is_sub_dealer',
]

function partiesV1() {
  return {
    ...partiesSchema,
    version: 1,
    properties: Object.fromEntries(
      Object.entries(partiesSchema.properties).filter(([k]) => !ADDED_IN_V2.includes(k)),
    ),
  }
}

const partyV1 = {
  id: 'p-1',
  rev: 3,
  created_at: 1_763_700_000_000,
  updated_at: 1_763_700_000_001,
  created_by: 'u-1',
  kind: 'customer',
  name: 'Sunita Devi',
  name_key: 'sunita devi',
  mobile: '9876543210',
  state_code: '27',
  opening_balance: 0,
}

describe('parties migration', () => {
  it('v1 → v2 keeps a stored party as it was and takes the new fields after', async () => {
    const user = 'parties-migration-user'
    const old = await createRxDatabase({
      name: databaseName(user),
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }),
      multiInstance: false,
    })
    await old.addCollections({ parties: { schema: partiesV1() as never } })
    await old.parties!.insert(partyV1)
    await old.close()

    const db = await openDatabase(user, {
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
      multiInstance: false,
    })
    const doc = await db.parties.findOne('p-1').exec()
    expect(doc!.toJSON()).toEqual(partyV1)
    await doc!.incrementalPatch({ gst_category: 'unregistered', relation: { type: 'W/O', name: 'Ramesh' } })
    expect((await db.parties.findOne('p-1').exec())!.toJSON()).toMatchObject({ gst_category: 'unregistered' })
    await db.remove()
  })
})
