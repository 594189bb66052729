// A small XML reader for the parts of a .docx. Office Open XML parts are machine-written, well-formed and carry
// no DTD, so this needs no validation or external entities; it does resolve namespaces, because producers may
// bind any prefix, and names every element and attribute with the conventional prefix of its namespace URI
// ("w:p" whether the file wrote w:p or ns0:p). A DOM library would be ~70 KB more in the worker for this.

export type XmlElement = {
  /** Conventional qualified name, e.g. "w:p"; unknown namespaces keep the prefix written in the file. */
  name: string
  attrs: Record<string, string>
  children: XmlNode[]
}
export type XmlNode = XmlElement | string

const PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'pr',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
  'http://schemas.openxmlformats.org/drawingml/2006/picture': 'pic',
  'http://purl.oclc.org/ooxml/drawingml/picture': 'pic',
  'http://schemas.openxmlformats.org/officeDocument/2006/math': 'm',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://schemas.openxmlformats.org/package/2006/content-types': 'ct',
}

export class XmlError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[ref] ?? whole
  })
}

type Scope = Map<string, string>

function qualify(raw: string, scope: Scope, isAttr: boolean): string {
  const colon = raw.indexOf(':')
  if (colon < 0) {
    if (isAttr) return raw
    const uri = scope.get('')
    return uri && PREFIXES[uri] ? `${PREFIXES[uri]}:${raw}` : raw
  }
  const prefix = raw.slice(0, colon)
  if (prefix === 'xml' || prefix === 'xmlns') return raw
  const uri = scope.get(prefix)
  const known = uri ? PREFIXES[uri] : undefined
  return `${known ?? prefix}:${raw.slice(colon + 1)}`
}

const ATTR = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/g

/** Parses one XML document into its root element; throws XmlError when it is not well-formed enough. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#root', attrs: {}, children: [] }
  const stack: { el: XmlElement; raw: string; scope: Scope }[] = [{ el: root, raw: '', scope: new Map() }]
  let i = 0
  const n = source.length
  while (i < n) {
    const lt = source.indexOf('<', i)
    const top = stack[stack.length - 1] as (typeof stack)[number]
    if (lt < 0 || lt > i) {
      const text = source.slice(i, lt < 0 ? n : lt)
      if (stack.length > 1) top.el.children.push(decode(text))
      if (lt < 0) break
    }
    i = lt
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4)
      if (end < 0) throw new XmlError('unclosed comment')
      i = end + 3
    } else if (source.startsWith('<![CDATA[', i)) {
      const end = source.indexOf(']]>', i + 9)
      if (end < 0) throw new XmlError('unclosed CDATA')
      top.el.children.push(source.slice(i + 9, end))
      i = end + 3
    } else if (source[i + 1] === '?' || source[i + 1] === '!') {
      const end = source.indexOf('>', i)
      if (end < 0) throw new XmlError('unclosed declaration')
      i = end + 1
    } else if (source[i + 1] === '/') {
      const end = source.indexOf('>', i)
      if (end < 0) throw new XmlError('unclosed end tag')
      const raw = source.slice(i + 2, end).trim()
      if (stack.length < 2 || top.raw !== raw) throw new XmlError(`unexpected </${raw}>`)
      stack.pop()
      i = end + 1
    } else {
      const end = findTagEnd(source, i)
      if (end < 0) throw new XmlError('unclosed tag')
      const body = source.slice(i + 1, end)
      const selfClosing = body.endsWith('/')
      const inner = selfClosing ? body.slice(0, -1) : body
      const space = inner.search(/\s/)
      const raw = space < 0 ? inner : inner.slice(0, space)
      if (!raw) throw new XmlError('empty tag')
      const rawAttrs: [string, string][] = []
      let scope = top.scope
      for (const m of (space < 0 ? '' : inner.slice(space)).matchAll(ATTR)) {
        const key = m[1] as string
        const value = decode(m[3] ?? m[4] ?? '')
        if (key === 'xmlns' || key.startsWith('xmlns:')) {
          if (scope === top.scope) scope = new Map(scope)
          scope.set(key === 'xmlns' ? '' : key.slice(6), value)
        } else rawAttrs.push([key, value])
      }
      const attrs: Record<string, string> = {}
      for (const [key, value] of rawAttrs) attrs[qualify(key, scope, true)] = value
      const el: XmlElement = { name: qualify(raw, scope, false), attrs, children: [] }
      top.el.children.push(el)
      if (!selfClosing) stack.push({ el, raw, scope })
      i = end + 1
    }
  }
  if (stack.length > 1) throw new XmlError(`unclosed <${stack[stack.length - 1]?.raw}>`)
  const first = root.children.find((c): c is XmlElement => typeof c !== 'string')
  if (!first) throw new XmlError('no root element')
  return first
}

/** The '>' that ends a start tag, skipping any inside quoted attribute values. */
function findTagEnd(source: string, from: number): number {
  let quote = ''
  for (let j = from + 1; j < source.length; j += 1) {
    const c = source[j]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '>') return j
  }
  return -1
}

/** Element children, optionally only those named `name`. */
export function kids(el: XmlElement | undefined, name?: string): XmlElement[] {
  if (!el) return []
  const out: XmlElement[] = []
  for (const c of el.children) if (typeof c !== 'string' && (!name || c.name === name)) out.push(c)
  return out
}

export function kid(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === name)
}

/** Every descendant named `name`, in document order. */
export function descendants(el: XmlElement | undefined, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const c of kids(el)) {
    if (c.name === name) out.push(c)
    descendants(c, name, out)
  }
  return out
}

/** The attribute `w:val` of a child, e.g. val(pPr, 'w:pStyle'). */
export function val(el: XmlElement | undefined, child: string, attr = 'w:val'): string | undefined {
  return kid(el, child)?.attrs[attr]
}
