import { describe, expect, it } from 'vitest'
import { checkOpening, emptyOpening, type OpeningContext, type OpeningDraft } from './opening-draft'
import { checkPdi } from './pdi'

const ctx: OpeningContext = {
  today: '2026-04-01',
  knownChassis: new Set(['MA3EWB22S00123456']),
  knownEngines: new Set(['K15C999']),
  description: 'Maruti Brezza ZXi',
}
const draft: OpeningDraft = {
  ...emptyOpening('2026-04-01'),
  chassis_no: 'ma3-ewb22s 00654321',
  engine_no: 'k15c 1234',
  catalog_id: 'c-1',
  colour: ' Pearl White ',
  mfg: '2026-02',
  cost: '8,45,000',
}
const codes = (d: OpeningDraft) => {
  const r = checkOpening(d, ctx)
  return r.ok ? null : Object.fromEntries(Object.entries(r.errors).map(([f, e]) => [f, e?.code]))
}

describe('opening stock', () => {
  it('keeps a unit with normalised numbers, its cost and as-of date', () => {
    expect(checkOpening(draft, ctx)).toEqual({
      ok: true,
      value: {
        chassis_no: 'MA3EWB22S00654321',
        engine_no: 'K15C1234',
        catalog_id: 'c-1',
        description: 'Maruti Brezza ZXi',
        colour: 'Pearl White',
        mfg: '2026-02',
        source: 'opening',
        opening: { cost: 8_45_000_00, as_of: '2026-04-01' },
      },
    })
    expect(checkOpening({ ...draft, chassis_no: 'OLDCHASSIS1' }, ctx)).toMatchObject({
      ok: true,
      warnVin: true,
    })
  })

  it('refuses a chassis or engine already known, bad numbers, a future date or month', () => {
    expect(codes({ ...draft, chassis_no: 'MA3 EWB22S00123456' })).toEqual({ chassis_no: 'known' })
    expect(codes({ ...draft, engine_no: 'K15C-999' })).toEqual({ engine_no: 'known' })
    expect(codes({ ...draft, chassis_no: 'AB#1' })).toEqual({ chassis_no: 'format' })
    expect(codes({ ...draft, chassis_no: '' })).toEqual({ chassis_no: 'required' })
    expect(codes({ ...draft, as_of: '2026-04-02', mfg: '2026-05' })).toEqual({
      mfg: 'invalid',
      as_of: 'future',
    })
    expect(codes({ ...draft, cost: '', catalog_id: '', colour: '' })).toEqual({
      catalog_id: 'required',
      colour: 'required',
      cost: 'required',
    })
  })
})

describe('PDI', () => {
  it('records a passed inspection, and a failed one only with what failed', () => {
    expect(
      checkPdi(
        {
          status: 'ok',
          date: '2026-04-01',
          by: ' Ravi ',
          checklist: ['tyres', 'exterior', 'x'],
          remarks: '',
        },
        '2026-04-01',
      ),
    ).toEqual({
      ok: true,
      value: { status: 'ok', date: '2026-04-01', by: 'Ravi', checklist: ['exterior', 'tyres'] },
    })
    expect(
      checkPdi({ status: 'not_ok', date: '2026-04-01', by: '', checklist: [], remarks: ' ' }, '2026-04-01'),
    ).toEqual({
      ok: false,
      field: 'remarks',
    })
    expect(
      checkPdi({ status: '', date: '2026-04-01', by: '', checklist: [], remarks: '' }, '2026-04-01'),
    ).toEqual({ ok: false, field: 'status' })
    expect(
      checkPdi({ status: 'ok', date: '2026-04-02', by: '', checklist: [], remarks: '' }, '2026-04-01'),
    ).toEqual({ ok: false, field: 'date' })
  })
})
