// The print sheet as a PDF at the paper's exact size: the photo's JPEG is embedded once and drawn in every
// cell at its size in mm, with hairline cut marks; pdf-lib loads only when a sheet is asked for.
import type { SheetLayout } from './sheet.options'

const POINTS_PER_MM = 72 / 25.4

export async function sheetPdf(
  layout: SheetLayout,
  photoJpeg: Uint8Array,
  photoMm: { width: number; height: number },
): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('@cantoo/pdf-lib')
  const doc = await PDFDocument.create()
  const pt = (mm: number) => mm * POINTS_PER_MM
  const page = doc.addPage([pt(layout.paper.width), pt(layout.paper.height)])
  const image = await doc.embedJpg(photoJpeg)
  const top = pt(layout.paper.height)
  for (const cell of layout.cells) {
    page.drawImage(image, {
      x: pt(cell.x),
      y: top - pt(cell.y + photoMm.height),
      width: pt(photoMm.width),
      height: pt(photoMm.height),
    })
  }
  for (const mark of layout.cutMarks) {
    page.drawLine({
      start: { x: pt(mark.x1), y: top - pt(mark.y1) },
      end: { x: pt(mark.x2), y: top - pt(mark.y2) },
      thickness: 0.5,
      color: rgb(0, 0, 0),
    })
  }
  doc.setTitle('Passport photo sheet')
  doc.setProducer('AutoBahi')
  return doc.save()
}
