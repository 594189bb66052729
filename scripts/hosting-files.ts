// `npm run hosting-files` after `npm run build` with a hosted backend (docs/deploy.md): writes `_headers` and
// `_redirects` into the build, the files Netlify and Cloudflare Pages read, so a static host serves the app as
// the local server does (server/static.ts): the app's Content-Security-Policy with the backend's origin added,
// nosniff, immutable caching of hashed assets, and the app shell for every path that is not a file. Other
// hosts: copy the same headers into their configuration (the script prints the policy).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { appCsp, inlineScriptHashes } from '../server/csp.ts'

export type HostingFiles = { headers: string; redirects: string; csp: string }

/** The two files for a build in `dist` whose backend is `backendUrl`. */
export async function hostingFiles(dist: string, backendUrl: string): Promise<HostingFiles> {
  const backendOrigin = new URL(backendUrl).origin
  // One policy for every path: a static host cannot send a page's own hashes with its own rule without also
  // sending the catch-all one, and two policies are both enforced. The union allows only the build's own
  // inline scripts (React's streaming helpers), the same few on every page.
  const hashes = new Set<string>()
  for (const file of await htmlFiles(dist)) {
    for (const h of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(h)
  }
  const csp = appCsp({ scriptHashes: [...hashes].sort(), backendOrigin, reportUri: null })
  const headers = [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/sw.js',
    '  Cache-Control: no-cache',
    '  Service-Worker-Allowed: /',
    '',
  ].join('\n')
  // Only where no file (or prerendered page) answers: the app shows its own 404 for an unknown path.
  const shell = (await readdir(dist)).includes('app-shell.html') ? '/app-shell.html' : '/index.html'
  const redirects = `/* ${shell} 200\n`
  return { headers, redirects, csp }
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await htmlFiles(path)))
    else if (entry.name.endsWith('.html')) out.push(path)
  }
  return out
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: process.env.DIST_DIR ?? 'dist' },
      'backend-url': { type: 'string', default: process.env.VITE_SUPABASE_URL },
    },
  })
  if (!values['backend-url']) {
    console.error('Set VITE_SUPABASE_URL (as for the build) or pass --backend-url https://<ref>.supabase.co')
    process.exit(2)
  }
  const dist = resolve(values.dist)
  const files = await hostingFiles(dist, values['backend-url'])
  await writeFile(join(dist, '_headers'), files.headers)
  await writeFile(join(dist, '_redirects'), files.redirects)
  console.info(`wrote ${join(dist, '_headers')} and _redirects\nContent-Security-Policy: ${files.csp}`)
}
