// Reads a page description's text back in flow order (columns left to right), so a template's tests can
// check what it prints and in which order without making the PDF.
import type { Block, DocSpec } from '../../../../workers/documents/spec.options'

function blockText(block: Block): string[] {
  if (block.kind === 'text') return [block.runs.map((r) => r.text).join('')]
  if (block.kind === 'row') return block.columns.flatMap((c) => c.blocks.flatMap(blockText))
  return []
}

export function specText(spec: DocSpec): string {
  return spec.flow.flatMap(blockText).join('\n')
}
