import { lazy, use, type ComponentType, type LazyExoticComponent } from 'react'
import { useParams } from 'react-router-dom'
import type { ToolMeta } from '@/tools/define-tool'
import { loadToolMeta } from '@/tools/meta-loaders'
import { ToolPage } from './tool-page'

// Its tool suggestions need the registry; load it only for an unknown slug.
const NotFoundPage = lazy(() => import('./not-found-page'))

// One promise and one lazy component per tool for the life of the page: use() needs a stable promise,
// and a new lazy() on every render would remount the tool.
const metas = new Map<string, Promise<ToolMeta | null>>()
const components = new Map<string, LazyExoticComponent<ComponentType>>()

function metaFor(slug: string): Promise<ToolMeta | null> {
  let meta = metas.get(slug)
  if (!meta) {
    meta = loadToolMeta(slug)
    metas.set(slug, meta)
  }
  return meta
}

/** /tools/:slug — loads only this tool's meta; an unknown slug shows the 404 page. */
export default function ToolRoute() {
  const { slug = '' } = useParams()
  const tool = use(metaFor(slug))
  if (!tool) return <NotFoundPage />
  let component = components.get(tool.slug)
  if (!component) {
    component = lazy(tool.load)
    components.set(tool.slug, component)
  }
  return <ToolPage key={tool.slug} tool={tool} component={component} />
}
