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

/** Vouchers v1: the current schema without what v2 added (details, delivery, ITC reversal, party extras, the
 * e-invoice's signed QR). */
function vouchersV1() {
  const { details: _d, delivery: _v, itc_reversal: _i, ...properties } = vouchersSchema.properties
  void [_d, _v, _i]
  const party = vouchersSchema.properties.party
  const {
    mobile: _m,
    pin: _p,
    relation: _r,
    delivery_address: _a,
    delivery_state_code: _s,
    form60: _f,
    ...partyProps
  } = party.properties
  void [_m, _p, _r, _a, _s, _f]
  const einvoice = vouchersSchema.properties.einvoice
  const { signed_qr: _q, ...einvoiceProps } = einvoice.properties
  void _q
  return {
    ...vouchersSchema,
    version: 1,
    properties: {
      ...properties,
      party: { ...party, properties: partyProps },
      einvoice: { ...einvoice, properties: einvoiceProps },
    },
  }
}

describe('vouchers migrations', () => {
  it('v1 → v2 keeps every voucher as it was, and an invoice may then record its delivery', async () => {
    const user = 'vouchers-migration-v1'
    const old = await createRxDatabase({
      name: databaseName(user),
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }),
      multiInstance: false,
    })
    await old.addCollections({ vouchers: { schema: vouchersV1() as never } })
    const { _deleted, ...v1 } = voucherDoc('rv-2', 2)
    void _deleted
    await old.vouchers!.insert({ ...v1, list_key: '7973-88-98' })
    await old.close()

    const db = await openDatabase(user, {
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
      multiInstance: false,
      collections: ['vouchers'],
    })
    const doc = await db.vouchers.findOne('rv-2').exec()
    expect(doc!.toJSON()).toEqual({ ...v1, list_key: '7973-88-98' })
    await doc!.incrementalPatch({ delivery: { at: 1, odometer: 5 } })
    expect((await db.vouchers.findOne('rv-2').exec())!.toJSON().delivery).toEqual({ at: 1, odometer: 5 })
    await db.remove()
  })

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
