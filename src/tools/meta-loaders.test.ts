import { describe, expect, it } from 'vitest'
import { loadToolMeta, toolFolderSlugs } from './meta-loaders'
import { TOOLS } from './registry'

describe('tool meta loaders', () => {
  it('index exactly the tools in the registry', () => {
    expect(toolFolderSlugs().sort()).toEqual(TOOLS.map((t) => t.slug).sort())
  })

  it('load a tool meta by slug and nothing for an unknown or hostile slug', async () => {
    expect((await loadToolMeta('word-counter'))?.slug).toBe('word-counter')
    expect(await loadToolMeta('no-such-tool')).toBeNull()
    expect(await loadToolMeta('../app/main')).toBeNull()
  })
})
