// In-memory servers (tests, bench) start from a cached, already-migrated database image: PGlite's initdb
// plus migrations take seconds, loading an image well under one. The cache key covers every migration's
// bytes and the PGlite version, so a changed migration never reuses a stale image.
import { createHash, randomUUID } from 'node:crypto'
import { readFile, readdir, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgliteDb } from './db.ts'

async function templateFile(sqlDir: string): Promise<string> {
  const h = createHash('sha256')
  const pkg = fileURLToPath(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url))
  h.update(await readFile(pkg).catch(() => 'unknown'))
  for (const f of (await readdir(sqlDir)).sort()) {
    h.update(f)
    h.update(await readFile(join(sqlDir, f)))
  }
  return join(tmpdir(), `autobahi-pglite-${h.digest('hex').slice(0, 16)}.tar`)
}

export async function loadTemplate(sqlDir: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(await templateFile(sqlDir))])
  } catch {
    return undefined
  }
}

export async function saveTemplate(db: PgliteDb, sqlDir: string): Promise<void> {
  const file = await templateFile(sqlDir)
  const dump = await db.pglite.dumpDataDir('none')
  const tmp = `${file}.${randomUUID()}`
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()))
  // rename is atomic, so parallel test workers never read a half-written image.
  await rename(tmp, file)
}
