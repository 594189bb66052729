// The contract of a public tool: one meta.ts per tool describes it, and everything else — routes, the home
// catalogue, search, page metadata, sitemap.xml, prerendered HTML and the precache — is derived from the
// registry of these objects. Metas are tiny and eager; the tool's UI is loaded lazily by `load`.
import type { LucideIcon } from 'lucide-react'
import type { ComponentType } from 'react'
import type { Bilingual } from '@/lib/i18n'

export const TOOL_CATEGORIES = [
  'pdf',
  'image',
  'calculators',
  'text',
  'generators',
  'documents',
  'utilities',
] as const
export type ToolCategory = (typeof TOOL_CATEGORIES)[number]

export type ToolMeta = {
  /** URL segment under /tools/, kebab-case, unique. */
  slug: string
  category: ToolCategory
  icon: LucideIcon
  /** Short name shown on cards and as the H1. */
  name: Bilingual
  /** Page title for search results (≤ 60 characters in English). */
  title: Bilingual
  /** Meta description (≤ 160 characters in English). */
  description: Bilingual
  /** Search words: English, Hindi and Hinglish synonyms. */
  keywords: readonly string[]
  /** 'full': works offline entirely; 'online': needs the network for its main job and says so. */
  offline: 'full' | 'online'
  /** The tool's UI, loaded on first visit. */
  load: () => Promise<{ default: ComponentType }>
  /** 'wide': the page takes a wide screen's width (a form with its live preview beside it). */
  layout?: 'wide'
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Declares a tool; checks the parts that a type cannot. */
export function defineTool(meta: ToolMeta): ToolMeta {
  if (!SLUG.test(meta.slug)) throw new Error(`Tool slug "${meta.slug}" must be kebab-case`)
  return Object.freeze(meta)
}

/** Builds the registry, refusing two tools with one slug. */
export function createRegistry(tools: readonly ToolMeta[]): readonly ToolMeta[] {
  const seen = new Set<string>()
  for (const tool of tools) {
    if (seen.has(tool.slug)) throw new Error(`Duplicate tool slug "${tool.slug}"`)
    seen.add(tool.slug)
  }
  return Object.freeze([...tools])
}

export function toolPath(slug: string): string {
  return `/tools/${slug}`
}
