// The settings' first schema step on a stored fixture: a database written with settings v0 (no period lock)
// opens with the current schema and the document comes out with no lock, every other field as it was.
import 'fake-indexeddb/auto'
import { createRxDatabase, addRxPlugin } from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { describe, expect, it } from 'vitest'
import { databaseName, openDatabase } from '../../src/data/database'
import { getAppStorage } from '../../src/data/storage'
import { defaultSettingsDoc, settingsSchema } from '../../schemas/settings.schema'

addRxPlugin(RxDBMigrationSchemaPlugin)

/** Settings v0: the current schema without the lock date. */
function settingsV0() {
  const { period_lock_date: _gone, ...properties } = settingsSchema.properties
  void _gone
  return {
    ...settingsSchema,
    version: 0,
    properties,
    required: settingsSchema.required.filter((f) => f !== 'period_lock_date'),
  }
}

describe('settings migrations', () => {
  it('v0 → v1 adds an empty period lock and keeps the rest', async () => {
    const user = 'settings-migration-user'
    const old = await createRxDatabase({
      name: databaseName(user),
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }),
      multiInstance: false,
    })
    await old.addCollections({ settings: { schema: settingsV0() as never } })
    const { period_lock_date: _none, ...v0 } = defaultSettingsDoc(user, 1_763_700_000_000)
    void _none
    await old.settings!.insert({ ...v0, rev: 4, company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV' })
    await old.close()

    const db = await openDatabase(user, {
      storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
      multiInstance: false,
    })
    const doc = (await db.settings.findOne(user).exec())!.toJSON()
    expect(doc).toMatchObject({
      rev: 4,
      company_name: 'Om Motors',
      gst_no: '27AAPFU0939F1ZV',
      period_lock_date: '',
    })
    expect(Object.keys(doc).sort()).toEqual(
      Object.keys({ ...v0, period_lock_date: '' })
        .concat('gst_no')
        .sort(),
    )
    await db.remove()
  })
})
