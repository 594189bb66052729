// Loads one tool's meta by slug without loading the whole registry: a tool page needs only its own.
// The glob is an index of the tool folders; registry.ts stays the explicit list (a test keeps both equal).
import type { ToolMeta } from './define-tool'

const loaders = import.meta.glob<{ meta: ToolMeta }>('./*/meta.ts')

/** The meta of the tool at /tools/<slug>, or null when there is no such tool. */
export async function loadToolMeta(slug: string): Promise<ToolMeta | null> {
  const load = loaders[`./${slug}/meta.ts`]
  return load ? (await load()).meta : null
}

/** Slugs of every tool folder with a meta.ts. */
export function toolFolderSlugs(): string[] {
  return Object.keys(loaders).map((path) => path.slice(2, -'/meta.ts'.length))
}
