import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { useParams } from 'react-router-dom'
import { findTool } from '@/tools/registry'
import NotFoundPage from './not-found-page'
import { ToolPage } from './tool-page'

// One lazy component per tool for the life of the page, so revisiting a tool does not remount it.
const components = new Map<string, LazyExoticComponent<ComponentType>>()

/** /tools/:slug — the tool from the registry, or the 404 page for an unknown slug. */
export default function ToolRoute() {
  const { slug = '' } = useParams()
  const tool = findTool(slug)
  if (!tool) return <NotFoundPage />
  let component = components.get(tool.slug)
  if (!component) {
    component = lazy(tool.load)
    components.set(tool.slug, component)
  }
  return <ToolPage key={tool.slug} tool={tool} component={component} />
}
