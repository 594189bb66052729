// Every schema version step, run by RxDB on a stored fixture: a database written with the old schema is
// opened with the current one and its documents come out migrated.
import 'fake-indexeddb/auto'
import { createRxDatabase, addRxPlugin } from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { describe, expect, it } from 'vitest'
import { getAppStorage } from '../../src/data/storage'
import { openDatabase } from '../../src/data/database'
import { bookingsSchema } from '../../schemas/bookings.schema'
import { jobCardsSchema } from '../../schemas/job-cards.schema'

addRxPlugin(RxDBMigrationSchemaPlugin)

/** The v0 shape: the same schema without the list key (added in v1). */
function v0<S extends { properties: object; required: readonly string[]; indexes: readonly unknown[] }>(
  s: S,
) {
  const { list_key: _gone, ...properties } = s.properties as Record<string, unknown>
  void _gone
  return {
    ...s,
    version: 0,
    properties,
    required: s.required.filter((f) => f !== 'list_key'),
    indexes: [] as string[],
  }
}

const jobV0 = {
  id: 'j1',
  rev: 3,
  created_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_000,
  job_no: 'JCABC/2324/0001',
  opened_at: 1_700_000_000_000,
  reg_no: 'UP32AB1234',
  chassis_no: '',
  customer_name: 'Ramesh',
  odometer: 100,
  complaints: ['Noise'],
  labour: [],
  parts: [],
  status: 'open',
  total: 0,
  media: [],
}
const bookingV0 = {
  id: 'b1',
  rev: 1,
  created_at: 1,
  updated_at: 1,
  receipt_no: 'RVABC/2627/0001',
  booking_date: '2026-11-21',
  party_id: 'p1',
  customer_name: 'Ramesh',
  model: 'Activa',
  variant: 'DLX',
  colour: 'Red',
  amount: 500_000,
  payment_mode: 'cash',
  status: 'booked',
  custom: {},
}

describe('schema migrations', () => {
  it('v0 → v1 adds the newest-first list keys to stored job cards and bookings', async () => {
    const user = 'migration-fixture-user'
    const name = `autobahi_${user.replace(/[^a-z0-9]/g, '')}`
    const old = await createRxDatabase({
      name,
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }),
      multiInstance: false,
    })
    await old.addCollections({
      job_cards: { schema: v0(jobCardsSchema) as never },
      bookings: { schema: v0(bookingsSchema) as never },
    })
    await old.job_cards!.insert(jobV0)
    await old.bookings!.insert(bookingV0)
    await old.close()

    const db = await openDatabase(user, {
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
      multiInstance: false,
    })
    const job = (await db.job_cards.findOne('j1').exec())!.toJSON()
    expect(job.list_key).toBe(9_999_999_999_999 - 1_700_000_000_000)
    expect(job.rev).toBe(3)
    const booking = (await db.bookings.findOne('b1').exec())!.toJSON()
    expect(booking.list_key).toBe('7973-88-78')
    // Newest first is now a forward read of the index.
    const newest = await db.bookings.find({ sort: [{ list_key: 'asc' }], limit: 1 }).exec()
    expect(newest[0]?.id).toBe('b1')
    await db.remove()
  })
})
