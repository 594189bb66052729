// The defaults a device writes into a new settings document must be the table's column defaults (0003), or
// two devices — one creating the row over REST, one offline — would start from different settings.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultSettingsValues } from './settings-defaults'
import { defaultSettingsDoc } from './settings.schema'

const sql = [
  '0003_settings.sql',
  '0027_period_lock_and_device_slot.sql',
  '0030_tax_settings.sql',
  '0037_workshop_settings_choices.sql',
]
  .map((f) => readFileSync(new URL(`./sql/${f}`, import.meta.url), 'utf8'))
  .join('\n')

/** column → its default value, for the settings columns with a literal default (0003's, those added later, and
 * the latest `set default` of each, in migration order). */
function columnDefaults(): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const line of sql.split('\n')) {
    const m =
      /^ {2}([a-z_]+) \w+ not null default (.+?)(?: check \(.*\))?,?$/.exec(line) ??
      /^alter table public\.settings add column ([a-z_]+) \w+ not null default ('.*?'(?:::jsonb)?|true|false)(?:;|$)/.exec(
        line,
      ) ??
      /^alter table public\.settings alter column ([a-z_]+) set default ('.*?'(?:::jsonb)?|true|false);$/.exec(
        line,
      )
    if (!m) continue
    const [, column, literal] = m as unknown as [string, string, string]
    if (literal === 'true' || literal === 'false') out[column] = literal === 'true'
    else if (literal.endsWith("'::jsonb")) out[column] = JSON.parse(literal.slice(1, -"'::jsonb".length))
    else if (/^'.*'$/.test(literal)) out[column] = literal.slice(1, -1)
  }
  return out
}

describe('settings defaults', () => {
  it('equal the column defaults of the settings table, field for field', () => {
    const sqlDefaults = columnDefaults()
    expect(Object.keys(sqlDefaults)).toHaveLength(13)
    expect(defaultSettingsValues()).toEqual(sqlDefaults)
  })

  it('make a first-revision document for the user, fresh each time', () => {
    const a = defaultSettingsDoc('u-1', 1_763_700_000_000)
    expect(a).toMatchObject({
      user_id: 'u-1',
      rev: 1,
      created_at: 1_763_700_000_000,
      updated_at: 1_763_700_000_000,
    })
    a.workshop_settings.uom_list.push('Extra')
    expect(defaultSettingsDoc('u-1', 1).workshop_settings.uom_list).toHaveLength(57)
  })
})
