import { beforeAll, describe, expect, it } from 'vitest'
import { extractText } from './extract-text'
import { inspect } from './inspect'
import { merge } from './merge'
import { split } from './split'
import { blobOf, makePdf, useNode } from './test-helpers'

beforeAll(useNode)

describe('a 500-page PDF', () => {
  it('is inspected, split, merged and read without trouble', { timeout: 120_000 }, async () => {
    const file = blobOf(await makePdf(500, 'big'))
    expect((await inspect({ file }, {})).pageCount).toBe(500)
    const parts = await split(
      { file },
      { groups: Array.from({ length: 5 }, (_, i) => Array.from({ length: 100 }, (_, j) => i * 100 + j)) },
    )
    expect(parts.map((p) => p.pageCount)).toEqual([100, 100, 100, 100, 100])
    const back = await merge(
      { files: parts.map((p) => p.blob) },
      {
        pages: parts.flatMap((_, f) =>
          Array.from({ length: 100 }, (_, index) => ({ file: f, index, rotate: 0 as const })),
        ),
      },
    )
    expect(back.pageCount).toBe(500)
    const text = await extractText({ file: back.blob }, {})
    expect(text.pages[499]!.text).toBe('Page 500 of big')
  })
})
