import { PDFDocument } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { CARD_MM, POINTS_PER_MM } from './aadhaar.options'
import { aadhaarLayout, aadhaarOpen } from './aadhaar'
import { FIXTURE_BACK, FIXTURE_FRONT, FIXTURE_PASSWORD, makeEAadhaar } from './aadhaar-fixture'
import { qpdfProblems } from './corpus'
import { useNode } from './test-helpers'

beforeAll(useNode)

const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: 'application/pdf' })

describe('aadhaarOpen', () => {
  it('asks for the password, refuses a wrong one, and opens with the right one', async () => {
    const file = blob(await makeEAadhaar())
    await expect(aadhaarOpen({ file }, {})).rejects.toMatchObject({ name: 'PasswordRequired' })
    await expect(aadhaarOpen({ file }, { password: 'ASHA1991' })).rejects.toMatchObject({
      name: 'WrongPassword',
    })
    const opened = await aadhaarOpen({ file }, { password: FIXTURE_PASSWORD })
    expect(opened.detected).toBe(true)
    // Found from a 100 dpi rendering: within a couple of points of where the fixture drew them.
    for (const [found, drawn] of [
      [opened.front, FIXTURE_FRONT],
      [opened.back, FIXTURE_BACK],
    ] as const) {
      expect(Math.abs(found.x - drawn.x)).toBeLessThan(3)
      expect(Math.abs(found.y - drawn.y)).toBeLessThan(3)
      expect(Math.abs(found.width - drawn.width)).toBeLessThan(4)
    }
    // The letter's number and one on each card; the VID is not a number to mask.
    expect(opened.numberBoxes).toHaveLength(3)
    expect(opened.preview.type).toBe('image/jpeg')
  })

  it('offers the standard places when the page has no cards', async () => {
    const doc = await PDFDocument.create()
    doc.addPage([595, 842]).drawText('Just a letter')
    const opened = await aadhaarOpen({ file: blob(await doc.save()) }, {})
    expect(opened.detected).toBe(false)
    expect(opened.front.width / opened.front.height).toBeCloseTo(CARD_MM.width / CARD_MM.height)
  })
})

describe('aadhaarLayout', () => {
  it('places both cards at ID-1 size on one A4 page, masked', async () => {
    const file = blob(await makeEAadhaar())
    const opened = await aadhaarOpen({ file }, { password: FIXTURE_PASSWORD })
    const out = await aadhaarLayout(
      { file },
      {
        password: FIXTURE_PASSWORD,
        front: opened.front,
        back: opened.back,
        layout: 'grid',
        copies: 2,
        mask: opened.numberBoxes,
      },
    )
    expect(out.name).toBe('aadhaar-grid.pdf')
    const bytes = new Uint8Array(await out.blob.arrayBuffer())
    expect(qpdfProblems(bytes)).toBe('')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    const { width, height } = pdf.getPage(0).getSize()
    expect(width / POINTS_PER_MM).toBeCloseTo(210, 0)
    expect(height / POINTS_PER_MM).toBeCloseTo(297, 0)
    // Masking changes the card pictures themselves (no text layer carries the digits).
    const plain = await aadhaarLayout(
      { file },
      {
        password: FIXTURE_PASSWORD,
        front: opened.front,
        back: opened.back,
        layout: 'grid',
        copies: 2,
        mask: [],
      },
    )
    expect(plain.blob.size).not.toBe(out.blob.size)
    const raw = new TextDecoder('latin1').decode(new Uint8Array(await out.blob.arrayBuffer()))
    expect(raw).not.toContain('2345')
  }, 90_000)

  it('refuses an empty card box', async () => {
    const file = blob(await makeEAadhaar(null))
    await expect(
      aadhaarLayout(
        { file },
        {
          front: { x: 0, y: 0, width: 0, height: 0 },
          back: FIXTURE_BACK,
          layout: 'sideBySide',
          copies: 1,
          mask: [],
        },
      ),
    ).rejects.toMatchObject({ name: 'InvalidInput' })
  })
})
