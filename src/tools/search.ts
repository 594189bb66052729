// Instant tool search for the header box and the home catalogue. Pure: ranks metas against a query in
// English, Hindi or Hinglish without any index to build, which is fast enough for a few dozen tools.
import type { ToolMeta } from './define-tool'

function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('en-IN')
    .replace(/[\s\-_/.,]+/g, ' ')
    .trim()
}

function scoreTool(tool: ToolMeta, terms: readonly string[]): number {
  const names = normalise(`${tool.name.en} ${tool.name.hi} ${tool.slug}`)
  const keywords = normalise(tool.keywords.join(' '))
  const rest = normalise(`${tool.title.en} ${tool.title.hi} ${tool.description.en} ${tool.description.hi}`)
  let score = 0
  for (const term of terms) {
    const inName = names.includes(term)
    const inKeywords = keywords.includes(term)
    const inRest = rest.includes(term)
    if (!inName && !inKeywords && !inRest) return 0
    if (inName) score += names.split(' ').some((w) => w.startsWith(term)) ? 10 : 6
    if (inKeywords) score += 4
    if (inRest) score += 1
  }
  return score
}

/** Tools matching every word of the query, best first; all tools in registry order for an empty query. */
export function searchTools(tools: readonly ToolMeta[], query: string): ToolMeta[] {
  const terms = normalise(query).split(' ').filter(Boolean)
  if (terms.length === 0) return [...tools]
  return tools
    .map((tool, index) => ({ tool, index, score: scoreTool(tool, terms) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.tool)
}
