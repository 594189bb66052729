// What a storage object name may be, where its bytes may live on disk, and how its name goes back out in a
// header. Issue 16: the server split the URL path on "/" before decoding it, so "..%2F<id>" arrived as one
// segment "../<id>"; row-level security judged the first folder of the name (the caller's own) while the file
// system resolved the "..". So a name is decoded once as a whole and then judged component by component, and
// the file path is checked again against the folder row-level security saw, in case the two rules ever drift.
import { dirname, resolve, sep } from 'node:path'

export const MAX_NAME_BYTES = 1024

export class InvalidKeyError extends Error {}

// Supabase storage's own allow-list for object names; "%" is not in it, so a double-encoded "%252F" that
// decodes to "%2F" is still refused instead of being decoded a second time somewhere further down.
const ALLOWED = /^[\w/!\-.*'() &$@=;:+,?]+$/u
// C0, DEL and C1: U+0085 (NEL) is a line break to some parsers and would split a name in a log or a header.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u

/** The name from a URL path (the part after the bucket), %-decoded exactly once and then checked. */
export function decodeObjectKey(raw: string): string {
  let name: string
  try {
    name = decodeURIComponent(raw)
  } catch {
    throw new InvalidKeyError('Invalid key: malformed percent-encoding')
  }
  return checkObjectName(name)
}

/**
 * An already-decoded name (JSON bodies carry names as they are). Every component counts, not just the ones
 * the URL router happened to see: an empty, "." or ".." component anywhere would let the path on disk
 * leave the folder that `storage.foldername(name)[1]` names.
 */
export function checkObjectName(name: unknown): string {
  if (typeof name !== 'string' || name === '') throw new InvalidKeyError('Invalid key: empty name')
  if (CONTROL.test(name)) throw new InvalidKeyError('Invalid key: control character')
  if (name.includes('\\')) throw new InvalidKeyError('Invalid key: backslash')
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    throw new InvalidKeyError(`Invalid key: longer than ${MAX_NAME_BYTES} bytes`)
  }
  if (name.split('/').some((c) => c === '' || c === '.' || c === '..')) {
    throw new InvalidKeyError('Invalid key: empty, "." or ".." path component')
  }
  if (!ALLOWED.test(name)) throw new InvalidKeyError('Invalid key: character not allowed')
  return name
}

/** A list prefix: empty lists the bucket root; otherwise the same rule as a name, trailing slashes aside. */
export function checkPrefix(prefix: unknown): string {
  if (prefix === undefined || prefix === null) return ''
  if (typeof prefix !== 'string') throw new InvalidKeyError('Invalid key: prefix must be a string')
  const trimmed = prefix.replace(/\/+$/, '')
  return trimmed === '' ? '' : checkObjectName(trimmed)
}

/**
 * Where the bytes of `name` live: `<storageDir>/<bucket>/<name>`, and never outside the object's own folder
 * `<storageDir>/<bucket>/<first component>/` (the bucket root itself for a name without a folder). The name
 * rule above already makes that true on POSIX; this holds it even where path.resolve reads a component
 * differently (a drive letter such as "C:" on Windows).
 */
export function objectFilePath(storageDir: string, bucket: string, name: string): string {
  const components = checkObjectName(name).split('/')
  if (!bucket || bucket === '.' || bucket === '..' || /[\\/]/.test(bucket) || CONTROL.test(bucket)) {
    throw new InvalidKeyError('Invalid bucket')
  }
  const root = resolve(storageDir)
  const bucketDir = resolve(root, bucket)
  const path = resolve(bucketDir, ...components)
  if (dirname(bucketDir) !== root) throw new InvalidKeyError('Invalid bucket')
  if (components.length === 1) {
    if (dirname(path) !== bucketDir) throw new InvalidKeyError('Invalid key: outside its folder')
    return path
  }
  const folder = resolve(bucketDir, components[0]!)
  if (dirname(folder) !== bucketDir || !path.startsWith(folder + sep)) {
    throw new InvalidKeyError('Invalid key: outside its folder')
  }
  return path
}

/** Raster formats a browser only ever draws; everything else (SVG, HTML, PDF, …) could script or navigate. */
export const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
])

/**
 * Content-Disposition for served bytes (RFC 6266, RFC 5987 for the UTF-8 name). Only the raster types are
 * shown inline; anything else is a download, so a stored SVG or HTML never runs on the app's origin even if
 * an older upload let it in. `download` (the `?download=` value) forces a download, named by it if non-empty.
 */
export function contentDisposition(mimetype: string, name: string, download: string | null): string {
  const inline = download === null && INLINE_TYPES.has(mimetype)
  const wanted = download || name.split('/').pop() || ''
  // Not a path: the last component of whatever was asked for, no control characters, at most 255 characters.
  // A lone surrogate would make encodeURIComponent throw.
  const clean =
    Array.from(
      wanted
        .replace(/[\u0000-\u001f\u007f-\u009f]/gu, '')
        .replace(/\p{Cs}/gu, '\ufffd')
        .split(/[\\/]/)
        .pop() ?? '',
    )
      .slice(0, 255)
      .join('') || 'file'
  // The quoted fallback is for clients without filename*: printable ASCII only, and no `"`, `\` or `%`
  // (some clients would unescape %XX there).
  const ascii =
    clean
      .replace(/["\\]/g, '')
      .replace(/[^\x20-\x7e]|%/g, '_')
      .trim() || 'file'
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
