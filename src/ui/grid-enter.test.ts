import { describe, expect, it } from 'vitest'
import { gridEnterStep, type EnterPress } from './grid-enter'

const press = (key: string, mods: Partial<EnterPress> = {}): EnterPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
})

describe('gridEnterStep', () => {
  const cells = ['account', 'party', 'dr', 'cr', 'narration'] as const

  it('moves to the next cell, and from the last cell adds a line', () => {
    expect(gridEnterStep(cells, 'account', press('Enter'))).toEqual({ kind: 'focus', cell: 'party' })
    expect(gridEnterStep(cells, 'cr', press('Enter'))).toEqual({ kind: 'focus', cell: 'narration' })
    expect(gridEnterStep(cells, 'narration', press('Enter'))).toEqual({ kind: 'add' })
  })

  it('leaves other keys, modified Enter, handled Enter and IME Enter to the page', () => {
    expect(gridEnterStep(cells, 'dr', press('Tab'))).toEqual({ kind: 'none' })
    for (const mod of ['shiftKey', 'ctrlKey', 'altKey', 'metaKey'] as const) {
      expect(gridEnterStep(cells, 'dr', press('Enter', { [mod]: true }))).toEqual({ kind: 'none' })
    }
    expect(gridEnterStep(cells, 'dr', press('Enter', { defaultPrevented: true }))).toEqual({ kind: 'none' })
    expect(gridEnterStep(cells, 'dr', press('Enter', { isComposing: true }))).toEqual({ kind: 'none' })
  })

  it('ignores a target that is not one of the cells (a remove button, a textarea)', () => {
    expect(gridEnterStep(cells, 'remove', press('Enter'))).toEqual({ kind: 'none' })
    expect(gridEnterStep([], 'dr', press('Enter'))).toEqual({ kind: 'none' })
  })
})
