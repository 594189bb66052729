import fc from 'fast-check'
import { relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  InvalidKeyError,
  checkObjectName,
  checkPrefix,
  contentDisposition,
  decodeObjectKey,
  objectFilePath,
} from './storage-key.ts'

const own = '0b6f7c2e-1111-4a4a-8b8b-000000000001'
const victim = '0b6f7c2e-2222-4a4a-8b8b-000000000002'
const root = resolve('/srv/autobahi/storage')

const refused = (f: () => unknown) => expect(f).toThrow(InvalidKeyError)

describe('decodeObjectKey: the raw URL key, decoded once as a whole', () => {
  it.each([
    ['own/card-1/photo-1', 'own/card-1/photo-1'],
    [`${own}/logo.png`, `${own}/logo.png`],
    ['a/b%20c.png', 'a/b c.png'],
    ["a/it's (1).png", "a/it's (1).png"],
    ['a%2Fb', 'a/b'],
    ['a/.hidden', 'a/.hidden'],
    ['a/..b/c..', 'a/..b/c..'],
    ['a/b+c=d;e,f@g$h&i!j*k:l', 'a/b+c=d;e,f@g$h&i!j*k:l'],
    [`a/${'x'.repeat(1022)}`, `a/${'x'.repeat(1022)}`],
  ])('accepts %s', (raw, name) => {
    expect(decodeObjectKey(raw)).toBe(name)
  })

  it.each([
    ['the attack of issue 16', `${own}/..%2F${victim}/card/media`],
    ['..%2F first', `..%2F${victim}/x`],
    ['lower-case %2e%2e', `${own}/%2e%2e/${victim}/x`],
    ['%2e%2e%2F in one segment', `${own}/%2e%2e%2F${victim}/x`],
    ['upper-case %2E%2E', 'a/%2E%2E/b'],
    ['mixed case %2E%2e', 'a/%2E%2e/b'],
    ['encoded single dot', 'a/%2E/b'],
    ['plain ..', 'a/../b'],
    ['plain .', 'a/./b'],
    ['trailing .', 'a/.'],
    ['leading ./', './a'],
    ['empty component', 'a//b'],
    ['encoded empty component', 'a%2F%2Fb'],
    ['leading slash', '/a'],
    ['trailing slash', 'a/'],
    ['empty', ''],
    ['backslash', 'a\\b'],
    ['encoded backslash', `${own}/..%5C${victim}/x`],
    ['NUL', 'a\u0000b'],
    ['encoded NUL', 'a%00b'],
    ['encoded unit separator', 'a%1Fb'],
    ['encoded DEL', 'a%7Fb'],
    ['U+0085 (NEL)', 'a\u0085b'],
    ['encoded U+0085', 'a%C2%85b'],
    ['encoded line feed', 'a%0Ab'],
    ['double-encoded slash', `${own}/..%252F${victim}/x`],
    ['double-encoded dots', '%252e%252e/x'],
    ['malformed escape', 'a%zz'],
    ['truncated escape', 'a%'],
    ['truncated UTF-8', 'a%E0%A4'],
    ['encoded lone surrogate', 'a%ED%A0%80'],
    ['over 1,024 bytes', `a/${'x'.repeat(1023)}`],
    ['outside the allow-list', 'a/<script>.html'],
    ['non-ASCII', 'a/%E2%82%AC'],
  ])('refuses %s', (_, raw) => {
    refused(() => decodeObjectKey(raw))
  })

  it('decodes exactly once: what a second decode would turn into a traversal stays refused', () => {
    const once = `${own}/..%2F${victim}/x`
    refused(() => decodeObjectKey(encodeURIComponent(once)))
    refused(() => decodeObjectKey(once))
  })
})

describe('checkObjectName: names from JSON bodies, not decoded', () => {
  it('keeps a %-escape literal, and so refuses it', () => {
    refused(() => checkObjectName(`${own}/..%2F${victim}/x`))
    expect(checkObjectName(`${own}/card/photo`)).toBe(`${own}/card/photo`)
  })
  it.each([
    [`${own}/../${victim}/x`],
    ['a//b'],
    ['a\\b'],
    ['a/./b'],
    ['a\u0000'],
    ['a\u009f'],
    [''],
    [42],
    [null],
    [{ path: 'a/b' }],
  ])('refuses %j', (name) => {
    refused(() => checkObjectName(name))
  })
})

describe('checkPrefix', () => {
  it('allows the bucket root and trailing slashes, otherwise the name rule', () => {
    expect(checkPrefix('')).toBe('')
    expect(checkPrefix(undefined)).toBe('')
    expect(checkPrefix(`${own}/`)).toBe(own)
    expect(checkPrefix(`${own}/card-1`)).toBe(`${own}/card-1`)
    refused(() => checkPrefix(`${own}/../${victim}`))
    expect(checkPrefix('/')).toBe('')
    refused(() => checkPrefix('/a'))
    refused(() => checkPrefix('a//b/'))
    refused(() => checkPrefix(7))
  })
})

