// The head of a tool page; apart from page-heads.ts so that public pages do not load the tool definitions.
import { CATEGORY_LABELS } from '@/tools/categories'
import { toolPath, type ToolMeta } from '@/tools/define-tool'
import type { PageHead } from './head'

export function toolHead(tool: ToolMeta, lang: 'en' | 'hi'): PageHead {
  return {
    title: `${tool.title[lang]} | AutoBahi`,
    description: tool.description[lang],
    keywords: tool.keywords,
    path: toolPath(tool.slug),
    index: true,
    lang,
    structured: 'tool',
    app: { name: tool.name[lang], category: CATEGORY_LABELS[tool.category].en },
  }
}
