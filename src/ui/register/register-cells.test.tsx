import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { textColumn } from './register-column'
import { twoLines } from './two-lines'

describe('register cells', () => {
  it('a text column shows and exports the same words, and carries its options', () => {
    const c = textColumn<{ m?: string }>('mobile', 'Mobile', (r) => r.m, { inTable: false })
    expect(c.cell({ m: '98765' }, 'table')).toBe('98765')
    expect(c.cell({}, 'card')).toBe('')
    expect(c.value({ m: '98765' })).toEqual({ kind: 'text', text: '98765' })
    expect(c.value({})).toBeNull()
    expect(c.inTable).toBe(false)
  })

  it('a second line only on the desktop, and only when there is one', () => {
    expect(renderToStaticMarkup(<>{twoLines('Ramesh', '98765', 'table')}</>)).toBe(
      'Ramesh<span class="block text-xs text-ink-soft">98765</span>',
    )
    expect(twoLines('Ramesh', '98765', 'card')).toBe('Ramesh')
    expect(twoLines('Ramesh', '', 'table')).toBe('Ramesh')
    expect(twoLines('Ramesh', undefined, 'table')).toBe('Ramesh')
  })
})
