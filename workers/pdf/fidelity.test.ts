// Issue 23 items 1 and 7: every PDF tool that rewrites a user's file leaves the pages it was not asked to
// change as they were — each page's content streams byte for byte, read back by qpdf, not by our own parser —
// and writes a file `qpdf --check` passes without a warning, on a corpus of files laid out as cairo,
// LibreOffice, Chromium, qpdf (QDF, object streams, linearised, encrypted) and this app write them.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { nodeDocumentsKit } from '../documents/node-kit'
import { compress } from './compress'
import { cairoStyle, libreOfficeStyle, pageContents, qpdfProblems, viaCairo, viaQpdf } from './corpus'
import { editPages } from './edit-pages'
import { finishEdits } from './finish-edits'
import { inspect } from './inspect'
import { merge } from './merge'
import type { Rotation } from './merge.options'
import { split } from './split'
import { blobOf, bytesOf, makePdf, useNode } from './test-helpers'

beforeAll(useNode)

type Input = { bytes: Uint8Array; password?: string }

const HINDI = ['विशाल हिन्दी लिए तात्विक प्रदर्शन', 'किताब स्थिति और English words']

const corpus: Record<string, () => Promise<Input>> = {
  'cairo layout (CR before a lone LF, "stream" in the text)': async () => ({ bytes: cairoStyle() }),
  'QDF (uncompressed, indirect lengths)': async () => ({
    bytes: viaQpdf(cairoStyle(), '--qdf', '--object-streams=disable'),
  }),
  'LibreOffice layout (Hindi, /ActualText)': async () => ({ bytes: await libreOfficeStyle(HINDI) }),
  'real cairo (pdftocairo) of the cairo layout': async () => ({ bytes: viaCairo(cairoStyle()) }),
  'real cairo of the LibreOffice layout': async () => ({ bytes: viaCairo(await libreOfficeStyle(HINDI)) }),
  'object streams': async () => ({ bytes: viaQpdf(cairoStyle(), '--object-streams=generate') }),
  linearised: async () => ({ bytes: viaQpdf(await libreOfficeStyle(HINDI), '--linearize') }),
  'encrypted (AES-256, user password)': async () => ({
    bytes: viaQpdf(cairoStyle(), '--encrypt', 'user', 'owner', '256', '--'),
    password: 'user',
  }),
  'Chromium (Hindi)': async () => ({
    bytes: new Uint8Array(
      readFileSync(new URL('../../tests/fixtures/pdf/chromium-hindi.pdf', import.meta.url)),
    ),
  }),
  "the app's documents (Hindi)": async () => ({
    bytes: (
      await nodeDocumentsKit().buildPdf({
        spec: {
          title: 'Corpus',
          lang: 'hi',
          page: { margin: { top: 40, right: 40, bottom: 40, left: 40 } },
          flow: [{ kind: 'text', runs: [{ text: HINDI.join(' ') }], size: 14 }],
        },
        images: [],
      })
    ).pdf,
  }),
  'pdf-lib': async () => ({ bytes: await makePdf(3) }),
}

/** The output is clean, and its page `i` has the content streams of the input's page `sources[i]`. */
function expectFaithful(output: Uint8Array, input: Input, sources: readonly number[]): void {
  expect(qpdfProblems(output)).toBe('')
  const before = pageContents(input.bytes, input.password)
  const after = pageContents(output)
  expect(after).toEqual(sources.map((index) => before[index]))
}

describe.each(Object.entries(corpus))('%s', (_name, make) => {
  let input: Input
  let count: number
  let all: number[]

  beforeAll(async () => {
    input = await make()
    expect(qpdfProblems(input.bytes, input.password)).toBe('')
    count = pageContents(input.bytes, input.password).length
    all = Array.from({ length: count }, (_, i) => i)
  })

  it('merge: itself twice, the first page turned', async () => {
    const pages = [...all, ...all].map((index, slot) => ({
      file: slot < count ? 0 : 1,
      index,
      rotate: (slot ? 0 : 90) as Rotation,
    }))
    const result = await merge(
      { files: [blobOf(input.bytes), blobOf(input.bytes)] },
      { pages, passwords: [input.password, input.password], names: ['a.pdf', 'b.pdf'] },
    )
    expectFaithful(await bytesOf(result.blob), input, [...all, ...all])
  })

  it('split: one file per page', async () => {
    const outputs = await split(
      { file: blobOf(input.bytes) },
      { groups: all.map((i) => [i]), password: input.password, baseName: 'part' },
    )
    expect(outputs).toHaveLength(count)
    for (const [i, output] of outputs.entries()) expectFaithful(await bytesOf(output.blob), input, [i])
  })

  it('merge and split of the document inspect kept (doc-cache.ts), the same document twice', async () => {
    await inspect({ file: blobOf(input.bytes) }, { password: input.password, keep: true })
    const pages = [...all, ...all].map((index, slot) => ({
      file: slot < count ? 0 : 1,
      index,
      rotate: 0 as Rotation,
    }))
    const merged = await merge(
      { files: [blobOf(input.bytes), blobOf(input.bytes)] },
      { pages, passwords: [input.password, input.password], names: ['a.pdf', 'b.pdf'] },
    )
    expectFaithful(await bytesOf(merged.blob), input, [...all, ...all])
    await inspect({ file: blobOf(input.bytes) }, { password: input.password, keep: true })
    const outputs = await split(
      { file: blobOf(input.bytes) },
      { groups: [all.slice().reverse()], password: input.password, baseName: 'part' },
    )
    expectFaithful(await bytesOf(outputs[0]!.blob), input, all.slice().reverse())
  })

  it('compress: pictures only; every content stream kept', async () => {
    const result = await compress(
      { file: blobOf(input.bytes) },
      { preset: 'strong', password: input.password },
    )
    const bytes = await bytesOf(result.blob)
    if (result.unchanged) expect(bytes).toEqual(input.bytes)
    else expectFaithful(bytes, input, all)
  })

  it("PDF editor's page panel: reversed, a blank page, the last page deleted", async () => {
    const kept = all.slice(0, Math.max(1, count - 1)).reverse()
    const result = await editPages(
      { file: blobOf(input.bytes) },
      {
        pages: [
          ...kept.map((index) => ({ kind: 'page' as const, index, rotate: 0 as Rotation })),
          { kind: 'blank' as const, width: 300, height: 300, rotate: 0 as Rotation },
        ],
        password: input.password,
      },
    )
    const bytes = await bytesOf(result.blob)
    expect(qpdfProblems(bytes)).toBe('')
    const before = pageContents(input.bytes, input.password)
    const after = pageContents(bytes)
    expect(after.slice(0, kept.length)).toEqual(kept.map((index) => before[index]))
    expect(after).toHaveLength(kept.length + 1)
  })

  it("PDF editor's save with nothing to change", async () => {
    const result = await finishEdits(
      { file: blobOf(input.bytes) },
      { flatten: false, password: input.password },
    )
    expectFaithful(await bytesOf(result.blob), input, all)
  })
})