describe('objectFilePath: bytes stay in the folder row-level security judged', () => {
  it('maps the name under <storageDir>/<bucket>/', () => {
    expect(objectFilePath(root, 'job-card-media', `${own}/card/media`)).toBe(
      resolve(root, 'job-card-media', own, 'card', 'media'),
    )
    expect(objectFilePath(root, 'company-assets', 'logo.png')).toBe(
      resolve(root, 'company-assets', 'logo.png'),
    )
  })
  it('refuses bad names and bucket ids that are not one plain folder', () => {
    refused(() => objectFilePath(root, 'job-card-media', `${own}/../${victim}/x`))
    refused(() => objectFilePath(root, '..', `${own}/x`))
    refused(() => objectFilePath(root, 'a/b', `${own}/x`))
    refused(() => objectFilePath(root, '', `${own}/x`))
  })
})

/** The folder `storage.foldername(name)[1]` names, the one the policies compare with auth.uid(). */
const policyFolder = (name: string) => name.split('/')[0]!

function staysInOwnFolder(name: string): void {
  const bucketDir = resolve(root, 'job-card-media')
  const path = objectFilePath(root, 'job-card-media', name)
  const rel = relative(bucketDir, path).split(sep)
  expect(rel[0]).toBe(policyFolder(name))
  if (name.includes('/')) expect(path.startsWith(resolve(bucketDir, policyFolder(name)) + sep)).toBe(true)
  else expect(rel).toHaveLength(1)
  expect(rel).not.toContain('..')
}

describe('property: an accepted name never resolves outside its own folder', () => {
  // Heavy on the characters traversals are made of, so the generator reaches the interesting cases often.
  const tricky = fc.constantFrom(
    ...'/.\\%2eEfF5c0aAx-_ '.split(''),
    '%2e',
    '%2E',
    '%2F',
    '%2f',
    '%5C',
    '%25',
    '%00',
    '%C2%85',
    '..',
    '\u0000',
    '\u0085',
    own,
    victim,
  )
  const rawKey = fc.oneof(
    fc.string({ unit: tricky, maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .array(fc.string({ unit: tricky, maxLength: 6 }), { minLength: 1, maxLength: 6 })
      .map((c) => c.join('/')),
  )

  it('for URL keys (decoded once)', () => {
    fc.assert(
      fc.property(rawKey, (raw) => {
        let name: string
        try {
          name = decodeObjectKey(raw)
        } catch (e) {
          expect(e).toBeInstanceOf(InvalidKeyError)
          return
        }
        staysInOwnFolder(name)
      }),
      { numRuns: 3000 },
    )
  })

  it('for names from JSON bodies', () => {
    fc.assert(
      fc.property(rawKey, (name) => {
        try {
          checkObjectName(name)
        } catch (e) {
          expect(e).toBeInstanceOf(InvalidKeyError)
          return
        }
        staysInOwnFolder(name)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('contentDisposition', () => {
  it('shows only raster images inline', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(contentDisposition(t, `${own}/logo`, null)).toMatch(/^inline; /)
    }
    for (const t of ['image/svg+xml', 'text/html', 'application/pdf', 'application/octet-stream', '']) {
      expect(contentDisposition(t, `${own}/logo`, null)).toMatch(/^attachment; /)
    }
  })
  it('?download= forces attachment, named by its value when given', () => {
    expect(contentDisposition('image/png', `${own}/card/photo-1`, '')).toBe(
      `attachment; filename="photo-1"; filename*=UTF-8''photo-1`,
    )
    expect(contentDisposition('image/png', `${own}/card/photo-1`, 'receipt.png')).toBe(
      `attachment; filename="receipt.png"; filename*=UTF-8''receipt.png`,
    )
  })
  it('keeps quotes, backslashes, control characters and paths out of the header', () => {
    expect(contentDisposition('text/html', 'x', 'a"b;c\r\nSet-Cookie: x=1.html')).toBe(
      `attachment; filename="ab;cSet-Cookie: x=1.html"; filename*=UTF-8''a%22b%3BcSet-Cookie%3A%20x%3D1.html`,
    )
    expect(contentDisposition('text/html', 'x', 'C:\\Users\\x\\a.html')).toBe(
      `attachment; filename="a.html"; filename*=UTF-8''a.html`,
    )
    expect(contentDisposition('image/png', 'x', '../../etc/passwd')).toBe(
      `attachment; filename="passwd"; filename*=UTF-8''passwd`,
    )
    expect(contentDisposition('image/png', 'x', "it's (1)*.png")).toBe(
      `attachment; filename="it's (1)*.png"; filename*=UTF-8''it%27s%20%281%29%2A.png`,
    )
  })
  it('encodes a UTF-8 name per RFC 5987 with an ASCII fallback', () => {
    expect(contentDisposition('application/pdf', 'x', 'बिल 100%.pdf')).toBe(
      `attachment; filename="___ 100_.pdf"; filename*=UTF-8''%E0%A4%AC%E0%A4%BF%E0%A4%B2%20100%25.pdf`,
    )
  })
  it('property: always one printable-ASCII header value, whatever the name asked for', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.boolean(), (download, force) => {
        const v = contentDisposition('image/png', 'a/b', force ? download : null)
        expect(v).toMatch(/^(inline|attachment); filename="[\x20-\x7e]+"; filename\*=UTF-8''[\w.!~%-]+$/)
        const quoted = /filename="([^"]*)"/.exec(v)![1]!
        expect(quoted).not.toMatch(/["\\%]/)
      }),
    )
  })
})
