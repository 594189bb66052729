// The settings' schema steps on stored fixtures: a database written with an older settings schema opens with
// the current one, and the document comes out with each later field at its default, every other field as it was.
import 'fake-indexeddb/auto'
import { createRxDatabase, addRxPlugin } from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { describe, expect, it } from 'vitest'
import { databaseName, openDatabase } from '../../src/data/database'
import { getAppStorage } from '../../src/data/storage'
import { defaultTaxSettings } from '../../schemas/settings-defaults'
import { defaultSettingsDoc, settingsSchema } from '../../schemas/settings.schema'

addRxPlugin(RxDBMigrationSchemaPlugin)

/** The field each version added: v1 the period lock, v2 the tax choices. */
const ADDED = { 1: 'period_lock_date', 2: 'tax_settings' } as const
type Later = (typeof ADDED)[keyof typeof ADDED]

/** The settings schema as it was at `version`: the current one without the fields added later. */
function settingsAt(version: 0 | 1) {
  const later = Object.entries(ADDED)
    .filter(([v]) => Number(v) > version)
    .map(([, f]) => f as string)
  return {
    ...settingsSchema,
    version,
    properties: Object.fromEntries(
      Object.entries(settingsSchema.properties).filter(([k]) => !later.includes(k)),
    ),
    required: settingsSchema.required.filter((f) => !later.includes(f)),
  }
}

/** Writes a settings document with the schema of `version` and opens the database as the app does. */
async function migrate(user: string, version: 0 | 1, doc: Record<string, unknown>) {
  const old = await createRxDatabase({
    name: databaseName(user),
    storage: wrappedValidateAjvStorage({ storage: getAppStorage() }),
    multiInstance: false,
  })
  await old.addCollections({ settings: { schema: settingsAt(version) as never } })
  await old.settings!.insert(doc)
  await old.close()
  return openDatabase(user, {
    storage: wrappedValidateAjvStorage({ storage: getAppStorage() }) as never,
    multiInstance: false,
  })
}

function without(doc: Record<string, unknown>, fields: readonly Later[]) {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !(fields as readonly string[]).includes(k)))
}

describe('settings migrations', () => {
  it('v0 → v2 adds an empty period lock and the default tax choices, and keeps the rest', async () => {
    const user = 'settings-migration-v0'
    const v0 = without(defaultSettingsDoc(user, 1_763_700_000_000), ['period_lock_date', 'tax_settings'])
    const db = await migrate(user, 0, { ...v0, rev: 4, company_name: 'Om Motors', gst_no: '27AAPFU0939F1ZV' })
    const doc = (await db.settings.findOne(user).exec())!.toJSON()
    expect(doc).toMatchObject({
      rev: 4,
      company_name: 'Om Motors',
      gst_no: '27AAPFU0939F1ZV',
      period_lock_date: '',
      tax_settings: defaultTaxSettings(),
    })
    expect(Object.keys(doc).sort()).toEqual(
      Object.keys({ ...v0, period_lock_date: '', tax_settings: {} })
        .concat('gst_no')
        .sort(),
    )
    await db.remove()
  })

  it('v1 → v2 keeps the period lock and adds the default tax choices', async () => {
    const user = 'settings-migration-v1'
    const v1 = without(defaultSettingsDoc(user, 1_763_700_000_000), ['tax_settings'])
    const db = await migrate(user, 1, { ...v1, rev: 7, period_lock_date: '2026-03-31' })
    const doc = (await db.settings.findOne(user).exec())!.toJSON()
    expect(doc).toMatchObject({ rev: 7, period_lock_date: '2026-03-31', tax_settings: defaultTaxSettings() })
    await db.remove()
  })
})
