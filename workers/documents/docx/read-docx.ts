// A .docx file (a ZIP of XML parts) read into the neutral model: the main document part found through the
// package relationships, its styles, numbering, relationships and pictures. Pure; errors are the worker's
// named ones so the page can say what is wrong in the user's language.
import { unzipSync } from 'fflate'
import { WorkerTaskError } from '../../shared/errors'
import type { DocImage } from '../spec.options'
import { NOTE_CODES, type NoteCode } from './convert-docx.options'
import type { DocxModel } from './model'
import { readNumbering } from './numbering'
import { readBand, readBody, type BodyContext } from './read-body'
import { readStyles } from './styles'
import { descendants, kid, kids, parseXml, XmlError, type XmlElement } from './xml'

const decoder = new TextDecoder()

/** Resolves a relationship target against the folder of the part that names it. */
export function resolvePath(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = from.split('/').slice(0, -1)
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop()
    else if (seg && seg !== '.') parts.push(seg)
  }
  return parts.join('/')
}

function relsPath(part: string): string {
  const slash = part.lastIndexOf('/')
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`
}

export function readDocx(bytes: Uint8Array, fallbackTitle = 'Document'): DocxModel {
  let files: Record<string, Uint8Array>
  try {
    // Only the XML parts now; a picture is inflated when a paragraph uses it.
    files = unzipSync(bytes, { filter: (f) => /\.(xml|rels)$/i.test(f.name) })
  } catch (error) {
    throw new WorkerTaskError('CorruptFile', `zip: ${error instanceof Error ? error.message : String(error)}`)
  }
  const xmlCache = new Map<string, XmlElement | undefined>()
  const xml = (path: string): XmlElement | undefined => {
    if (xmlCache.has(path)) return xmlCache.get(path)
    const data = files[path]
    let parsed: XmlElement | undefined
    if (data) {
      try {
        parsed = parseXml(decoder.decode(data))
      } catch (error) {
        if (error instanceof XmlError) throw new WorkerTaskError('CorruptFile', `${path}: ${error.message}`)
        throw error
      }
    }
    xmlCache.set(path, parsed)
    return parsed
  }
  const relations = (part: string): Map<string, string> => {
    const map = new Map<string, string>()
    for (const rel of kids(xml(relsPath(part)), 'pr:Relationship')) {
      if (rel.attrs.TargetMode === 'External') continue
      map.set(rel.attrs.Id ?? '', resolvePath(part, rel.attrs.Target ?? ''))
    }
    return map
  }
  const packageRels = kids(xml('_rels/.rels'), 'pr:Relationship')
  const main =
    packageRels.find((r) => /\/officeDocument$/.test(r.attrs.Type ?? ''))?.attrs.Target?.replace(/^\//, '') ??
    (files['word/document.xml'] ? 'word/document.xml' : undefined)
  const document = main ? xml(main) : undefined
  const body = kid(document, 'w:body')
  if (!main || !body) throw new WorkerTaskError('UnsupportedFormat', 'no Word document part in the zip')
  const rels = relations(main)
  const byType = (suffix: string) => {
    const rel = kids(xml(relsPath(main)), 'pr:Relationship').find((r) => r.attrs.Type?.endsWith(suffix))
    return rel ? xml(resolvePath(main, rel.attrs.Target ?? '')) : undefined
  }
  const notes = new Set<NoteCode>()
  const images: DocImage[] = []
  const ctx: BodyContext = {
    styles: readStyles(byType('/styles')),
    numbering: readNumbering(byType('/numbering')),
    rels,
    part: (path) => {
      try {
        return files[path] ?? unzipSync(bytes, { filter: (f) => f.name === path })[path]
      } catch {
        return undefined
      }
    },
    hasContent: (path) => {
      const root = xml(path)
      return (
        descendants(root, 'w:t').some((t) => t.children.join('').trim()) ||
        descendants(root, 'w:drawing').length > 0
      )
    },
    images,
    notes,
    band: (path) => readBand(ctx, xml(path)),
  }
  const sections = readBody(ctx, body)
  const comments = byType('/comments')
  if (comments && descendants(comments, 'w:comment').length) notes.add('comments')
  const core = xml('docProps/core.xml')
  const title = core ? descendants(core, 'dc:title')[0]?.children.join('').trim() : ''
  return {
    title: title || fallbackTitle,
    sections,
    images,
    notes: NOTE_CODES.filter((c) => notes.has(c)),
  }
}
