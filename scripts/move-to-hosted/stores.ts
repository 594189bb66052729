// The two ends of the move: the embedded server's data folder (opened directly; the server must be stopped)
// and the hosted project's Storage API (with the service key).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { openDb } from '../../server/db.ts'
import type { Sql } from './catalog.ts'

export type SourceDb = Sql & { close(): Promise<void> }

export class FolderInUseError extends Error {}

/**
 * Opens `<dataDir>/pg` with the server's own openDb. PGlite takes no lock on its folder (a second process can
 * open it, and two writers corrupt it), but it keeps `postmaster.pid` there while open and removes it when it
 * closes cleanly: the file means a running server, or one that was killed.
 */
export async function openSource(dataDir: string, options: { force?: boolean } = {}): Promise<SourceDb> {
  const pgDir = join(dataDir, 'pg')
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no embedded server database (no pg/PG_VERSION); give --data <folder>`)
  }
  if (existsSync(join(pgDir, 'postmaster.pid')) && !options.force) {
    throw new FolderInUseError(
      `${dataDir} is in use: stop the embedded server (Ctrl+C in its window) and run this again. ` +
        `If no server is running, it was not closed cleanly: start it once and stop it with Ctrl+C, ` +
        `or pass --force.`,
    )
  }
  const db = await openDb(pgDir)
  return db as unknown as SourceDb
}

/** Where the objects go: the hosted project's Storage API (or any server speaking it). */
export type ObjectStore = {
  /** The stored size of an object, or null when there is none. */
  size(bucket: string, name: string): Promise<number | null>
  upload(
    bucket: string,
    name: string,
    bytes: Buffer,
    meta: { contentType: string; cacheControl?: string },
  ): Promise<void>
}

type StorageErrorShape = { status?: number; statusCode?: string; code?: string }

const notFound = (e: StorageErrorShape): boolean =>
  e.status === 404 || e.statusCode === '404' || e.code === 'NoSuchKey' || e.code === 'not_found'

/** The Storage API of `url` with the service key (which passes every storage policy). */
export function storageApi(url: string, serviceKey: string): ObjectStore {
  const storage = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).storage
  return {
    async size(bucket, name) {
      const { data, error } = await storage.from(bucket).info(name)
      if (error) {
        if (notFound(error as StorageErrorShape)) return null
        throw new Error(`Storage info ${bucket}/${name}: ${error.message}`)
      }
      return typeof data?.size === 'number' ? data.size : Number(data?.size ?? Number.NaN)
    },
    async upload(bucket, name, bytes, meta) {
      const seconds = /max-age=(\d+)/.exec(meta.cacheControl ?? '')?.[1]
      const { error } = await storage.from(bucket).upload(name, bytes, {
        contentType: meta.contentType,
        upsert: true,
        ...(seconds ? { cacheControl: seconds } : {}),
      })
      if (error) throw new Error(`Storage upload ${bucket}/${name}: ${error.message}`)
    },
  }
}
