import { describe, expect, it } from 'vitest'
import { settingsFromRow } from '../domain/row'
import { followStored, startEdit, type SettingsEdit } from './settings-edit'

const defaultRow = { user_id: 'u1', company_name: '' }

describe('the settings form following the stored settings', () => {
  it('takes a new stored version while the form is the one seen unedited', () => {
    const seen = settingsFromRow(null)
    const edit: SettingsEdit = { base: null, form: seen }
    const next = followStored(edit, seen, defaultRow)
    expect(next.base).toBe(defaultRow)
    expect(next.form).toEqual(settingsFromRow(defaultRow))
  })

  it('keeps a keystroke made after the render that decided to follow (the new account’s default row)', () => {
    const seen = settingsFromRow(null)
    // The person typed the company name between that render and its effect.
    const typed: SettingsEdit = { base: null, form: { ...seen, company_name: 'Om Motors' } }
    const next = followStored(typed, seen, defaultRow)
    expect(next).toBe(typed)
    expect(next.form?.company_name).toBe('Om Motors')
  })

  it('starts the form once', () => {
    const started: SettingsEdit = { base: defaultRow, form: settingsFromRow(defaultRow) }
    expect(startEdit({ base: null, form: null }, started)).toBe(started)
    expect(startEdit(started, { base: null, form: settingsFromRow(null) })).toBe(started)
  })
})
