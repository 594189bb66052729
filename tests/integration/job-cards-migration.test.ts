// The job cards' v3 and v4 steps on stored fixtures: a card written with v2 (no place of supply) opens with the
// current schema as it was, with no split invented for it, and a save may then store pos and supply; a card
// written with v3 (lines without part, discount or payer) opens as it was, billed to nobody, its lines the
// customer's, and a save may then store the v4 fields.
import 'fake-indexeddb/auto'
import { addRxPlugin, createRxDatabase } from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { describe, expect, it } from 'vitest'
import { databaseName, openDatabase } from '../../src/data/database'
import { getAppStorage } from '../../src/data/storage'
import { jobCardsSchema } from '../../schemas/job-cards.schema'

addRxPlugin(RxDBMigrationSchemaPlugin)

/** Job cards v2: the current schema without the stored place of supply. */
function jobCardsV2() {
  const { pos: _p, supply: _s, ...properties } = jobCardsSchema.properties
  void [_p, _s]
  return { ...jobCardsSchema, version: 2, properties }
}

/** Job cards v3: lines without part, discount, payer or share; no insurer, no billing. */
function jobCardsV3() {
  const { insurer_id: _i, billing: _b, ...properties } = jobCardsSchema.properties
  void [_i, _b]
  const line = (items: { properties: Record<string, unknown> }, drop: string[]) => ({
    ...items,
    properties: Object.fromEntries(Object.entries(items.properties).filter(([k]) => !drop.includes(k))),
  })
  const v4 = ['part_id', 'discount', 'incl_tax', 'billable_to', 'insurer_share_bp']
  return {
    ...jobCardsSchema,
    version: 3,
    properties: {
      ...properties,
      labour: { ...properties.labour, items: line(properties.labour.items, v4) },
      parts: { ...properties.parts, items: line(properties.parts.items, v4) },
    },
  }
}

const cardV2 = {
  id: 'j-old',
  rev: 4,
  created_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_000,
  created_by: 'u-1',
  updated_by: 'u-1',
  job_no: 'JCABC/2324/0001',
  opened_at: 1_700_000_000_000,
  list_key: 9_999_999_999_999 - 1_700_000_000_000,
  reg_no: 'UP32AB1234',
  chassis_no: '',
  customer_name: 'Ramesh',
  party_id: 'p-1',
  odometer: 100,
  complaints: ['Noise'],
  labour: [{ id: 'l1', description: 'Service', qty: 1, rate: 50_000, gst_rate: 18 }],
  parts: [],
  status: 'delivered',
  total: 59_000,
  media: [],
}

describe('job cards migrations', () => {
  it('v2 → v3 keeps every card as it was and stores no split for it', async () => {
    const user = 'job-cards-migration-user'
    const old = await createRxDatabase({
      name: databaseName(user),
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }),
      multiInstance: false,
    })
    await old.addCollections({ job_cards: { schema: jobCardsV2() as never } })
    await old.job_cards!.insert(cardV2)
    await old.close()

    const db = await openDatabase(user, {
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
      multiInstance: false,
      collections: ['job_cards'],
    })
    const doc = (await db.job_cards.findOne('j-old').exec())!.toJSON()
    expect(doc).toMatchObject(cardV2)
    expect(doc).not.toHaveProperty('pos')
    expect(doc).not.toHaveProperty('supply')
    await db.job_cards.insert({ ...cardV2, id: 'j-new', pos: '29', supply: 'inter' } as never)
    expect((await db.job_cards.findOne('j-new').exec())!.toJSON()).toMatchObject({
      pos: '29',
      supply: 'inter',
    })
    await db.remove()
  })

  it("v3 → v4 keeps every line as it was: the customer's, no part, no discount, not billed", async () => {
    const user = 'job-cards-migration-v3-user'
    const old = await createRxDatabase({
      name: databaseName(user),
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }),
      multiInstance: false,
    })
    await old.addCollections({ job_cards: { schema: jobCardsV3() as never } })
    const cardV3 = {
      ...cardV2,
      id: 'j-v3',
      status: 'ready',
      pos: '27',
      supply: 'intra',
      parts: [{ id: 'p1', part_no: 'BP-100', name: 'Brake pad', qty: 1, rate: 2_118_64, gst_rate: 18 }],
    }
    await old.job_cards!.insert(cardV3)
    await old.close()

    const db = await openDatabase(user, {
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
      multiInstance: false,
      collections: ['job_cards'],
    })
    const doc = (await db.job_cards.findOne('j-v3').exec())!.toJSON()
    expect(doc).toMatchObject(cardV3)
    expect(doc).not.toHaveProperty('billing')
    expect(doc.parts[0]).not.toHaveProperty('billable_to')
    const billed = {
      ...cardV3,
      id: 'j-v4',
      insurer_id: 'p-ins',
      billing: { invoice_ids: ['w-1', 'w-2'], at: 5 },
      parts: [
        {
          ...cardV3.parts[0],
          part_id: 'p-bp',
          discount: 100,
          billable_to: 'insurance',
          insurer_share_bp: 7000,
        },
      ],
    }
    await db.job_cards.insert(billed as never)
    expect((await db.job_cards.findOne('j-v4').exec())!.toJSON()).toMatchObject(billed)
    await db.remove()
  })
})
