// Test-only: a synthetic e-Aadhaar-like PDF (made-up person "Asha Verma", number 2345 6789 0123), shaped
// like UIDAI's download: an A4 letter above, the front and back cards side by side at the bottom with
// outlines, a QR-like block on the back, locked with the e-Aadhaar password rule (ASHA1990).
import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib'

export const FIXTURE_PASSWORD = 'ASHA1990'
export const FIXTURE_NUMBER = '2345 6789 0123'
/** Card boxes in points from the top-left, as drawn. */
export const FIXTURE_FRONT = { x: 40, y: 600, width: 242.6, height: 153 }
export const FIXTURE_BACK = { x: 312, y: 600, width: 242.6, height: 153 }

export async function makeEAadhaar(password: string | null = FIXTURE_PASSWORD): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([595.28, 841.89])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const H = page.getHeight()
  const text = (s: string, x: number, top: number, size: number, f = font) =>
    page.drawText(s, { x, y: H - top - size, size, font: f, color: rgb(0, 0, 0) })
  text('Unique Identification Authority of India', 150, 40, 14, bold)
  text('Enrolment No.: 0000/00000/00000', 60, 90, 10)
  text('To: Asha Verma, 12 Sample Road, Jaipur 302001', 60, 110, 10)
  text(`Your Aadhaar No.: ${FIXTURE_NUMBER}`, 60, 140, 12, bold)
  for (const card of [FIXTURE_FRONT, FIXTURE_BACK]) {
    page.drawRectangle({
      x: card.x,
      y: H - card.y - card.height,
      width: card.width,
      height: card.height,
      borderColor: rgb(0.2, 0.2, 0.2),
      borderWidth: 1,
    })
    page.drawRectangle({
      x: card.x + 4,
      y: H - card.y - 22,
      width: card.width - 8,
      height: 18,
      color: rgb(1, 0.6, 0.2),
    })
    text(FIXTURE_NUMBER, card.x + 60, card.y + 125, 14, bold)
  }
  const f = FIXTURE_FRONT
  text('Government of India', f.x + 70, f.y + 8, 9, bold)
  page.drawRectangle({ x: f.x + 10, y: H - f.y - 100, width: 55, height: 68, color: rgb(0.6, 0.6, 0.65) })
  text('Asha Verma', f.x + 75, f.y + 40, 9)
  text('DOB: 01/01/1990', f.x + 75, f.y + 55, 8)
  text('FEMALE', f.x + 75, f.y + 70, 8)
  text('VID : 9123 4567 8901 2345', f.x + 60, f.y + 142, 6)
  const b = FIXTURE_BACK
  text('Unique Identification Authority of India', b.x + 30, b.y + 8, 8, bold)
  text('Address: 12 Sample Road, Jaipur', b.x + 10, b.y + 40, 8)
  text('Rajasthan 302001', b.x + 10, b.y + 52, 8)
  // A QR-like block of 25 × 25 modules, 2.8 pt each, from a fixed pseudo-random pattern.
  let seed = 5
  for (let row = 0; row < 25; row += 1) {
    for (let column = 0; column < 25; column += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      if ((seed >> 16) % 2) {
        page.drawRectangle({
          x: b.x + 160 + column * 2.8,
          y: H - b.y - 30 - (row + 1) * 2.8,
          width: 2.8,
          height: 2.8,
          color: rgb(0, 0, 0),
        })
      }
    }
  }
  if (password) doc.encrypt({ userPassword: password, ownerPassword: `${password}-owner` })
  return doc.save({ useObjectStreams: false })
}
