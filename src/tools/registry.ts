// The explicit list of public tools. Add a tool here and it gets its route, catalogue card, search entry,
// page metadata, sitemap line, prerendered HTML and precache entry.
import { createRegistry } from './define-tool'
import { meta as passwordGenerator } from './password-generator/meta'
import { meta as textCaseConverter } from './text-case-converter/meta'
import { meta as wordCounter } from './word-counter/meta'

export const TOOLS = createRegistry([wordCounter, textCaseConverter, passwordGenerator])

export function findTool(slug: string) {
  return TOOLS.find((tool) => tool.slug === slug)
}
