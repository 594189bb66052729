import { beforeAll, describe, expect, it } from 'vitest'
import { PdfWriter } from './corpus'
import { pageMarkedContent } from './marked-content'
import { openPdf } from './open-pdf'
import { useNode } from './test-helpers'

beforeAll(useNode)

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

/** One page whose content is `content` (two streams when given two), with a form /Fm1 and properties /MC0. */
function pageWith(contents: string[], form: string): Uint8Array {
  const w = new PdfWriter()
  const pagesNum = w.reserve()
  const fm = w.addStream('/Type /XObject /Subtype /Form /BBox [0 0 10 10]', latin1(form))
  const streams = contents.map((text) => `${w.addStream('', latin1(text))} 0 R`)
  const page = w.add(
    `<< /Type /Page /Parent ${pagesNum} 0 R /MediaBox [0 0 100 100] /Contents [${streams.join(' ')}] ` +
      `/Resources << /XObject << /Fm1 ${fm} 0 R >> /Properties << /MC0 << /ActualText (named) >> >> >> >>`,
  )
  w.add(`<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`, pagesNum)
  return w.finish(w.add(`<< /Type /Catalog /Pages ${pagesNum} 0 R >>`))
}

describe('pageMarkedContent', () => {
  it('lists every BDC in drawing order with its tag and ActualText, forms where they are drawn', async () => {
    const bytes = pageWith(
      [
        [
          '/Artifact BMC EMC % a comment: /Span <</ActualText (no)>> BDC',
          '(not BDC here \\) nor /X <<>> BDC) Tj <4244 43> Tj',
          '/Span <</ActualText <FEFF0939093F> /Note (a >> b) /Kids [1 2]>> BDC [(x) -20 (y)] TJ EMC',
          '/Span /MC0 BDC EMC',
          'BI /W 2 /H 1 /BPC 8 /CS /G ID \x00B',
        ].join('\n'),
        'DC EI\n/Fm1 Do q /Fm1 Do Q\n/P <</MCID 3>> BDC EMC',
      ],
      '/Span <</ActualText (in form)>> BDC EMC /Fm1 Do',
    )
    const doc = await openPdf(bytes)
    expect(pageMarkedContent(doc, 0)).toEqual([
      { tag: 'Span', actualText: 'हि' },
      { tag: 'Span', actualText: 'named' },
      { tag: 'Span', actualText: 'in form' },
      { tag: 'Span', actualText: 'in form' },
      { tag: 'P' },
    ])
  })
})
