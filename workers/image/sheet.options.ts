// Print sheets: copies of one photo in a grid on photo paper or A4, in millimetres, centred, with cut marks
// outside the grid at every row and column edge. The PDF is made at the exact paper size so printing at
// "actual size / 100 %" gives true-size photos; the JPEG version is the same layout at 300 dpi for photo labs.

export type Paper = 'photo4x6' | 'a4'
export const PAPERS: Record<Paper, { width: number; height: number }> = {
  photo4x6: { width: 101.6, height: 152.4 },
  a4: { width: 210, height: 297 },
}
export const SHEET_DPI = 300
/** Blank border kept by most printers, and the gap between photos for the scissors. */
export const SHEET_MARGIN_MM = 3
export const SHEET_GAP_MM = 2
const MARK_LENGTH_MM = 2.5
const MARK_OFFSET_MM = 0.5

export type Line = { x1: number; y1: number; x2: number; y2: number }
export type SheetLayout = {
  /** Paper size in mm, already turned when landscape fits more. */
  paper: { width: number; height: number }
  columns: number
  rows: number
  /** Top-left corners of each photo in mm from the paper's top-left. */
  cells: { x: number; y: number }[]
  cutMarks: Line[]
}

function grid(paper: { width: number; height: number }, photo: { width: number; height: number }) {
  const fit = (space: number, size: number) =>
    Math.max(0, Math.floor((space - 2 * SHEET_MARGIN_MM + SHEET_GAP_MM) / (size + SHEET_GAP_MM)))
  return { columns: fit(paper.width, photo.width), rows: fit(paper.height, photo.height) }
}

/** The most copies of `photo` (mm) that fit the paper, upright or turned paper, with marks. */
export function layoutSheet(paperName: Paper, photo: { width: number; height: number }): SheetLayout {
  const upright = PAPERS[paperName]
  const turned = { width: upright.height, height: upright.width }
  const a = grid(upright, photo)
  const b = grid(turned, photo)
  const useTurned = b.columns * b.rows > a.columns * a.rows
  const paper = useTurned ? turned : upright
  const { columns, rows } = useTurned ? b : a
  const gridWidth = columns * photo.width + Math.max(0, columns - 1) * SHEET_GAP_MM
  const gridHeight = rows * photo.height + Math.max(0, rows - 1) * SHEET_GAP_MM
  const left = (paper.width - gridWidth) / 2
  const top = (paper.height - gridHeight) / 2
  const cells: { x: number; y: number }[] = []
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells.push({
        x: left + column * (photo.width + SHEET_GAP_MM),
        y: top + row * (photo.height + SHEET_GAP_MM),
      })
    }
  }
  const xs = new Set<number>()
  const ys = new Set<number>()
  for (const cell of cells) {
    xs.add(cell.x).add(cell.x + photo.width)
    ys.add(cell.y).add(cell.y + photo.height)
  }
  const right = left + gridWidth
  const bottom = top + gridHeight
  const cutMarks: Line[] = []
  const length = Math.min(
    MARK_LENGTH_MM,
    Math.max(0, top - MARK_OFFSET_MM),
    Math.max(0, left - MARK_OFFSET_MM),
  )
  if (cells.length && length > 0.5) {
    for (const x of xs) {
      cutMarks.push({ x1: x, y1: top - MARK_OFFSET_MM - length, x2: x, y2: top - MARK_OFFSET_MM })
      cutMarks.push({ x1: x, y1: bottom + MARK_OFFSET_MM, x2: x, y2: bottom + MARK_OFFSET_MM + length })
    }
    for (const y of ys) {
      cutMarks.push({ x1: left - MARK_OFFSET_MM - length, y1: y, x2: left - MARK_OFFSET_MM, y2: y })
      cutMarks.push({ x1: right + MARK_OFFSET_MM, y1: y, x2: right + MARK_OFFSET_MM + length, y2: y })
    }
  }
  return { paper, columns, rows, cells, cutMarks }
}

/** Draws the layout at `dpi` into a white RGBA buffer: the photo (already at that dpi) and black marks. */
export function composeSheet(
  layout: SheetLayout,
  photo: { data: Uint8ClampedArray; width: number; height: number },
  dpi = SHEET_DPI,
): { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number } {
  const px = (mm: number) => Math.round((mm / 25.4) * dpi)
  const width = px(layout.paper.width)
  const height = px(layout.paper.height)
  const data = new Uint8ClampedArray(width * height * 4).fill(255)
  for (const cell of layout.cells) {
    const x0 = px(cell.x)
    const y0 = px(cell.y)
    for (let y = 0; y < photo.height && y0 + y < height; y += 1) {
      const from = y * photo.width * 4
      const rowWidth = Math.min(photo.width, width - x0)
      data.set(photo.data.subarray(from, from + rowWidth * 4), ((y0 + y) * width + x0) * 4)
    }
  }
  const thickness = Math.max(1, Math.round(dpi / 150))
  for (const mark of layout.cutMarks) {
    const xa = px(Math.min(mark.x1, mark.x2))
    const ya = px(Math.min(mark.y1, mark.y2))
    const xb = Math.max(xa + thickness, px(Math.max(mark.x1, mark.x2)))
    const yb = Math.max(ya + thickness, px(Math.max(mark.y1, mark.y2)))
    for (let y = Math.max(0, ya); y < Math.min(height, yb); y += 1) {
      for (let x = Math.max(0, xa); x < Math.min(width, xb); x += 1) {
        const i = (y * width + x) * 4
        data[i] = 0
        data[i + 1] = 0
        data[i + 2] = 0
      }
    }
  }
  return { data, width, height }
}
