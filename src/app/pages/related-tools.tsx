import { Link } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { toolPath, type ToolMeta } from '@/tools/define-tool'
import { TOOLS } from '@/tools/registry'

const MAX_RELATED = 6

/** Links to other tools of the same category, below a tool. */
export default function RelatedTools({ tool, heading }: { tool: ToolMeta; heading: string }) {
  const lang = useLanguage()
  const related = TOOLS.filter((other) => other.category === tool.category && other.slug !== tool.slug).slice(
    0,
    MAX_RELATED,
  )
  if (related.length === 0) return null
  return (
    <aside className="mt-12" aria-labelledby="related-tools">
      <h2 id="related-tools" className="mb-3 text-lg font-semibold">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {related.map((other) => (
          <li key={other.slug}>
            <Link
              to={toolPath(other.slug)}
              className="inline-block rounded-full border border-line bg-surface px-3 py-1.5 text-sm hover:border-brand-500"
            >
              {other.name[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  )
}
