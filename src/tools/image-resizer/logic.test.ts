import { describe, expect, it } from 'vitest'
import { buildResize, DEFAULT_RESIZE_FORM, RESIZE_PRESETS, switchMode, type ResizeForm } from './logic'

const form = (extra: Partial<ResizeForm>): ResizeForm => ({ ...DEFAULT_RESIZE_FORM, ...extra })

describe('buildResize', () => {
  it('builds pixel sizes with the aspect locked or not', () => {
    expect(buildResize(form({ width: '1,280', height: '' }))).toEqual({
      ok: true,
      spec: { kind: 'pixels', width: 1280, height: null, fit: 'contain' },
    })
    expect(buildResize(form({ width: '800', height: '600', fit: 'cover' }))).toEqual({
      ok: true,
      spec: { kind: 'pixels', width: 800, height: 600, fit: 'cover' },
    })
    expect(buildResize(form({ width: '800', height: '600', lockAspect: false }))).toEqual({
      ok: true,
      spec: { kind: 'pixels', width: 800, height: 600, fit: 'stretch' },
    })
  })

  it('says which field is wrong', () => {
    expect(buildResize(form({ width: '', height: '' }))).toEqual({
      ok: false,
      errors: { width: 'oneNeeded' },
    })
    expect(buildResize(form({ width: '800', height: '', lockAspect: false }))).toEqual({
      ok: false,
      errors: { height: 'bothNeeded' },
    })
    expect(buildResize(form({ width: 'abc', height: '0' }))).toEqual({
      ok: false,
      errors: { width: 'notNumber', height: 'tooSmall' },
    })
    expect(buildResize(form({ width: '20000' }))).toEqual({ ok: false, errors: { width: 'tooLarge' } })
    expect(buildResize(form({ mode: 'percent', percent: '' }))).toEqual({
      ok: false,
      errors: { percent: 'empty' },
    })
    expect(buildResize(form({ mode: 'percent', percent: '2000' }))).toEqual({
      ok: false,
      errors: { percent: 'tooLarge' },
    })
    expect(buildResize(form({ mode: 'print', width: '10', dpi: '10' }))).toEqual({
      ok: false,
      errors: { dpi: 'tooSmall' },
    })
  })

  it('turns a print size at a DPI into pixels: the passport preset is 413 × 531', () => {
    const passport = RESIZE_PRESETS.find((p) => p.id === 'passport')!
    expect(buildResize(form(passport.form))).toEqual({
      ok: true,
      spec: { kind: 'pixels', width: 413, height: 531, fit: 'cover' },
    })
    expect(
      buildResize(form({ mode: 'print', unit: 'in', width: '4', height: '6', dpi: '300' })),
    ).toMatchObject({ spec: { width: 1200, height: 1800 } })
    expect(buildResize(form({ mode: 'percent', percent: '25' }))).toEqual({
      ok: true,
      spec: { kind: 'percent', percent: 25 },
    })
  })
})

describe('switchMode', () => {
  it('starts print sizes afresh instead of reading 1280 px as 1280 cm', () => {
    const print = switchMode(form({ width: '1280' }), 'print')
    expect(print).toMatchObject({ mode: 'print', width: '10', height: '', unit: 'cm' })
    expect(buildResize(print).ok).toBe(true)
    expect(switchMode(print, 'pixels')).toMatchObject({ mode: 'pixels', width: '1280' })
    expect(switchMode(form({ width: '800' }), 'percent')).toMatchObject({ mode: 'percent', width: '800' })
  })
})
