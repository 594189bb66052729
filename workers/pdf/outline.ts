// Bookmarks (the outline) survive a merge: pdf-lib's copyPages drops them (pdf-lib issue #1017), so we
// rebuild them — one bookmark per source file, holding that file's own bookmarks whose target pages
// were kept. Named destinations are resolved; actions other than GoTo are skipped.
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFRef,
  PDFString,
  type PDFDocument,
  type PDFObject,
  type PDFPage,
} from '@cantoo/pdf-lib'

type Node = { title: string; target: PDFPage | null; rest: PDFObject[]; children: Node[] }
export type OutlineGroup = {
  title: string
  firstPage: PDFPage
  source: PDFDocument
  pageMap: Map<PDFRef, PDFPage>
}

const MAX_ITEMS = 5000

/** Writes an outline into `out`: a top-level bookmark per group with the group's own bookmarks below. */
export function copyOutline(out: PDFDocument, groups: readonly OutlineGroup[]): void {
  const roots: Node[] = groups.map((group) => ({
    title: group.title,
    target: group.firstPage,
    rest: [PDFName.of('Fit')],
    children: readOutline(group.source, group.pageMap),
  }))
  if (roots.length === 0) return
  const context = out.context
  const rootRef = context.nextRef()
  const count = writeLevel(out, roots, rootRef)
  context.assign(
    rootRef,
    context.obj({ Type: 'Outlines', First: count.first, Last: count.last, Count: count.total }),
  )
  out.catalog.set(PDFName.of('Outlines'), rootRef)
}

function writeLevel(
  out: PDFDocument,
  nodes: readonly Node[],
  parent: PDFRef,
): { first: PDFRef; last: PDFRef; total: number } {
  const context = out.context
  const refs = nodes.map(() => context.nextRef())
  let total = 0
  nodes.forEach((node, i) => {
    const dict = context.obj({}) as PDFDict
    dict.set(PDFName.of('Title'), PDFHexString.fromText(node.title))
    dict.set(PDFName.of('Parent'), parent)
    if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]!)
    if (i < refs.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]!)
    if (node.target) dict.set(PDFName.of('Dest'), context.obj([node.target.ref, ...node.rest]))
    if (node.children.length) {
      const child = writeLevel(out, node.children, refs[i]!)
      dict.set(PDFName.of('First'), child.first)
      dict.set(PDFName.of('Last'), child.last)
      // Negative: children start closed, so long outlines do not flood the panel.
      dict.set(PDFName.of('Count'), context.obj(-child.total))
    }
    context.assign(refs[i]!, dict)
    total += 1
  })
  return { first: refs[0]!, last: refs[refs.length - 1]!, total }
}

function readOutline(source: PDFDocument, pageMap: Map<PDFRef, PDFPage>): Node[] {
  const outlines = source.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)
  if (!outlines) return []
  const seen = new Set<PDFDict>()
  const resolveName = namedDestinations(source)

  function walk(first: PDFDict | undefined): Node[] {
    const nodes: Node[] = []
    for (let item = first; item && !seen.has(item) && seen.size < MAX_ITEMS;) {
      seen.add(item)
      const children = walk(item.lookupMaybe(PDFName.of('First'), PDFDict))
      const dest = destinationOf(item, resolveName)
      const pageRef = dest?.get(0)
      const target = pageRef instanceof PDFRef ? (pageMap.get(pageRef) ?? null) : null
      if (target || children.length) {
        nodes.push({
          title: textOf(item.lookup(PDFName.of('Title'))),
          target,
          rest: dest ? dest.asArray().slice(1) : [],
          children,
        })
      }
      item = item.lookupMaybe(PDFName.of('Next'), PDFDict)
    }
    return nodes
  }
  return walk(outlines.lookupMaybe(PDFName.of('First'), PDFDict))
}

function destinationOf(
  item: PDFDict,
  resolveName: (name: string) => PDFArray | undefined,
): PDFArray | undefined {
  let dest = item.lookup(PDFName.of('Dest'))
  if (!dest) {
    const action = item.lookupMaybe(PDFName.of('A'), PDFDict)
    if (action?.lookup(PDFName.of('S')) === PDFName.of('GoTo')) dest = action.lookup(PDFName.of('D'))
  }
  if (dest instanceof PDFArray) return dest
  if (dest instanceof PDFName) return resolveName(dest.decodeText())
  if (dest instanceof PDFString || dest instanceof PDFHexString) return resolveName(dest.decodeText())
  return undefined
}

function namedDestinations(source: PDFDocument): (name: string) => PDFArray | undefined {
  const catalog = source.catalog
  const oldStyle = catalog.lookupMaybe(PDFName.of('Dests'), PDFDict)
  const tree = catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('Dests'), PDFDict)
  let table: Map<string, PDFObject> | null = null
  return (name) => {
    const direct = oldStyle?.lookup(PDFName.of(name))
    if (direct) return asDestArray(direct, source)
    if (!tree) return undefined
    table ??= flattenNameTree(tree)
    const found = table.get(name)
    return found ? asDestArray(found, source) : undefined
  }
}

function asDestArray(value: PDFObject, source: PDFDocument): PDFArray | undefined {
  const resolved = value instanceof PDFRef ? source.context.lookup(value) : value
  if (resolved instanceof PDFArray) return resolved
  if (resolved instanceof PDFDict) {
    const d = resolved.lookup(PDFName.of('D'))
    return d instanceof PDFArray ? d : undefined
  }
  return undefined
}

function flattenNameTree(root: PDFDict): Map<string, PDFObject> {
  const table = new Map<string, PDFObject>()
  const stack = [root]
  const seen = new Set<PDFDict>()
  while (stack.length && seen.size < MAX_ITEMS) {
    const node = stack.pop()!
    if (seen.has(node)) continue
    seen.add(node)
    const names = node.lookupMaybe(PDFName.of('Names'), PDFArray)
    if (names) {
      for (let i = 0; i + 1 < names.size(); i += 2) {
        const key = names.lookup(i)
        if (key instanceof PDFString || key instanceof PDFHexString) {
          table.set(key.decodeText(), names.get(i + 1))
        }
      }
    }
    const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray)
    if (kids) {
      for (let i = 0; i < kids.size(); i += 1) {
        const kid = kids.lookup(i)
        if (kid instanceof PDFDict) stack.push(kid)
      }
    }
  }
  return table
}

function textOf(value: PDFObject | undefined): string {
  if (value instanceof PDFString || value instanceof PDFHexString || value instanceof PDFName) {
    return value.decodeText()
  }
  return value === undefined || value === PDFNull ? '' : value.toString()
}
