import { describe, expect, it } from 'vitest'
import { ariaShortcut, firesWhileTyping, matches, shortcutLabel, type KeyPress } from './shortcuts'

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('shortcuts', () => {
  it('match Ctrl (⌘ on Apple) with a letter, Alt with a letter whatever it typed, and "/"', () => {
    expect(matches(press('s', { ctrlKey: true }), 'Mod+S')).toBe(true)
    expect(matches(press('s', { metaKey: true }), 'Mod+S')).toBe(false)
    expect(matches(press('s', { metaKey: true }), 'Mod+S', true)).toBe(true)
    expect(matches(press('s'), 'Mod+S')).toBe(false)
    expect(matches(press('s', { ctrlKey: true, altKey: true }), 'Mod+S')).toBe(false)
    // Alt+N types "˜" on a Mac and "ñ" elsewhere: the key's code still says N.
    expect(matches(press('˜', { altKey: true, code: 'KeyN' }), 'Alt+N')).toBe(true)
    expect(matches(press('n', { altKey: true, shiftKey: true, code: 'KeyN' }), 'Alt+N')).toBe(false)
    expect(matches(press('/'), '/')).toBe(true)
    expect(matches(press('Enter', { ctrlKey: true }), 'Mod+Enter')).toBe(true)
    expect(matches(press('Enter'), 'Mod+Enter')).toBe(false)
  })

  it('fire while typing only with a modifier, so "/" types a slash in a field', () => {
    expect(firesWhileTyping('/')).toBe(false)
    expect(firesWhileTyping('Mod+S')).toBe(true)
    expect(firesWhileTyping('Alt+N')).toBe(true)
  })

  it('are written for people and for screen readers', () => {
    expect(shortcutLabel('Mod+S')).toBe('Ctrl+S')
    expect(shortcutLabel('Mod+S', true)).toBe('⌘S')
    expect(shortcutLabel('Alt+N')).toBe('Alt+N')
    expect(shortcutLabel('/')).toBe('/')
    expect(ariaShortcut('Mod+S')).toBe('Control+S')
    expect(ariaShortcut('Alt+N', true)).toBe('Alt+N')
  })
})
