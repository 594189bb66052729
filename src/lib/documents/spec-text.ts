// Reads a page description's text back in flow order (columns left to right), so a template's tests can
// check what it prints and in which order without making the PDF.
import type { Block, DocSpec } from '@workers/documents/spec.options'

function blockText(block: Block): string[] {
  if (block.kind === 'text') return [block.runs.map((r) => r.text).join('')]
  if (block.kind === 'row') return block.columns.flatMap((c) => c.blocks.flatMap(blockText))
  // A table reads row by row, its cells joined by a tab.
  if (block.kind === 'table') {
    return [...(block.header ?? []), ...block.rows].map((row) =>
      row.cells.map((c) => c.runs.map((r) => r.text).join('')).join('\t'),
    )
  }
  return []
}

export function specText(spec: DocSpec): string {
  return spec.flow.flatMap(blockText).join('\n')
}
